import type { PortalCustomer } from '@baitwatch/contracts/organizations/portal-customers';
import { matchPath } from 'react-router';

/**
 * The dropdown entry a route names, if any (spec doc 1 §2: the route's customer becomes the selected
 * one). /super-feed and its details name the provider's Super Feed entry: the route decides.
 */
export type RouteSelection =
  | { kind: 'superFeed' }
  | { kind: 'customer'; customerId: number }
  | { kind: 'tenant'; tenantId: number; groupId: number | null; customerId: number | null };

const positiveInt = (value: string | undefined): number | null => {
  if (value === undefined || !/^\d{1,10}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 && number <= 2_147_483_647 ? number : null;
};

export function routeSelection(pathname: string, search: string): RouteSelection | null {
  if (matchPath({ path: '/super-feed/*' }, pathname)) return { kind: 'superFeed' };
  const customer = matchPath({ path: '/customers/:customerId/*' }, pathname);
  if (customer) {
    const customerId = positiveInt(customer.params.customerId);
    return customerId === null ? null : { kind: 'customer', customerId };
  }
  const tenantEvent = matchPath({ path: '/tenants/:tenantId/:customerId/:section/:item' }, pathname);
  const tenant = tenantEvent ?? matchPath({ path: '/tenants/:tenantId/*' }, pathname);
  if (!tenant) return null;
  const tenantId = positiveInt(tenant.params.tenantId);
  if (tenantId === null) return null;
  const group = new URLSearchParams(search).get('group');
  return {
    kind: 'tenant',
    tenantId,
    groupId: group === null ? null : positiveInt(group),
    customerId: tenantEvent ? positiveInt(tenantEvent.params.customerId) : null,
  };
}

/**
 * The dropdown entry a route selects, or null when the route names none the user may see (only the
 * provider has the Super Feed). A tenant
 * route selects the tenant's Global View (of the named group, else the current one if it is of that
 * tenant, else its first).
 */
export function entryForRoute(
  route: RouteSelection,
  customers: readonly PortalCustomer[],
  current: PortalCustomer | null,
): PortalCustomer | null {
  if (route.kind === 'superFeed') return customers.find((entry) => entry.kind === 'superFeed') ?? null;
  if (route.kind === 'customer') {
    return customers.find((entry) => entry.kind === 'organization' && entry.id === route.customerId) ?? null;
  }
  if (route.customerId !== null) {
    const organization = customers.find(
      (entry) => entry.kind === 'organization' && entry.id === route.customerId,
    );
    if (!organization || organization.tenantId !== route.tenantId) return null;
  }
  const views = customers.filter((entry) => entry.kind === 'globalView' && entry.tenantId === route.tenantId);
  if (route.groupId !== null) return views.find((entry) => entry.groupId === route.groupId) ?? null;
  if (current && views.includes(current)) return current;
  return views[0] ?? null;
}

/**
 * The selection at start: the route's entry, else the remembered one, else the default (spec doc 1
 * §4): the Super Feed for the provider, else the default (first) organization, else the first entry.
 */
export function initialSelection(
  customers: readonly PortalCustomer[],
  routeEntry: PortalCustomer | null,
  rememberedKey: string | null,
): PortalCustomer | null {
  if (routeEntry) return routeEntry;
  const remembered = customers.find((entry) => entry.key === rememberedKey);
  if (remembered) return remembered;
  const superFeed = customers.find((entry) => entry.kind === 'superFeed');
  if (superFeed) return superFeed;
  const first = customers[0];
  if (!first) return null;
  return (
    customers.find((entry) => entry.kind === 'organization' && entry.id === first.defaultCustomerId) ?? first
  );
}
