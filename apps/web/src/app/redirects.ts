import { MESSAGES } from '@baitwatch/contracts/common/messages';
import type { Role } from '@baitwatch/contracts/common/product';
import type { PortalCustomer } from '@baitwatch/contracts/organizations/portal-customers';
import { SHELL_MESSAGES } from '@baitwatch/contracts/web-shell/messages';
import { matchPath } from 'react-router';
import { dashboardPath, deploymentPath, incidentsPath, numericId, paths } from '../lib/paths.ts';
import { isAggregate, isRestricted } from './selection-kind.ts';
import { isAllowedForTisoc } from './tisoc-paths.ts';

/**
 * Where the root path and unknown paths lead (spec doc 1 §2): the tenant admin to the MSP Center, a
 * TISOC CustomerAdmin to Threat Intel, the Super Feed to its page, a Global View to the tenant's
 * incidents, anyone else to the organization's incidents.
 */
export function defaultPath(role: Role, selected: PortalCustomer | null): string {
  if (role === 'TenantAdmin') return paths.tenantAdmin;
  if (selected === null) return paths.login;
  if (role === 'CustomerAdmin' && isRestricted(selected)) return paths.threatIntel;
  return incidentsPath(selected);
}

/** Where the top bar's logo leads: the incidents of the selected organization. */
export function logoPath(role: Role, selected: PortalCustomer | null): string {
  if (selected === null || (isRestricted(selected) && !isAllowedForTisoc(role, incidentsPath(selected)))) {
    return defaultPath(role, selected);
  }
  return incidentsPath(selected);
}

/**
 * When the current page is off limits for the TISOC selection, where to go instead (spec: "redirected
 * to /threat-intel"); null when the page may stay.
 */
export function tisocRedirect(role: Role, selected: PortalCustomer | null, pathname: string): string | null {
  if (!isRestricted(selected) || isAllowedForTisoc(role, pathname)) return null;
  return paths.threatIntel;
}

export interface SelectionNavigation {
  to: string;
  notice: string | null;
}

// Pages that need one organization: a Global View or multi-group selection cannot show them.
const SINGLE_ORGANIZATION_PAGES = [
  '/customers/:id/license-management',
  '/tenants/:id/license-management',
  '/customers/:id/licensemanagement/:userId',
  '/tenants/:tenantId/:id/licensemanagement/:userId',
  '/threat-intel',
];
// (SOC Integration is not among them: a Global View shows the tenant's global key, decision 0046.)

const matches = (patterns: readonly string[], pathname: string) =>
  patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);

/** The same section of the app for the newly selected entry, or null when the page is not per organization. */
function sameSection(pathname: string, next: PortalCustomer): string | null {
  const scoped =
    matchPath({ path: '/customers/:id/:section/*', end: false }, pathname) ??
    matchPath({ path: '/tenants/:id/:section/*', end: false }, pathname);
  const sectionMatch = scoped?.params.section;
  if (sectionMatch === undefined) return pathname.startsWith('/super-feed') ? incidentsPath(next) : null;
  const id = numericId(next);
  if (id === null) return incidentsPath(next);
  if (sectionMatch === 'deployment') return deploymentPath(next);
  if (sectionMatch === 'dashboard') return dashboardPath(next);
  if (next.kind === 'globalView') return incidentsPath(next);
  if (sectionMatch === 'license-management' || sectionMatch === 'licensemanagement') {
    return paths.customer.licenseManagement(id);
  }
  if (sectionMatch === 'settings') return paths.customer.settings(id);
  // Incident lists, their details and any other per-organization page: the new organization's feed.
  return incidentsPath(next);
}

/**
 * Where to go after picking an entry in the organization dropdown, and the notice to show (spec doc
 * 1 §2, Organization dropdown). The selection itself changes whatever the answer.
 */
export function navigationAfterSelect(
  role: Role,
  pathname: string,
  next: PortalCustomer,
): SelectionNavigation {
  if (next.kind === 'superFeed') return { to: paths.superFeed, notice: null };
  if (isAggregate(next) && matches(SINGLE_ORGANIZATION_PAGES, pathname)) {
    return { to: incidentsPath(next), notice: SHELL_MESSAGES.globalViewRedirect };
  }
  const to = sameSection(pathname, next) ?? pathname;
  if (isRestricted(next) && !isAllowedForTisoc(role, to)) {
    return { to: paths.threatIntel, notice: MESSAGES.exclusiveThreatIntel };
  }
  return { to, notice: null };
}
