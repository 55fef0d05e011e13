import { MESSAGES } from '@baitwatch/contracts/common/messages';
import type { MailState } from '@baitwatch/contracts/dev-outbox/outbox';
import { SHELL_MESSAGES } from '@baitwatch/contracts/web-shell/messages';
import { Accordion, Anchor, Badge, Container, Group, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorNote } from '../../../components/error-note.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageSkeleton } from '../../../components/page-skeleton.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useOutbox } from '../api/get-outbox.ts';
import { LinkedText } from '../components/linked-text.tsx';

const STATE_COLOURS: Record<MailState, string> = {
  kept: 'gray',
  pending: 'yellow',
  sent: 'teal',
  failed: 'red',
};

/**
 * Development only, for a signed-in BaitwatchAdmin: the mails the server would have sent, with their
 * links clickable. Anyone else is told to log in (401) or that the page is not theirs (403).
 */
export default function OutboxPage() {
  const outbox = useOutbox();
  return (
    <Container component="main" size="md" py="xl">
      <PageHeader
        title="Outbox"
        description={
          outbox.data?.delivers
            ? 'Mails sent through the mail server, with their delivery state. Newest first.'
            : 'Mails kept by the server instead of being sent (no mail server is set). Newest first.'
        }
        actions={
          <Anchor component={Link} to={paths.login}>
            Log in
          </Anchor>
        }
      />
      {outbox.isPending ? (
        <PageSkeleton rows={4} />
      ) : outbox.isError ? (
        outbox.error instanceof ApiError && outbox.error.status === 404 ? (
          <EmptyState title={SHELL_MESSAGES.outboxUnavailable} />
        ) : outbox.error instanceof ApiError && outbox.error.status === 401 ? (
          <EmptyState title={SHELL_MESSAGES.outboxSignIn} />
        ) : outbox.error instanceof ApiError && outbox.error.status === 403 ? (
          <EmptyState title={MESSAGES.notAuthorized} />
        ) : (
          <ErrorNote error={outbox.error} onRetry={() => outbox.refetch()} />
        )
      ) : outbox.data.mails.length === 0 ? (
        <EmptyState title="No mails yet" icon={<IconMail size={28} stroke={1.5} aria-hidden />} />
      ) : (
        <Accordion variant="separated" defaultValue={String(outbox.data.mails[0]?.id)}>
          {outbox.data.mails.map((mail) => (
            <Accordion.Item key={mail.id} value={String(mail.id)}>
              <Accordion.Control>
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fw={600}>{mail.subject}</Text>
                    <Badge variant="light" color={STATE_COLOURS[mail.state]}>
                      {mail.state}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed">
                    To {mail.to} · {formatDateTime(mail.created)}
                    {mail.attempts > 0 ? ` · ${mail.attempts} ${mail.attempts === 1 ? 'try' : 'tries'}` : ''}
                  </Text>
                </Stack>
              </Accordion.Control>
              <Accordion.Panel>
                {mail.lastError && mail.state !== 'sent' ? (
                  <Text size="sm" c="red" mb="sm">
                    Last error: {mail.lastError}
                  </Text>
                ) : null}
                <LinkedText text={mail.text} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Container>
  );
}
