import { SHELL_MESSAGES } from '@baitwatch/contracts/web-shell/messages';
import { Button, Center, Container, Stack } from '@mantine/core';
import { useRouteError } from 'react-router';
import { ErrorNote } from '../components/error-note.tsx';

/** A page that failed to load or render (often: a new deployment replaced the page's code). */
export function RouteError() {
  const error = useRouteError();
  return (
    <Center mih="60dvh" p="md">
      <Container size="xs" w="100%">
        <Stack>
          <ErrorNote error={error} title={SHELL_MESSAGES.pageFailedToLoad} />
          <Button variant="default" onClick={() => window.location.reload()}>
            Reload the page
          </Button>
        </Stack>
      </Container>
    </Center>
  );
}
