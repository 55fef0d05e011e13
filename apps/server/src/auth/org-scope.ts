import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import type { OrgScopeKind } from '@baitwatch/contracts/events/org-scope';
import { forbidden } from '../http/errors.ts';
import type { AccessPolicy } from './access-policy.ts';
import type { AuthorizedOrganizations } from './authorized.ts';

export interface OrgScopeRequest {
  kind: OrgScopeKind;
  id: number;
  /** Tenants: one group's organizations. Customers: must be the organization's group. */
  groupId?: number | undefined;
  /** Tenants: one organization of the tenant. Customers: must be the organization itself. */
  customerId?: number | undefined;
}

/**
 * The organization ids a portal/{customers|tenants}/{id} call may read, decided by the access
 * policy: the one organization, or the Global View's organizations (narrowed by group or by one
 * organization, which must belong to the view). The event, chart and filter calls all use this.
 * A group or organization that is not part of what the address names is a 403.
 */
export async function resolveOrgScope(
  policy: AccessPolicy,
  user: SessionUser,
  request: OrgScopeRequest,
): Promise<AuthorizedOrganizations> {
  if (request.kind === 'customers') {
    const organization = await policy.customer(user, request.id);
    // An id beside the organization's own asks for data outside the address: refused, never ignored.
    if (request.customerId !== undefined && request.customerId !== organization.id) throw forbidden();
    if (request.groupId !== undefined) {
      const group = await policy.globalView(user, organization.tenantId, request.groupId);
      if (!group.ids.includes(organization.id)) throw forbidden();
    }
    return policy.only(organization);
  }
  const organizations = await policy.globalView(user, request.id, request.groupId);
  if (request.customerId === undefined) return organizations;
  if (!organizations.ids.includes(request.customerId)) throw forbidden();
  return policy.only(await policy.customer(user, request.customerId));
}
