import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import type { LiveScopeQuery } from '@baitwatch/contracts/live/live-scope';
import type { AccessPolicy } from '../../auth/access-policy.ts';
import type { LiveNotification } from './live-notification.ts';

/** Which notifications a stream hears: a rule over each notification's organization and tenant. */
export type LiveAudience = (notification: LiveNotification) => boolean;

/**
 * The audience of a stream, decided by the access policy exactly as the feed of the same scope is: an
 * organization the session may read (its incident feed), a Global View of a tenant the session may
 * view (a group's organizations, or all of the tenant's, including one added after the stream opened),
 * or, when nothing is named, everything the session may read (the provider's super feed; a tenant's
 * organizations; a CustomerAdmin's own). Outside the session's scope: 403 before the stream opens.
 */
export async function liveAudience(
  policy: AccessPolicy,
  user: SessionUser,
  query: LiveScopeQuery,
): Promise<LiveAudience> {
  if (query.customerId !== undefined) {
    const organization = await policy.customer(user, query.customerId);
    return (n) => n.message.customerId === organization.id;
  }
  if (query.tenantId !== undefined) {
    const view = await policy.globalView(user, query.tenantId, query.groupId);
    if (query.groupId !== undefined) {
      const ids = new Set(view.ids);
      return (n) => ids.has(n.message.customerId);
    }
    const tenantId = query.tenantId;
    return (n) => n.tenantId === tenantId;
  }
  const scope = policy.scope(user);
  switch (scope.kind) {
    case 'all':
      return () => true;
    case 'tenant':
      return (n) => n.tenantId === scope.tenantId;
    case 'customer':
      return (n) => n.message.customerId === scope.customerId;
  }
}
