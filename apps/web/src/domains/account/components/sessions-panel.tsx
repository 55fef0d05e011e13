import type { AdminSession } from '@baitwatch/contracts/auth/sessions';
import { Badge, Button, Group, Paper, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconDevices } from '@tabler/icons-react';
import { confirmAction } from '../../../components/confirm.tsx';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { QueryFallback } from '../../../components/query-fallback.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions.ts';

function SessionRow({ session, onEnd }: { session: AdminSession; onEnd: (s: AdminSession) => void }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap={6}>
          <Tooltip label={session.userAgent || 'No user agent'} multiline maw={360} withArrow>
            <Text size="sm">{session.browser}</Text>
          </Tooltip>
          {session.current && (
            <Badge size="xs" variant="light" tt="none">
              This browser
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {session.ip || 'Unknown address'} · {session.method}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="xs">{formatDateTime(session.created)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="xs">{formatDateTime(session.lastSeenAt)}</Text>
      </Table.Td>
      <Table.Td w={72}>
        {!session.current && (
          <Button variant="subtle" color="red" size="xs" onClick={() => onEnd(session)}>
            End
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Profile → Sessions (issue 26): where the admin is signed in, from which browser and address, how the
 * session began and when it was last used; end one, or every other, at once.
 */
export function SessionsPanel() {
  const sessions = useSessions();
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  const others = sessions.data?.sessions.filter((s) => !s.current).length ?? 0;

  const onEnd = async (session: AdminSession) => {
    if (
      await confirmAction({ message: `End the session of ${session.browser} (${session.ip})?`, danger: true })
    )
      end.mutate(session.id, {
        onSuccess: () => notifySuccess('The session is ended.'),
        onError: (error) => notifyError(error, 'Could not end the session!'),
      });
  };
  const onEndOthers = async () => {
    if (
      await confirmAction({
        message: `End your ${others} other sessions? This browser stays signed in.`,
        danger: true,
      })
    )
      endOthers.mutate(undefined, {
        onSuccess: ({ ended }) => notifySuccess(`${ended} sessions ended.`),
        onError: (error) => notifyError(error, 'Could not end the sessions!'),
      });
  };

  return (
    <Paper withBorder p="lg" radius="md" maw={760} mih={150} data-testid="sessions">
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <IconDevices size={20} aria-hidden />
            <Title order={2} fz="h4">
              Sessions
            </Title>
          </Group>
          <Button
            variant="default"
            size="xs"
            disabled={others === 0}
            loading={endOthers.isPending}
            onClick={onEndOthers}
          >
            End all other sessions
          </Button>
        </Group>
        {!sessions.isSuccess ? (
          <QueryFallback query={sessions} title="Could not load your sessions!" height={96} />
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Browser</Table.Th>
                  <Table.Th>Signed in</Table.Th>
                  <Table.Th>Last seen</Table.Th>
                  <Table.Th aria-label="Actions" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sessions.data.sessions.map((session) => (
                  <SessionRow key={session.id} session={session} onEnd={onEnd} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
