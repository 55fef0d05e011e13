import { exportAllowedDomainsCsv } from '@baitwatch/contracts/settings/list-calls';
import { downloadCall } from '../../../lib/call-api.ts';

/** The organization's allowed domains as CSV text (decision 0035). */
export async function fetchAllowedDomainsCsv(customerId: number) {
  const { blob } = await downloadCall(exportAllowedDomainsCsv, { params: { id: customerId } });
  return blob.text();
}
