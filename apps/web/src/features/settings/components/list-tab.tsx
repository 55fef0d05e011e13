import { DEFAULT_ADDED_BY } from '@baitwatch/contracts/settings/messages';
import { Button, Group, Skeleton, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { breakableUrl, WRAP_ANYWHERE } from '../../../components/breakable-url.tsx';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorNote } from '../../../components/error-note.tsx';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { formatDate } from '../../../lib/format.ts';

/** One row of a list, as the tab shows it. */
export interface ListTabRow {
  id: number;
  displayName: string;
  /** The domain or URL as people read it. */
  value: string;
  created: string;
}

interface ListTabProps {
  customerId: number;
  /** "Allowed Domains", "Blocked URLs": the count's label. */
  countLabel: string;
  /** "Domain" or "URL": the value column. */
  valueLabel: string;
  rows: UseQueryResult<ListTabRow[]>;
  remove: UseMutationResult<{ message: string }, Error, { customerId: number; id: number }>;
  add: { to: string; label: string };
  icon: ReactNode;
  /** More buttons beside Add (CSV export and import). */
  actions?: ReactNode;
  messages: {
    couldNotLoad: string;
    failedToDelete: string;
    empty: string;
    confirm: (value: string) => string;
  };
}

/**
 * One of the settings' lists (spec doc 2 §2): the count, the name of the admin who added each item,
 * the domain or URL with its created date, and Remove after a confirmation; the list refreshes after
 * an add or a remove.
 */
export function ListTab({
  customerId,
  countLabel,
  valueLabel,
  rows,
  remove,
  add,
  icon,
  actions,
  messages,
}: ListTabProps) {
  const [pending, setPending] = useState<ListTabRow | null>(null);

  const confirmRemove = () => {
    if (!pending) return;
    remove.mutate(
      { customerId, id: pending.id },
      {
        onSuccess: (answer) => {
          setPending(null);
          notifySuccess(answer.message);
        },
        onError: (error) => {
          setPending(null);
          notifyError(error, messages.failedToDelete);
        },
      },
    );
  };

  if (rows.isError)
    return <ErrorNote error={rows.error} title={messages.couldNotLoad} onRetry={() => rows.refetch()} />;
  const list = rows.data ?? [];

  return (
    <>
      <Group justify="space-between" mb="md">
        <Text fw={500} component="h2" size="md">
          {rows.isPending ? <Skeleton width={120} height={16} /> : `${countLabel}: ${list.length}`}
        </Text>
        <Group gap="sm">
          {actions}
          <Button component={Link} to={add.to} leftSection={<IconPlus size={16} aria-hidden />}>
            {add.label}
          </Button>
        </Group>
      </Group>
      {rows.isPending ? (
        <Skeleton height={160} />
      ) : list.length === 0 ? (
        <EmptyState title={messages.empty} icon={icon} />
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>{valueLabel}</Table.Th>
                <Table.Th>Created On</Table.Th>
                <Table.Th>Action</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.displayName || DEFAULT_ADDED_BY}</Table.Td>
                  <Table.Td style={WRAP_ANYWHERE}>{breakableUrl(row.value)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.created)}</Table.Td>
                  <Table.Td>
                    <Button
                      variant="light"
                      color="red"
                      size="xs"
                      aria-label={`Remove ${row.value}`}
                      onClick={() => setPending(row)}
                    >
                      Remove
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmModal
        opened={pending !== null}
        message={messages.confirm(pending?.value ?? '')}
        onConfirm={confirmRemove}
        onCancel={() => setPending(null)}
        busy={remove.isPending}
        danger
      />
    </>
  );
}
