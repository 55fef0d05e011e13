import type { EventRecord } from '@baitwatch/contracts/events/event-record';
import { Text } from '@mantine/core';
import {
  DETAILS_COLUMN,
  EventDetailsArrow,
  EventUrlCell,
  EventWhoCell,
} from '../../../domains/events/components/event-row-cells.tsx';
import { EventStatusBadge } from '../../../domains/events/components/event-status-badge.tsx';
import { type EventColumn, EventTable } from '../../../domains/events/components/event-table.tsx';
import { eventStatus, eventUser, eventUserAction } from '../model/event-view.ts';
import type { IncidentRowsProps } from './incident-grid.tsx';
import { IncidentRowActions } from './incident-row-actions.tsx';

interface IncidentListProps extends IncidentRowsProps {
  resultsCount: string;
  now: Date;
}

/**
 * The list view: Results, URL, Action, Status and a details arrow (spec doc 1 §2), plus the event's
 * action menu in a Triage column of its own: a row the rules give no menu keeps an empty cell, so
 * the menus and the arrows stay in line (decision 0030).
 */
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
      id: 'triage',
      header: 'Triage',
      width: 80,
      align: 'center',
      cell: (event) => <IncidentRowActions event={event} role={role} onActionDone={onActionDone} />,
    },
    {
      ...DETAILS_COLUMN,
      cell: (event) => <EventDetailsArrow url={event.url} to={detailsPath(event)} />,
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
