import type { EventActionKind, EventDetailsResponse } from '@baitwatch/contracts/events/event-details';
import { Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../../lib/format.ts';

const ACTION_NAMES: Record<EventActionKind, string> = {
  verify: 'Verified',
  unverify: 'Unverified (removed from Threat Intel)',
  false_positive: 'Marked as false positive',
  clear: 'Cleared (deleted)',
  remove_threat: 'Unverified',
  triage: 'Triaged',
};

/** Who did what to the event, and when (every action is recorded on the event). */
export function ActionHistory({ actions }: { actions: EventDetailsResponse['actions'] }) {
  return (
    <section aria-labelledby="action-history">
      <Title order={2} fz="h4" id="action-history" mt="xl" mb="sm">
        Action history
      </Title>
      {actions.length === 0 ? (
        <Text size="sm" c="dimmed">
          No actions have been taken on this event.
        </Text>
      ) : (
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>What</Table.Th>
              <Table.Th>Who</Table.Th>
              <Table.Th>When</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {actions.map((entry) => (
              <Table.Tr key={`${entry.created}:${entry.action}:${entry.actorEmail}`}>
                <Table.Td>{ACTION_NAMES[entry.action]}</Table.Td>
                <Table.Td>{entry.actorEmail}</Table.Td>
                <Table.Td>{formatDateTime(entry.created)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}
