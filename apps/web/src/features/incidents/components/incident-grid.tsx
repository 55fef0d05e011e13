import type { Role } from '@baitwatch/contracts/common/product';
import type { EventActionResult } from '@baitwatch/contracts/events/event-action-result';
import type { EventRecord } from '@baitwatch/contracts/events/event-record';
import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { BlobImage } from '../../../components/events/blob-image.tsx';
import { EventActionsMenu } from '../../../components/events/event-actions-menu.tsx';
import { EventStatusBadge } from '../../../components/events/event-status-badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { actionTargetOf, eventStatus, eventUser } from '../model/event-view.ts';

interface IncidentGridProps {
  rows: EventRecord[];
  loading: boolean;
  role: Role;
  detailsPath: (event: EventRecord) => string;
  /** In a Global View, the organization of each event. */
  organizationOf?: ((event: EventRecord) => string | null) | undefined;
  onActionDone: (event: EventRecord, result: EventActionResult) => void;
}

const GRID_COLS = { base: 1, xs: 2, md: 3, lg: 4 };
const SKELETON_CARDS = Array.from({ length: 8 }, (_, index) => index);

/** The grid view: cards with the thumbnail, status, user, URL, brand and opened-at time (spec doc 1 §2). */
export function IncidentGrid({
  rows,
  loading,
  role,
  detailsPath,
  organizationOf,
  onActionDone,
}: IncidentGridProps) {
  if (loading) {
    return (
      <SimpleGrid cols={GRID_COLS} aria-busy="true">
        {SKELETON_CARDS.map((index) => (
          <Skeleton key={index} height={300} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid cols={GRID_COLS}>
      {rows.map((event) => (
        <Card key={`${event.customerId}:${event.id}`} withBorder padding="sm" radius="md" component="article">
          <Card.Section>
            <BlobImage url={event.resizedScreenshotURL} alt={`Screenshot of ${event.url}`} />
          </Card.Section>
          <Group justify="space-between" mt="sm" wrap="nowrap">
            <EventStatusBadge label={eventStatus(event)} />
            <EventActionsMenu
              compact
              role={role}
              view="incidents"
              event={{ ...event, ...actionTargetOf(event) }}
              onDone={(_action, result) => onActionDone(event, result)}
            />
          </Group>
          <Stack gap={4} mt="xs">
            <Text size="sm" fw={600} truncate="end">
              {eventUser(event) || '—'}
            </Text>
            <Anchor
              component={Link}
              to={detailsPath(event)}
              size="sm"
              truncate="end"
              display="block"
              title={event.url}
            >
              {event.url}
            </Anchor>
            <Text size="xs" c="dimmed" truncate="end">
              Brand: {event.brands.join(', ') || '—'}
            </Text>
            {organizationOf?.(event) && (
              <Text size="xs" c="dimmed" truncate="end">
                {organizationOf(event)}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              Opened at {formatDateTime(event.detectionTime)}
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
