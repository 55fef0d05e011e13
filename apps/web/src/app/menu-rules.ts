import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { PROVIDER_ROLE, type Role, THREAT_INTEL_LICENSE_TYPES } from '@baitwatch/contracts/common/product';
import type { PortalCustomer } from '@baitwatch/contracts/organizations/portal-customers';
import { matchPath } from 'react-router';
import { dashboardPath, deploymentPath, incidentsPath, numericId, paths } from '../lib/paths.ts';
import { isAggregate, isRestricted } from './selection-kind.ts';
import { isAllowedForTisoc } from './tisoc-paths.ts';

export type MenuItemId =
  | 'mspCenter'
  | 'dashboard'
  | 'threatFeed'
  | 'socIntegration'
  | 'deployment'
  | 'licenseManagement'
  | 'settings'
  | 'advancedSettings'
  | 'auditLog'
  | 'threatIntel'
  | 'threatIntelFeed'
  | 'themeSettings'
  | 'logout';

/**
 * Why an item cannot be used: no single organization is selected (none, the Super Feed, a Global
 * View), the TISOC selection does not allow its page, or the organization has no threat intel.
 */
export type BlockReason = 'pickCustomer' | 'exclusiveThreatIntel' | 'noThreatIntelAccess';

export interface MenuItem {
  id: MenuItemId;
  label: string;
  /** Where the item goes; null for the items that act in place (theme settings, logout). */
  to: string | null;
  disabled: boolean;
  blockedBy: BlockReason | null;
  /** Why the item is disabled, in words (the spec's tooltips). */
  tooltip: string | null;
}

export interface MenuInput {
  role: Role;
  selected: PortalCustomer | null;
}

interface ItemSpec {
  id: MenuItemId;
  label: string;
  /** Which roles see the item at all. */
  roles: readonly Role[] | 'all';
  /** Needs one organization (not none, not the Super Feed); `aggregateOk` items also take a Global View. */
  scope: 'none' | 'organization' | 'aggregateOk';
  to: (selected: PortalCustomer | null) => string | null;
  /**
   * The pages the item opens (route patterns, sub-pages included): the route guard answers them by
   * this item's rules, so a page the menu would not offer is not served either.
   */
  pages: readonly string[];
}

const ALL_ROLES = 'all' as const;

function organizationPath(build: (id: number) => string) {
  return (selected: PortalCustomer | null) => {
    const id = selected ? numericId(selected) : null;
    return id === null ? null : build(id);
  };
}

// The order of the profile menu (spec doc 1 §2), MSP Center first for the tenant admin.
const ITEMS: readonly ItemSpec[] = [
  {
    id: 'mspCenter',
    label: 'MSP Center',
    roles: ['TenantAdmin'],
    scope: 'none',
    to: () => paths.tenantAdmin,
    pages: ['/tenant-admin/*'],
  },
  {
    // Beyond the spec's list (decision 0044): the dashboard cards, first of the organization's pages.
    id: 'dashboard',
    label: 'Dashboard',
    roles: ALL_ROLES,
    scope: 'aggregateOk',
    to: (selected) => (selected ? dashboardPath(selected) : null),
    pages: ['/customers/:id/dashboard', '/tenants/:id/dashboard'],
  },
  {
    id: 'threatFeed',
    label: 'Threat Feed',
    roles: ALL_ROLES,
    scope: 'aggregateOk',
    to: (selected) => (selected ? incidentsPath(selected) : null),
    // The feeds, their details and the threat-intel submission of an event (the details' Verify).
    pages: [
      '/customers/:id/incidents/*',
      '/customers/:id/threat-intel/*',
      '/tenants/:id/incidents',
      '/tenants/:id/:customerId/incidents/*',
      '/tenants/:id/:customerId/threat-intel/*',
      '/super-feed/*',
    ],
  },
  {
    id: 'socIntegration',
    label: 'SOC Integration',
    roles: ALL_ROLES,
    scope: 'aggregateOk',
    to: () => paths.socIntegration,
    pages: ['/soc-integration'],
  },
  {
    id: 'deployment',
    label: 'Deployment',
    roles: ALL_ROLES,
    scope: 'aggregateOk',
    to: (selected) => (selected ? deploymentPath(selected) : null),
    pages: ['/customers/:id/deployment', '/tenants/:id/deployment'],
  },
  {
    id: 'licenseManagement',
    label: 'License Management',
    roles: ALL_ROLES,
    scope: 'organization',
    to: organizationPath(paths.customer.licenseManagement),
    // With the extension user details (spec: the tenants variants serve a Global View, which the menu
    // does not offer License Management: decision 0004).
    pages: [
      '/customers/:id/license-management',
      '/customers/:id/licensemanagement/*',
      '/tenants/:id/license-management',
      '/tenants/:id/:customerId/licensemanagement/*',
    ],
  },
  {
    id: 'settings',
    label: 'Settings',
    roles: ALL_ROLES,
    scope: 'organization',
    to: organizationPath(paths.customer.settings),
    pages: ['/customers/:id/settings/*'],
  },
  {
    id: 'advancedSettings',
    label: 'Advanced Settings',
    roles: [PROVIDER_ROLE],
    scope: 'none',
    to: () => paths.advancedSettings,
    pages: ['/advanced-settings/*'],
  },
  {
    id: 'threatIntel',
    label: 'Threat Intel',
    roles: ALL_ROLES,
    scope: 'organization',
    to: () => paths.threatIntel,
    pages: ['/threat-intel'],
  },
  {
    id: 'threatIntelFeed',
    label: 'Threat Intel Feed',
    // The provider's item; a TISOC CustomerAdmin gets it too, as part of their allowed pages.
    roles: [PROVIDER_ROLE, 'CustomerAdmin'],
    scope: 'none',
    to: () => paths.threatIntelFeed,
    pages: ['/threat-intel-feed/*'],
  },
  {
    // Beyond the spec: the record of every change, for those who manage organizations.
    id: 'auditLog',
    label: 'Audit Log',
    roles: [PROVIDER_ROLE, 'TenantAdmin'],
    scope: 'none',
    to: () => paths.auditLog,
    pages: ['/audit-log'],
  },
  {
    id: 'themeSettings',
    label: 'Theme settings',
    roles: ALL_ROLES,
    scope: 'none',
    to: () => null,
    pages: [],
  },
  { id: 'logout', label: 'Logout', roles: ALL_ROLES, scope: 'none', to: () => null, pages: [] },
];

function visible(spec: ItemSpec, { role, selected }: MenuInput): boolean {
  if (spec.id === 'threatIntelFeed' && role === 'CustomerAdmin') return isRestricted(selected);
  if (spec.roles !== ALL_ROLES && !spec.roles.includes(role)) return false;
  // A TISOC CustomerAdmin sees only the items of their allowed pages (decision 0003).
  if (role === 'CustomerAdmin' && isRestricted(selected)) {
    const to = spec.to(selected);
    return to === null || isAllowedForTisoc(role, to.split('?')[0] ?? to);
  }
  return true;
}

/** Why an item cannot be used now, or null when it can. */
function blockReason(spec: ItemSpec, { role, selected }: MenuInput): BlockReason | null {
  if (spec.scope !== 'none') {
    if (selected === null) return 'pickCustomer';
    if (selected.kind === 'superFeed') return spec.id === 'threatFeed' ? null : 'pickCustomer';
    if (isAggregate(selected) && spec.scope === 'organization') return 'pickCustomer';
  }
  if (selected && isRestricted(selected) && role !== 'CustomerAdmin') {
    const to = spec.to(selected);
    if (to !== null && !isAllowedForTisoc(role, to.split('?')[0] ?? to)) return 'exclusiveThreatIntel';
  }
  if (spec.id === 'threatIntel' && selected?.kind === 'organization') {
    if (!THREAT_INTEL_LICENSE_TYPES.includes(selected.licenseType)) return 'noThreatIntelAccess';
  }
  return null;
}

const TOOLTIPS: Record<BlockReason, (label: string) => string> = {
  pickCustomer: MESSAGES.selectCustomerToView,
  exclusiveThreatIntel: () => MESSAGES.exclusiveThreatIntel,
  noThreatIntelAccess: () => MESSAGES.noThreatIntelAccess,
};

/**
 * The profile menu for a role and a selection: which items show, where they go, and which are
 * disabled with what tooltip. The one place these rules live (spec doc 1 §2, Profile menu options);
 * the route guard asks them too (page-access.ts).
 */
export function profileMenu(input: MenuInput): MenuItem[] {
  return ITEMS.filter((spec) => visible(spec, input)).map((spec) => {
    const blockedBy = blockReason(spec, input);
    return {
      id: spec.id,
      label: spec.label,
      to: blockedBy ? null : spec.to(input.selected),
      disabled: blockedBy !== null,
      blockedBy,
      tooltip: blockedBy ? TOOLTIPS[blockedBy](spec.label) : null,
    };
  });
}

/** The menu item whose pages hold this address, or null for a page the menu does not open. */
export function menuItemOfPage(pathname: string): MenuItemId | null {
  const spec = ITEMS.find((item) =>
    item.pages.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null),
  );
  return spec?.id ?? null;
}
