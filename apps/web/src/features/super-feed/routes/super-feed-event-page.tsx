import { EVENT_MESSAGES } from '@baitwatch/contracts/events/messages';
import type { SuperFeedEvent } from '@baitwatch/contracts/super-feed/super-feed-event';
import { Skeleton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { EventActionsMenu } from '../../../domains/events/components/event-actions-menu.tsx';
import { EventDetailsLayout } from '../../../domains/events/components/event-details-layout.tsx';
import { EvidenceTabs } from '../../../domains/events/components/evidence-tabs.tsx';
import type { ActionTarget } from '../../../domains/events/model/action-target.ts';
import { incidentKeys } from '../../../domains/events/model/query-keys.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { SUPER_FEED_KEY } from '../api/get-super-feed.ts';
import { useSuperFeedEvent } from '../api/get-super-feed-event.ts';
import { SuperFeedDetailsTable } from '../components/super-feed-details-table.tsx';

const targetOf = (event: SuperFeedEvent): ActionTarget => ({
  customerId: event.customerId,
  eventId: event.eventId,
  url: event.url,
  detectionTime: event.detectionTime,
  user: event.userName || null,
  userAction: event.userAction,
  brands: event.detectedBrands,
});

/** /super-feed/{id}: one event of the super feed, its details, tabs and actions. */
export default function SuperFeedEventPage() {
  const { eventId = '' } = useParams();
  const { role } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const details = useSuperFeedEvent(eventId);
  const event = details.data;

  // The list pages by number, so an action's change is read again rather than patched in. Its cached
  // pages are dropped, not just marked stale: otherwise the list would show the acted-on event again
  // until the new page arrived.
  const onDone = () => {
    queryClient.removeQueries({ queryKey: SUPER_FEED_KEY });
    void queryClient.invalidateQueries({ queryKey: incidentKeys.all });
    navigate(paths.superFeed);
  };

  return (
    <EventDetailsLayout
      back={{ to: paths.superFeed, label: EVENT_MESSAGES.returnToSuperFeed }}
      title="Super Feed Event"
      description={event?.customerName}
      actions={
        event && (
          <EventActionsMenu
            role={role}
            view="superFeed"
            event={{ ...event, ...targetOf(event) }}
            onVerify={() => navigate(paths.customer.addToThreatIntel(event.customerId, event.eventId))}
            onDone={onDone}
          />
        )
      }
      query={details}
      details={
        event ? (
          <SuperFeedDetailsTable event={event} />
        ) : (
          <Skeleton height={340} radius="sm" aria-label="Loading details" />
        )
      }
      evidence={
        event ? (
          <EvidenceTabs urls={event} withVisionAnalysis missingHtmlText={EVENT_MESSAGES.htmlNotAvailable} />
        ) : (
          <Skeleton height={400} radius="sm" />
        )
      }
    />
  );
}
