import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { SHELL_MESSAGES } from '@baitwatch/contracts/web-shell/messages';
import { Center, Container } from '@mantine/core';
import { ErrorNote } from '../../components/error-note.tsx';
import { useMe } from '../../features/session/api/get-me.ts';
import { usePortalCustomers } from '../../features/session/api/get-portal-customers.ts';
import { ApiError } from '../../lib/api-error.ts';
import { ShellSkeleton } from '../shell/shell-skeleton.tsx';
import { SignedIn } from './signed-in.tsx';

/**
 * Start of every signed-in page: who is this (GET /v1/auth/me), then which organizations they see
 * (GET /v1/portal/customers). Nothing of the shell shows before both are known.
 */
export default function SessionBoot() {
  const me = useMe();
  const portal = usePortalCustomers(me.isSuccess);

  if (me.isError) {
    // A 401 has already sent the browser to the login page; keep the skeleton until it leaves.
    if (me.error instanceof ApiError && me.error.status === 401) return <ShellSkeleton />;
    return (
      <BootError error={me.error} title={SHELL_MESSAGES.sessionCheckFailed} onRetry={() => me.refetch()} />
    );
  }
  if (portal.isError) {
    if (portal.error instanceof ApiError && portal.error.status === 401) return <ShellSkeleton />;
    return (
      <BootError
        error={portal.error}
        title={MESSAGES.couldNotFetchCustomers}
        onRetry={() => portal.refetch()}
      />
    );
  }
  if (me.isPending || portal.isPending) return <ShellSkeleton />;
  return <SignedIn user={me.data} portal={portal.data} />;
}

function BootError({ error, title, onRetry }: { error: unknown; title: string; onRetry: () => void }) {
  return (
    <Center mih="100dvh" p="md">
      <Container size="xs" w="100%">
        <ErrorNote error={error} title={title} onRetry={onRetry} />
      </Container>
    </Center>
  );
}
