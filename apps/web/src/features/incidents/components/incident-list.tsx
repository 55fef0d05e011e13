import type { EventRecord } from '@baitwatch/contracts/events/event-record';
import { Group, Text } from '@mantine/core';
import {
  DETAILS_HEADER,
  EventDetailsArrow,
  EventUrlCell,
  EventWhoCell,
} from '../../../components/events/event-row-cells.tsx';
import { EventStatusBadge } from '../../../components/events/event-status-badge.tsx';
import { type EventColumn, EventTable } from '../../../components/events/event-table.tsx';
import { eventStatus, eventUser, eventUserAction } from '../model/event-view.ts';
import type { IncidentRowsProps } from './incident-grid.tsx';
import { IncidentRowActions } from './incident-row-actions.tsx';

interface IncidentListProps extends IncidentRowsProps {
  resultsCount: string;
  now: Date;
}

/** The list view: Results, URL, Action, Status and a details arrow (spec doc 1 §2). */
export default function IncidentList({
  rows,
  loading,
  resultsCount,
  role,
  now,
  detailsPath,
  organizationOf,
  onActionDone,
}: IncidentListProps) {
  const columns: EventColumn<EventRecord>[] = [
    {
      id: 'results',
      header: `Results (${resultsCount})`,
      width: '28%',
      cell: (event) => (
        <EventWhoCell who={eventUser(event)} time={event.detectionTime} note={organizationOf?.(event)} />
      ),
    },
    {
      id: 'url',
      header: 'URL',
      shrinks: true,
      cell: (event) => <EventUrlCell url={event.url} to={detailsPath(event)} brands={event.brands} />,
    },
    {
      id: 'action',
      header: 'Action',
      width: 90,
      cell: (event) => <Text size="sm">{eventUserAction(event, now)}</Text>,
    },
    {
      id: 'status',
      header: 'Status',
      width: 220,
      cell: (event) => <EventStatusBadge label={eventStatus(event)} />,
    },
    {
      id: 'details',
      header: DETAILS_HEADER,
      width: 84,
      cell: (event) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <IncidentRowActions event={event} role={role} onActionDone={onActionDone} />
          <EventDetailsArrow url={event.url} to={detailsPath(event)} />
        </Group>
      ),
    },
  ];
  return (
    <EventTable
      columns={columns}
      rows={rows}
      loading={loading}
      rowKey={(event) => `${event.customerId}:${event.id}`}
    />
  );
}
