import type { SuperFeedEvent } from '@baitwatch/contracts/super-feed/super-feed-event';
import { Anchor, Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { BlobImage } from '../../../components/events/blob-image.tsx';
import { EventStatusBadge } from '../../../components/events/event-status-badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';

const GRID_COLS = { base: 1, xs: 2, md: 3, lg: 4 };
const SKELETON_CARDS = Array.from({ length: 8 }, (_, index) => index);

/** The super feed grid: status, screenshot, customer name, URL, brand and opened-at time (spec doc 1 §2). */
export function SuperFeedGrid({ rows, loading }: { rows: SuperFeedEvent[]; loading: boolean }) {
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
        <Card key={event.superFeedId} withBorder padding="sm" radius="md" component="article">
          <EventStatusBadge label={event.status} />
          <Card.Section mt="sm">
            <BlobImage url={event.resizedScreenshotURL} alt={`Screenshot of ${event.url}`} />
          </Card.Section>
          <Stack gap={4} mt="sm">
            <Text size="sm" fw={600} truncate="end">
              {event.customerName}
            </Text>
            <Anchor
              component={Link}
              to={paths.superFeedEvent(event.superFeedId)}
              size="sm"
              truncate="end"
              display="block"
              title={event.url}
            >
              {event.url}
            </Anchor>
            <Text size="xs" c="dimmed" truncate="end">
              Brand: {event.detectedBrands.join(', ') || '—'}
            </Text>
            <Text size="xs" c="dimmed">
              Opened at {formatDateTime(event.detectedOn)}
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
