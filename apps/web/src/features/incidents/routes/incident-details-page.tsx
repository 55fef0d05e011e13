import { PROVIDER_ROLE } from '@baitwatch/contracts/common/product';
import type { EventActionResult } from '@baitwatch/contracts/events/event-action-result';
import { EVENT_MESSAGES } from '@baitwatch/contracts/events/messages';
import { Group, Skeleton, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { NotAuthorized } from '../../../components/not-authorized.tsx';
import { eventDetailsQueryOptions, useEventDetails } from '../../../domains/events/api/get-event-details.ts';
import { EventActionsMenu } from '../../../domains/events/components/event-actions-menu.tsx';
import { EventDetailsLayout } from '../../../domains/events/components/event-details-layout.tsx';
import { EvidenceTabs } from '../../../domains/events/components/evidence-tabs.tsx';
import {
  type DetailsRoute,
  detailsRoute,
  overviewPath,
  threatIntelSubmissionPath,
} from '../../../domains/events/model/details-route.ts';
import { useSession } from '../../../lib/session.ts';
import { useNow } from '../../../lib/use-now.ts';
import { applyActionToFeeds } from '../api/get-all-events.ts';
import { ActionHistory } from '../components/action-history.tsx';
import { DetectionReasons } from '../components/detection-reasons.tsx';
import { EventDetailsTable } from '../components/event-details-table.tsx';
import { actionTargetOf } from '../model/event-view.ts';

/** /customers/{c}/incidents/{e} and /tenants/{t}/{c}/incidents/{e}: one incident. */
export default function IncidentDetailsPage() {
  const route = detailsRoute(useParams());
  if (!route) return <NotAuthorized />;
  return <IncidentDetails route={route} />;
}

function IncidentDetails({ route }: { route: DetailsRoute }) {
  const { role, selected } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const now = useNow();
  const details = useEventDetails(route.customerId, route.eventId);
  const overview = overviewPath(route, selected);
  const event = details.data;

  const onDone = (_action: unknown, result: EventActionResult) => {
    applyActionToFeeds(queryClient, route.customerId, result);
    void queryClient.invalidateQueries({
      queryKey: eventDetailsQueryOptions(route.customerId, route.eventId).queryKey,
    });
    navigate(overview);
  };

  return (
    <EventDetailsLayout
      back={{ to: overview, label: EVENT_MESSAGES.returnToOverview }}
      title="Incident Details"
      description={event?.organizationName ?? selected?.displayName}
      actions={
        event && (
          <EventActionsMenu
            role={role}
            view="incidents"
            event={{ ...event, ...actionTargetOf(event) }}
            onVerify={() => navigate(threatIntelSubmissionPath(route))}
            onDone={onDone}
          />
        )
      }
      query={details}
      details={
        event ? (
          <Stack gap={0}>
            <EventDetailsTable event={event} role={role} now={now} />
            <DetectionReasons reasons={event.detectionReasons} />
            <ActionHistory actions={event.actions} />
          </Stack>
        ) : (
          <Skeleton height={480} radius="sm" aria-label="Loading details" />
        )
      }
      evidence={
        event ? (
          <EvidenceTabs urls={event} withVisionAnalysis={role === PROVIDER_ROLE} />
        ) : (
          <Group>
            <Skeleton height={36} width={320} mb="md" />
            <Skeleton height={360} radius="sm" />
          </Group>
        )
      }
    />
  );
}
