import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { PROVIDER_ROLE, type Role, THREAT_INTEL_LICENSE_TYPES } from '@baitwatch/contracts/common/product';
import type { PortalCustomer } from '@baitwatch/contracts/customers/portal-customers';
import { deploymentPath, incidentsPath, numericId, paths } from '../lib/paths.ts';
import { isAggregate, isRestricted } from './selection-kind.ts';
import { isAllowedForTisoc } from './tisoc-paths.ts';

export type MenuItemId =
  | 'mspCenter'
  | 'threatFeed'
  | 'socIntegration'
  | 'deployment'
  | 'licenseManagement'
  | 'settings'
  | 'advancedSettings'
  | 'threatIntel'
  | 'threatIntelFeed'
  | 'themeSettings'
  | 'logout';

export interface MenuItem {
  id: MenuItemId;
  label: string;
  /** Where the item goes; null for the items that act in place (theme settings, logout). */
  to: string | null;
  disabled: boolean;
  /** Why the item is disabled. */
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
  },
  {
    id: 'threatFeed',
    label: 'Threat Feed',
    roles: ALL_ROLES,
    scope: 'aggregateOk',
    to: (selected) => (selected ? incidentsPath(selected) : null),
  },
  {
    id: 'socIntegration',
    label: 'SOC Integration',
    roles: ALL_ROLES,
    scope: 'organization',
    to: () => paths.socIntegration,
  },
  {
    id: 'deployment',
    label: 'Deployment',
    roles: ALL_ROLES,
    scope: 'aggregateOk',
    to: (selected) => (selected ? deploymentPath(selected) : null),
  },
  {
    id: 'licenseManagement',
    label: 'License Management',
    roles: ALL_ROLES,
    scope: 'organization',
    to: organizationPath(paths.customer.licenseManagement),
  },
  {
    id: 'settings',
    label: 'Settings',
    roles: ALL_ROLES,
    scope: 'organization',
    to: organizationPath(paths.customer.settings),
  },
  {
    id: 'advancedSettings',
    label: 'Advanced Settings',
    roles: [PROVIDER_ROLE],
    scope: 'none',
    to: () => paths.advancedSettings,
  },
  {
    id: 'threatIntel',
    label: 'Threat Intel',
    roles: ALL_ROLES,
    scope: 'organization',
    to: () => paths.threatIntel,
  },
  {
    id: 'threatIntelFeed',
    label: 'Threat Intel Feed',
    // The provider's item; a TISOC CustomerAdmin gets it too, as part of their allowed pages.
    roles: [PROVIDER_ROLE, 'CustomerAdmin'],
    scope: 'none',
    to: () => paths.threatIntelFeed,
  },
  { id: 'themeSettings', label: 'Theme settings', roles: ALL_ROLES, scope: 'none', to: () => null },
  { id: 'logout', label: 'Logout', roles: ALL_ROLES, scope: 'none', to: () => null },
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
function disabledReason(spec: ItemSpec, { role, selected }: MenuInput): string | null {
  const pickCustomer = MESSAGES.selectCustomerToView(spec.label);
  if (spec.scope !== 'none') {
    if (selected === null) return pickCustomer;
    if (selected.kind === 'superFeed') return spec.id === 'threatFeed' ? null : pickCustomer;
    if (isAggregate(selected) && spec.scope === 'organization') return pickCustomer;
  }
  if (selected && isRestricted(selected) && role !== 'CustomerAdmin') {
    const to = spec.to(selected);
    if (to !== null && !isAllowedForTisoc(role, to.split('?')[0] ?? to)) return MESSAGES.exclusiveThreatIntel;
  }
  if (spec.id === 'threatIntel' && selected?.kind === 'organization') {
    if (!THREAT_INTEL_LICENSE_TYPES.includes(selected.licenseType)) return MESSAGES.noThreatIntelAccess;
  }
  return null;
}

/**
 * The profile menu for a role and a selection: which items show, where they go, and which are
 * disabled with what tooltip. The one place these rules live (spec doc 1 §2, Profile menu options).
 */
export function profileMenu(input: MenuInput): MenuItem[] {
  return ITEMS.filter((spec) => visible(spec, input)).map((spec) => {
    const tooltip = disabledReason(spec, input);
    return {
      id: spec.id,
      label: spec.label,
      to: tooltip ? null : spec.to(input.selected),
      disabled: tooltip !== null,
      tooltip,
    };
  });
}
