import { PROVIDER_ROLE } from '@baitwatch/contracts/common/product';
import { Skeleton } from '@mantine/core';
import { Link } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { ProductLogo } from '../../components/product-logo.tsx';
import { useBranding } from '../../features/auth/api/get-branding.ts';
import { useSession } from '../../lib/session.ts';
import { logoPath } from '../redirects.ts';
import classes from './shell.module.css';

/**
 * The provider's logo for the provider's staff; for everyone else the whitelabel logo of their
 * tenant when it has one (else the product's). A click leads to the selection's incidents.
 */
export function TopBarLogo() {
  const { role, selected, tenants, user } = useSession();
  const tenantId = selected?.tenantId ?? user.tenantId;
  const tenant = tenants.find((candidate) => candidate.tenantId === tenantId);
  const subdomain = role !== PROVIDER_ROLE && tenant?.isCustomized ? tenant.subDomain : null;
  const branding = useBranding(subdomain, subdomain !== null);
  return (
    <Link to={logoPath(role, selected)} className={classes.logoLink} title="Go to the threat feed">
      {subdomain === null ? (
        <ProductLogo />
      ) : branding.isPending ? (
        <Skeleton h={28} w={120} />
      ) : (
        <BrandLogo branding={branding.data} height={32} />
      )}
    </Link>
  );
}
