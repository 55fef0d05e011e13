import { PRODUCT_NAME } from '@baitwatch/contracts/common/product';
import { Badge } from '@mantine/core';

/** '{product} Verified' or 'AI Suspicious', from the record's isVerified flag (spec doc 2 §3). */
export const threatStatusLabel = (isVerified: boolean) =>
  isVerified ? `${PRODUCT_NAME} Verified` : 'AI Suspicious';

export function ThreatStatus({ isVerified }: { isVerified: boolean }) {
  return (
    <Badge color={isVerified ? 'teal.8' : 'orange.7'} variant="light" autoContrast>
      {threatStatusLabel(isVerified)}
    </Badge>
  );
}
