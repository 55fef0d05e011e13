import { AUDIT_ACTIONS } from '@baitwatch/contracts/audit/audit-actions';
import type { AuditEntry } from '@baitwatch/contracts/audit/list-audit-log';
import { Table, Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/format.ts';
import { AuditChanges } from './audit-changes.tsx';

/** The entries of one page, newest first. */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped verticalSpacing="sm" aria-label="Audit log">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={190}>When</Table.Th>
            <Table.Th>Actor</Table.Th>
            <Table.Th>Organization</Table.Th>
            <Table.Th>Action</Table.Th>
            <Table.Th>Target</Table.Th>
            <Table.Th>Changes</Table.Th>
            <Table.Th>Client address</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>
                <Text size="sm">{formatDateTime(entry.created)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ overflowWrap: 'break-word' }}>
                  {entry.actorEmail}
                </Text>
                <Text size="xs" c="dimmed">
                  {entry.actorRole}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{entry.organizationName ?? entry.tenantName ?? '—'}</Text>
                {entry.organizationName &&
                  entry.tenantName &&
                  entry.tenantName !== entry.organizationName && (
                    <Text size="xs" c="dimmed">
                      {entry.tenantName}
                    </Text>
                  )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{AUDIT_ACTIONS[entry.action]}</Text>
              </Table.Td>
              <Table.Td maw={260}>
                <Text size="sm" lineClamp={2} title={entry.target} style={{ overflowWrap: 'anywhere' }}>
                  {entry.target}
                </Text>
              </Table.Td>
              <Table.Td maw={320}>
                <AuditChanges entry={entry} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {entry.clientAddress ?? '—'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
