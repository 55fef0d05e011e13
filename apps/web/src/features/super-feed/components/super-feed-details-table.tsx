import type { SuperFeedEvent } from '@baitwatch/contracts/super-feed/super-feed-event';
import { AiModelField, EventUrlText } from '../../../domains/events/components/detail-values.tsx';
import { DetailsTable } from '../../../domains/events/components/details-table.tsx';
import { EventStatusBadge } from '../../../domains/events/components/event-status-badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';

/** The super feed details fields: Organisation, User, Brand, Opened At, AI Model, Status, IP, Url (spec doc 1 §2). */
export function SuperFeedDetailsTable({ event }: { event: SuperFeedEvent }) {
  return (
    <DetailsTable
      rows={[
        ['Organisation', event.customerName],
        ['User', event.userName || '—'],
        ['Brand', event.detectedBrands.join(', ') || '—'],
        ['Opened At', formatDateTime(event.detectedOn)],
        ['AI Model', <AiModelField key="model" modelCode={event.modelCode} />],
        ['Status', <EventStatusBadge key="status" label={event.status} />],
        ['IP', event.domainIPAddress ?? '—'],
        ['Url', <EventUrlText key="url" url={event.url} />],
      ]}
    />
  );
}
