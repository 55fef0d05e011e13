import type { Role } from '@baitwatch/contracts/common/product';
import { matchPath } from 'react-router';

/**
 * Where an organization with the exclusive threat intel license (TISOC) may go
 * (docs/decisions/0003-tisoc-allowed-paths.md). A CustomerAdmin of such an organization is confined
 * to the first list; provider and tenant admins who select one also keep their own, non-organization
 * pages.
 */
export const TISOC_CUSTOMER_PATHS = [
  '/threat-intel',
  '/threat-intel-feed',
  '/threat-intel-feed/:eventId',
  '/soc-integration',
  '/customers/:customerId/settings',
] as const;

const ADMIN_EXTRA_PATHS = [
  '/customers/:customerId/settings/*',
  '/tenant-admin/*',
  '/advanced-settings/*',
  '/audit-log',
  '/super-feed/*',
] as const;

export function isAllowedForTisoc(role: Role, pathname: string): boolean {
  const patterns: readonly string[] =
    role === 'CustomerAdmin' ? TISOC_CUSTOMER_PATHS : [...TISOC_CUSTOMER_PATHS, ...ADMIN_EXTRA_PATHS];
  return patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}
