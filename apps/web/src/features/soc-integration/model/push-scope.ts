import { PROVIDER_ROLE, type Role } from '@baitwatch/contracts/common/product';
import type { PortalCustomer } from '@baitwatch/contracts/organizations/portal-customers';

/** Whose webhook endpoints and syslog destinations the page manages: one organization's, a tenant's Global View, or the provider's own. */
export type PushScope = { customerId: number } | { tenantId: number } | Record<string, never>;

/**
 * The selected scope's settings: an organization's; in a Global View its tenant's (a TenantAdmin, or
 * the provider); in the Super Feed the provider's own (every organization). Null: none to manage.
 */
export function pushScopeOf(selected: PortalCustomer, role: Role): PushScope | null {
  if (selected.kind === 'organization' && typeof selected.id === 'number') return { customerId: selected.id };
  if (selected.kind === 'globalView' && selected.tenantId !== null && role !== 'CustomerAdmin')
    return { tenantId: selected.tenantId };
  if (selected.kind === 'superFeed' && role === PROVIDER_ROLE) return {};
  return null;
}

/** Words for whose events an endpoint or a destination hears. */
export function scopeWords(scope: PushScope, name: string): string {
  if ('customerId' in scope) return `events of ${name}`;
  if ('tenantId' in scope) return `events of every organization of ${name}`;
  return 'events of every organization';
}
