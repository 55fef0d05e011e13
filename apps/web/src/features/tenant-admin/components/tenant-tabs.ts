import { paths } from '../../../lib/paths.ts';

/** The MSP Center's tabs (spec doc 1 §2 "Tenant center"); Organization Management opens by default. */
export const TENANT_TABS = {
  organizations: 'Organization Management',
  admins: 'Admin Management',
  profile: 'Profile',
  account: 'Account',
  /** Ours (decision 0074): who receives the tenant's roll-up report. */
  reports: 'Reports',
  sso: 'Single Sign-On',
} as const;
export type TenantTab = keyof typeof TENANT_TABS;

/** Navigation state that opens the MSP Center on a tab (the add and edit pages return this way). */
export const openTab = (tab: TenantTab) => ({ tab });

export const tabOf = (state: unknown): TenantTab => {
  const tab = (state as { tab?: unknown } | null)?.tab;
  return typeof tab === 'string' && tab in TENANT_TABS ? (tab as TenantTab) : 'organizations';
};

/** The return link and Cancel of the MSP Center's add and edit pages. */
export const backToTab = (tab: TenantTab) => ({
  to: paths.tenantAdmin,
  state: openTab(tab),
  label: `Return to ${TENANT_TABS[tab]}`,
});
