import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import type { OrgScopeKind } from '@baitwatch/contracts/events/org-scope';
import type { AccessPolicy } from '../../auth/access-policy.ts';
import { forbidden } from '../../http/errors.ts';

export interface OrgScopeRequest {
  kind: OrgScopeKind;
  id: number;
  /** Tenants only: one group's organizations. */
  groupId?: number | undefined;
  /** Tenants only: one organization of the tenant. */
  customerId?: number | undefined;
}

/**
 * The organization ids a portal/{customers|tenants}/{id} call may read, decided by the access
 * policy: the one organization, or the Global View's organizations (narrowed by group or by one
 * organization, which must belong to the view). The event, chart and filter calls all use this.
 */
export async function resolveOrgScope(
  policy: AccessPolicy,
  user: SessionUser,
  request: OrgScopeRequest,
): Promise<number[]> {
  if (request.kind === 'customers') return [(await policy.customer(user, request.id)).id];
  const organizations = await policy.globalView(user, request.id, request.groupId);
  const ids = organizations.map((o) => o.id);
  if (request.customerId === undefined) return ids;
  if (!ids.includes(request.customerId)) throw forbidden();
  return [request.customerId];
}
