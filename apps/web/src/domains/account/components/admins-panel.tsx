import type { AdminUser } from '@baitwatch/contracts/users/admin-user';
import { USER_MESSAGES } from '@baitwatch/contracts/users/messages';
import { Badge, Button, Group, Skeleton, Table, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { confirmAction } from '../../../components/confirm.tsx';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorNote } from '../../../components/error-note.tsx';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { formatDate } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { type AdminsScope, useAdmins, useRemoveAdmin, useResetSecondFactor } from '../api/admins.ts';

interface AdminsPanelProps {
  scope: AdminsScope;
  /** The "Add and invite admin" page. */
  addAdminPath: string;
  /** The spec: disabled for {product}Admin, who invites nobody. */
  inviteDisabled?: boolean;
}

/**
 * The Admin Management tab (spec doc 1 §2, doc 2 §2): the count, the admins with name, email and
 * created date, Remove Admin while another remains (removing yourself logs you out), and "Add and
 * invite admin". The MSP Center shows its tenant's admins, the customer settings an organization's.
 */
export function AdminsPanel({ scope, addAdminPath, inviteDisabled = false }: AdminsPanelProps) {
  const admins = useAdmins(scope);
  const remove = useRemoveAdmin();
  const { logout, user } = useSession();
  const reset = useResetSecondFactor();
  // A lost phone: another admin removes the factors; the owner sets one up again at the next sign-in.
  const onReset = async (admin: AdminUser) => {
    const sure = await confirmAction({
      message: `Remove the second factors of ${admin.email} and end all their sessions? They set one up again at their next sign-in.`,
      danger: true,
    });
    if (sure)
      reset.mutate(admin.uid, {
        onSuccess: ({ message }) => notifySuccess(message),
        onError: (error) => notifyError(error),
      });
  };
  const [pending, setPending] = useState<AdminUser | null>(null);

  const confirmRemove = () => {
    if (!pending) return;
    remove.mutate(pending.uid, {
      onSuccess: async (answer) => {
        setPending(null);
        notifySuccess(answer.message);
        // The spec: removing yourself logs you out.
        if (answer.self) await logout();
      },
      onError: (error) => {
        setPending(null);
        notifyError(error, USER_MESSAGES.couldNotRemoveAdmin);
      },
    });
  };

  if (admins.isError)
    return (
      <ErrorNote
        error={admins.error}
        title={USER_MESSAGES.couldNotLoadUsers}
        onRetry={() => admins.refetch()}
      />
    );
  const list = admins.data ?? [];
  const onlyOne = list.length <= 1;

  return (
    <>
      <Group justify="space-between" mb="md">
        <Text fw={500}>
          {admins.isPending ? <Skeleton width={80} height={16} /> : `Admins: ${list.length}`}
        </Text>
        <Button
          component={Link}
          to={addAdminPath}
          leftSection={<IconUserPlus size={16} />}
          disabled={inviteDisabled}
          onClick={(event) => inviteDisabled && event.preventDefault()}
        >
          Add and invite admin
        </Button>
      </Group>
      {admins.isPending ? (
        <Skeleton height={160} />
      ) : list.length === 0 ? (
        <EmptyState title="No admins yet." />
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th>Remove Admin</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((admin) => (
                <Table.Tr key={admin.uid}>
                  <Table.Td>
                    <Group gap="xs">
                      {admin.displayName}
                      {admin.pending && (
                        <Badge size="sm" variant="dot" color="blue" radius="sm" tt="none">
                          Invited
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{admin.email}</Table.Td>
                  <Table.Td>{formatDate(admin.metadata.creationTime)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        variant="light"
                        color="red"
                        size="xs"
                        disabled={onlyOne}
                        title={onlyOne ? USER_MESSAGES.lastAdmin : undefined}
                        aria-label={`Remove admin ${admin.email}`}
                        onClick={() => setPending(admin)}
                      >
                        Remove Admin
                      </Button>
                      {!admin.pending && admin.uid !== user.user_id && (
                        <Button
                          variant="subtle"
                          size="xs"
                          aria-label={`Reset second factor of ${admin.email}`}
                          onClick={() => onReset(admin)}
                        >
                          Reset second factor
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmModal
        opened={pending !== null}
        message={`Do you want to remove the admin ${pending?.email ?? ''} ?`}
        onConfirm={confirmRemove}
        onCancel={() => setPending(null)}
        busy={remove.isPending}
        danger
      />
    </>
  );
}
