import { PROVIDER_ROLE, type Role } from '@baitwatch/contracts/common/product';
import type { EventDetailsResponse } from '@baitwatch/contracts/events/event-details';
import { EVENT_STATUS_LABELS } from '@baitwatch/contracts/events/event-types';
import { Select, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { EventStatusBadge } from '../../../components/events/event-status-badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { eventStatus, eventUser, eventUserAction } from '../model/event-view.ts';

const DEVICE = { D: 'Desktop', M: 'Mobile' } as const;
/** The statuses whose AI model the provider sees (spec doc 1 §2). */
const MODEL_STATUSES: readonly string[] = [
  EVENT_STATUS_LABELS.aiSuspicious,
  EVENT_STATUS_LABELS.googleFormPassword,
];

interface EventDetailsTableProps {
  event: EventDetailsResponse;
  role: Role;
  now: Date;
}

/** The user and threat details of an incident; the status and AI model rows are the provider's. */
export function EventDetailsTable({ event, role, now }: EventDetailsTableProps) {
  const provider = role === PROVIDER_ROLE;
  const status = eventStatus(event);
  const rows: [string, ReactNode][] = [
    ['User', eventUser(event) || '—'],
    ['Email', event.email ?? '—'],
    ['Organization', event.organizationName],
    [
      'URL',
      // The address as text: a phishing link is never made clickable.
      <Text key="url" size="sm" style={{ wordBreak: 'break-all' }} ff="monospace">
        {event.url}
      </Text>,
    ],
    ['Brand', event.brands.join(', ') || '—'],
    ['Opened At', formatDateTime(event.detectionTime)],
    ['Action', eventUserAction(event, now)],
    ['OS', event.os ?? '—'],
    ['Browser', event.browserName ?? '—'],
    ['Device', DEVICE[event.deviceType]],
    ['IP Address', event.domainIPAddress ?? '—'],
  ];
  if (provider) rows.push(['Status', <EventStatusBadge key="status" label={status} />]);
  if (provider && MODEL_STATUSES.includes(status))
    rows.push([
      'AI Model',
      <Select
        key="model"
        aria-label="AI Model"
        readOnly
        data={event.modelCode ? [event.modelCode] : []}
        value={event.modelCode}
        placeholder="—"
        size="xs"
        w={160}
      />,
    ]);

  return (
    <Table variant="vertical" layout="fixed" withTableBorder>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={130}>{label}</Table.Th>
            <Table.Td>{typeof value === 'string' ? <Text size="sm">{value}</Text> : value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
