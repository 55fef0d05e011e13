import type { SuperFeedEvent } from '@baitwatch/contracts/super-feed/super-feed-event';
import { Select, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { EventStatusBadge } from '../../../components/events/event-status-badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';

/** The super feed details fields: Organisation, User, Brand, Opened At, AI Model, Status, IP, Url (spec doc 1 §2). */
export function SuperFeedDetailsTable({ event }: { event: SuperFeedEvent }) {
  const rows: [string, ReactNode][] = [
    ['Organisation', event.customerName],
    ['User', event.userName || '—'],
    ['Brand', event.detectedBrands.join(', ') || '—'],
    ['Opened At', formatDateTime(event.detectedOn)],
    [
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
    ],
    ['Status', <EventStatusBadge key="status" label={event.status} />],
    ['IP', event.domainIPAddress ?? '—'],
    [
      'Url',
      // The address as text: a phishing link is never made clickable.
      <Text key="url" size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
        {event.url}
      </Text>,
    ],
  ];
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
