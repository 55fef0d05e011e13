import type { Role } from '@baitwatch/contracts/common/product';
import type { EventActionResult } from '@baitwatch/contracts/events/event-action-result';
import type { EventRecord } from '@baitwatch/contracts/events/event-record';
import { Card, Group } from '@mantine/core';
import { BlobImage } from '../../../domains/events/components/blob-image.tsx';
import { EventCardFacts } from '../../../domains/events/components/event-card-facts.tsx';
import { EventCard, EventCardGrid } from '../../../domains/events/components/event-card-grid.tsx';
import { EventStatusBadge } from '../../../domains/events/components/event-status-badge.tsx';
import { eventStatus, eventUser } from '../model/event-view.ts';
import { IncidentRowActions } from './incident-row-actions.tsx';

/** What both the list and the grid view of the incident feed show a page of events with. */
export interface IncidentRowsProps {
  rows: EventRecord[];
  loading: boolean;
  role: Role;
  detailsPath: (event: EventRecord) => string;
  /** In a Global View, the organization of each event (the feed spans several). */
  organizationOf?: ((event: EventRecord) => string | null) | undefined;
  onActionDone: (event: EventRecord, result: EventActionResult) => void;
}

/** The grid view: cards with the thumbnail, status, user, URL, brand and opened-at time (spec doc 1 §2). */
export default function IncidentGrid({
  rows,
  loading,
  role,
  detailsPath,
  organizationOf,
  onActionDone,
}: IncidentRowsProps) {
  return (
    <EventCardGrid
      rows={rows}
      loading={loading}
      rowKey={(event) => `${event.customerId}:${event.id}`}
      card={(event) => (
        <EventCard>
          <Card.Section>
            <BlobImage url={event.resizedScreenshotURL} alt={`Screenshot of ${event.url}`} />
          </Card.Section>
          <Group justify="space-between" mt="sm" wrap="nowrap">
            <EventStatusBadge label={eventStatus(event)} />
            <IncidentRowActions event={event} role={role} onActionDone={onActionDone} />
          </Group>
          <EventCardFacts
            mt="xs"
            heading={eventUser(event) || '—'}
            url={event.url}
            to={detailsPath(event)}
            brands={event.brands}
            note={organizationOf?.(event)}
            detectionTime={event.detectionTime}
          />
        </EventCard>
      )}
    />
  );
}
