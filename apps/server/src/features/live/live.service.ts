import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import type { LiveIncidents, LiveStatus } from '@baitwatch/contracts/live/live-messages';
import type { LiveScopeQuery } from '@baitwatch/contracts/live/live-scope';
import type { AuthorizedOrganization } from '../../auth/authorized.ts';
import type { StopListening } from '../../db/notifications.ts';
import type { FeatureContext } from '../context.ts';
import { liveRepository } from './live.repository.ts';
import { type LiveDelivery, liveHub } from './live-hub.ts';
import { LIVE_CHANNEL, readNotification } from './live-notification.ts';
import { livePublisher } from './live-publisher.ts';
import { liveAudience } from './live-scope.ts';

/**
 * The live console (decision 0072): what changed is announced after it commits, as a NOTIFY that
 * every server process hears (PostgreSQL, or the embedded PGlite within its one process), and handed
 * to the open streams whose scope holds it. Built once per app; the app starts and stops listening.
 */
export function liveService(ctx: FeatureContext) {
  const repo = liveRepository(ctx.database.db);
  const publisher = livePublisher(repo.notify);
  const hub = liveHub();
  let stopListening: StopListening | null = null;

  return {
    /** Events ingestion stored (new ones only, never a retry's): the feeds' "new incidents" bar. */
    async incidentsStored(customerId: number, events: LiveIncidents['events']) {
      if (events.length === 0) return;
      // The organization's tenant, for Global View streams; remembered by the policy.
      const organization = await ctx.policy.queuedFor(customerId);
      if (organization) publisher.incidents({ customerId, tenantId: organization.tenantId }, events);
    },

    /** Flags an event action changed, once its transaction committed: rows change in place. */
    statusChanged(organization: AuthorizedOrganization, events: LiveStatus['events']) {
      publisher.status({ customerId: organization.id, tenantId: organization.tenantId }, events);
    },

    async start() {
      stopListening ??= await ctx.database.listen(LIVE_CHANNEL, {
        message: (payload) => {
          const notification = readNotification(payload);
          if (notification) hub.heard(notification);
        },
        gap: () => hub.gap(),
      });
    },

    async stop() {
      await publisher.flush();
      await stopListening?.();
      stopListening = null;
    },

    /**
     * Opens a stream for the session and scope (403 outside it, before anything is sent): first what
     * it missed since `lastEventId`, then what its scope hears. Answers the way to close it.
     */
    async open(
      user: SessionUser,
      query: LiveScopeQuery,
      lastEventId: string | null,
      stream: { deliver: (delivery: LiveDelivery) => void; end: () => void },
    ): Promise<() => void> {
      const hears = await liveAudience(ctx.policy, user, query);
      return hub.subscribe({ hears, ...stream }, lastEventId);
    },

    /** Ends every open stream (before the server closes). */
    endStreams: () => hub.endAll(),

    /** Where the streams stand: the last notification this process heard. */
    position: () => hub.position(),
  };
}

export type LiveService = ReturnType<typeof liveService>;
