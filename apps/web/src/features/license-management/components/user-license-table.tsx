import { extensionUserLabel } from '@baitwatch/contracts/events/search-extension-users';
import { LICENSE_USERS_ROWS_SHOWN, NOT_SEEN_DAYS } from '@baitwatch/contracts/licenses/constants';
import { LICENSE_MESSAGES } from '@baitwatch/contracts/licenses/messages';
import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowRight, IconDownload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { notifyError } from '../../../components/notify.ts';
import { Pager } from '../../../components/pager.tsx';
import { QueryFallback } from '../../../components/query-fallback.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useExportExtensionUsers } from '../api/export-extension-users.ts';
import { useExtensionUsers } from '../api/get-extension-users.ts';
import { type LicenseScope, userPagePath } from '../model/license-scope.ts';
import { UserSearch } from './user-search.tsx';

const ROW_HEIGHT = 45;

/** The User License grid: User, Detail (Created At) and the arrow to the user's page; 5 rows a page. */
export function UserLicenseTable({ scope }: { scope: LicenseScope }) {
  const [page, setPage] = useState(1);
  const [notSeen, setNotSeen] = useState(false);
  const users = useExtensionUsers(scope, page, notSeen);
  const exportCsv = useExportExtensionUsers(scope);
  const records = users.data?.records ?? [];
  const shown = records.slice(0, LICENSE_USERS_ROWS_SHOWN);

  let body: ReactNode;
  if (!users.isSuccess)
    body = (
      <QueryFallback query={users} title={LICENSE_MESSAGES.couldNotLoadUsersList} height={ROW_HEIGHT * 6} />
    );
  else if (shown.length === 0)
    body = (
      <div style={{ minHeight: ROW_HEIGHT * 6 }}>
        <EmptyState
          title={notSeen ? `No users unseen for ${NOT_SEEN_DAYS} days` : LICENSE_MESSAGES.noLicensesDeployed}
        />
      </div>
    );
  else
    body = (
      <Table.ScrollContainer minWidth={420}>
        <Table verticalSpacing="xs" highlightOnHover aria-label="User License">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>User</Table.Th>
              <Table.Th>Created At</Table.Th>
              <Table.Th w={48}>
                <VisuallyHidden>Open</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((u) => {
              const label = extensionUserLabel(u) || `User ${u.id}`;
              return (
                <Table.Tr key={`${u.customerId}/${u.id}`} h={ROW_HEIGHT}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm" truncate maw={360}>
                        {label}
                      </Text>
                      {u.notSeen && (
                        <Badge size="sm" color="orange" variant="light">
                          Not seen {NOT_SEEN_DAYS}+ days
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDate(u.created)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      component={Link}
                      to={userPagePath(scope, u)}
                      variant="subtle"
                      aria-label={`Open ${label}`}
                    >
                      <IconArrowRight size={18} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="User License">
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={2} fz="h4">
          User License
        </Title>
        <Group gap="sm">
          <UserSearch scope={scope} />
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exportCsv.isPending}
            onClick={() =>
              exportCsv.mutate(notSeen, {
                onError: () => notifyError(LICENSE_MESSAGES.couldNotLoadUsersList),
              })
            }
          >
            Export CSV
          </Button>
        </Group>
      </Group>
      <Checkbox
        mb="sm"
        label={`Only users not seen for ${NOT_SEEN_DAYS} days`}
        checked={notSeen}
        onChange={(e) => {
          setNotSeen(e.currentTarget.checked);
          setPage(1);
        }}
      />
      {body}
      <Pager
        page={page}
        isLastPage={records.length <= LICENSE_USERS_ROWS_SHOWN}
        onPageChange={setPage}
        disabled={!users.isSuccess || users.isPlaceholderData}
        label="User License pages"
      />
    </Paper>
  );
}
