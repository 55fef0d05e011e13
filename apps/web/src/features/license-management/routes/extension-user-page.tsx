import { extensionUserLabel } from '@baitwatch/contracts/events/search-extension-users';
import { LICENSE_MESSAGES } from '@baitwatch/contracts/licenses/messages';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryFallback } from '../../../components/query-fallback.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useExtensionUser } from '../api/get-extension-user.ts';
import { licensePagePath, scopeFromRoute } from '../model/license-scope.ts';

const idOf = (value: string | undefined) => (value && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null);

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function UserDetail({ customerId, userId }: { customerId: number; userId: number }) {
  const user = useExtensionUser(customerId, userId);
  if (!user.isSuccess)
    return <QueryFallback query={user} title={LICENSE_MESSAGES.failedToLoadRecords} height={260} />;
  const u = user.data;
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Field label="User">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {extensionUserLabel(u) || `User ${u.id}`}
            </Text>
          </Field>
          <Field label="Status">
            <Group gap="xs">
              <Badge color={u.isActive ? 'teal' : 'gray'} variant="light" tt="none">
                {u.isActive ? 'Active' : 'Inactive'}
              </Badge>
              {u.lastSeenAt && (
                <Text size="xs" c="dimmed">
                  last seen {formatDateTime(u.lastSeenAt)}
                </Text>
              )}
            </Group>
          </Field>
          <Field label="Created">
            <Text>{formatDate(u.created)}</Text>
          </Field>
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md" radius="md">
        {u.browserDetails.length === 0 ? (
          <EmptyState title={LICENSE_MESSAGES.noDataAvailable} />
        ) : (
          <Table aria-label="Systems and browsers" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>System</Table.Th>
                <Table.Th>Browser</Table.Th>
                <Table.Th>Date</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {u.browserDetails.map((b) => (
                <Table.Tr key={`${b.created}-${b.os}-${b.browser}`}>
                  <Table.Td>{b.os}</Table.Td>
                  <Table.Td>{b.browser}</Table.Td>
                  <Table.Td>{formatDateTime(b.created)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
    </Stack>
  );
}

/** Extension user detail (doc 1 §2): under /customers/{id}/licensemanagement/{userId} or the Global View's form. */
export default function ExtensionUserPage() {
  const params = useParams();
  const { search } = useLocation();
  const scope = scopeFromRoute(params, search);
  const customerId = idOf(params.customerId);
  const userId = idOf(params.userId);
  const back = scope ? (
    <Anchor component={Link} to={licensePagePath(scope)} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        Return to License Management
      </Group>
    </Anchor>
  ) : null;
  return (
    <>
      <PageHeader title="Extension User" description={back} />
      {scope && customerId && userId ? (
        <UserDetail customerId={customerId} userId={userId} />
      ) : (
        <Text>malformed URL</Text>
      )}
    </>
  );
}
