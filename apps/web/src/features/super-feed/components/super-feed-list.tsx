import type { SuperFeedEvent } from '@baitwatch/contracts/super-feed/super-feed-event';
import { Text } from '@mantine/core';
import {
  DETAILS_COLUMN,
  EventDetailsArrow,
  EventUrlCell,
  EventWhoCell,
} from '../../../domains/events/components/event-row-cells.tsx';
import { EventStatusBadge } from '../../../domains/events/components/event-status-badge.tsx';
import { type EventColumn, EventTable } from '../../../domains/events/components/event-table.tsx';
import { paths } from '../../../lib/paths.ts';

/** The super feed list: User, Organization, URL, Status and Details (spec doc 1 §2). */
export default function SuperFeedList({
  rows,
  loading,
  resultsCount,
}: {
  rows: SuperFeedEvent[];
  loading: boolean;
  resultsCount: string;
}) {
  const columns: EventColumn<SuperFeedEvent>[] = [
    {
      id: 'user',
      header: `User (${resultsCount})`,
      width: '22%',
      cell: (event) => <EventWhoCell who={event.userName} time={event.detectedOn} />,
    },
    {
      id: 'organization',
      header: 'Organization',
      width: '20%',
      cell: (event) => (
        <Text size="sm" truncate="end">
          {event.customerName}
        </Text>
      ),
    },
    {
      id: 'url',
      header: 'URL',
      shrinks: true,
      cell: (event) => (
        <EventUrlCell
          url={event.url}
          to={paths.superFeedEvent(event.superFeedId)}
          brands={event.detectedBrands}
        />
      ),
    },
    {
      id: 'status',
      header: 'Status',
      width: 220,
      cell: (event) => <EventStatusBadge label={event.status} />,
    },
    {
      ...DETAILS_COLUMN,
      cell: (event) => <EventDetailsArrow url={event.url} to={paths.superFeedEvent(event.superFeedId)} />,
    },
  ];
  return <EventTable columns={columns} rows={rows} loading={loading} rowKey={(event) => event.superFeedId} />;
}
