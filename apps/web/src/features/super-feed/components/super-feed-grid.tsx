import type { SuperFeedEvent } from '@baitwatch/contracts/super-feed/super-feed-event';
import { Card } from '@mantine/core';
import { BlobImage } from '../../../domains/events/components/blob-image.tsx';
import { EventCardFacts } from '../../../domains/events/components/event-card-facts.tsx';
import { EventCard, EventCardGrid } from '../../../domains/events/components/event-card-grid.tsx';
import { EventStatusBadge } from '../../../domains/events/components/event-status-badge.tsx';
import { paths } from '../../../lib/paths.ts';

/** The super feed grid: status, screenshot, customer name, URL, brand and opened-at time (spec doc 1 §2). */
export default function SuperFeedGrid({ rows, loading }: { rows: SuperFeedEvent[]; loading: boolean }) {
  return (
    <EventCardGrid
      rows={rows}
      loading={loading}
      rowKey={(event) => event.superFeedId}
      card={(event) => (
        <EventCard>
          <EventStatusBadge label={event.status} />
          <Card.Section mt="sm">
            <BlobImage url={event.resizedScreenshotURL} alt={`Screenshot of ${event.url}`} />
          </Card.Section>
          <EventCardFacts
            mt="sm"
            heading={event.customerName}
            url={event.url}
            to={paths.superFeedEvent(event.superFeedId)}
            brands={event.detectedBrands}
            detectionTime={event.detectedOn}
          />
        </EventCard>
      )}
    />
  );
}
