import type { PortalCustomer } from '@baitwatch/contracts/organizations/portal-customers';
import { groupOf, paths } from '../../../lib/paths.ts';

/**
 * An incident details route: /customers/{customerId}/incidents/{eventId}, or the Global View's
 * /tenants/{tenantId}/{customerId}/incidents/{eventId}.
 */
export interface DetailsRoute {
  tenantId: number | null;
  customerId: number;
  eventId: string;
}

const positive = (value: string | undefined) =>
  value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;

export function detailsRoute(params: {
  tenantId?: string | undefined;
  customerId?: string | undefined;
  eventId?: string | undefined;
}): DetailsRoute | null {
  const customerId = positive(params.customerId);
  if (customerId === null || !params.eventId) return null;
  if (params.tenantId === undefined) return { tenantId: null, customerId, eventId: params.eventId };
  const tenantId = positive(params.tenantId);
  return tenantId === null ? null : { tenantId, customerId, eventId: params.eventId };
}

/** "Return to Overview": the feed the event was opened from (the Global View keeps its group). */
export function overviewPath(route: DetailsRoute, selected: PortalCustomer | null): string {
  if (route.tenantId === null) return paths.customer.incidents(route.customerId);
  const group = selected && selected.tenantId === route.tenantId ? groupOf(selected) : null;
  return paths.tenant.incidents(route.tenantId, group);
}

/** Verify on the details page opens the threat-intel submission of the event (spec doc 1 §4). */
export function threatIntelSubmissionPath(route: DetailsRoute): string {
  return route.tenantId === null
    ? paths.customer.addToThreatIntel(route.customerId, route.eventId)
    : paths.tenant.addToThreatIntel(route.tenantId, route.customerId, route.eventId);
}
