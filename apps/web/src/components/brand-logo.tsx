import type { Branding } from '@baitwatch/contracts/auth/branding';
import { Image, Text } from '@mantine/core';
import { ProductLogo } from './product-logo.tsx';

/** A whitelabel logo (or brand name) when the branding has one, else the product's own logo. */
export function BrandLogo({
  branding,
  height = 32,
}: {
  branding: Branding | null | undefined;
  height?: number;
}) {
  if (branding?.isWhitelabel && branding.logoUrl) {
    return <Image src={branding.logoUrl} alt={branding.brandName} h={height} w="auto" fit="contain" />;
  }
  if (branding?.isWhitelabel) {
    return (
      <Text fw={700} fz={height * 0.6} lh={1}>
        {branding.brandName}
      </Text>
    );
  }
  return <ProductLogo size={height * 0.875} />;
}
