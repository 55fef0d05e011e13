import { SHELL_MESSAGES } from '@baitwatch/contracts/web-shell/messages';
import { Button, Center, Container, Stack } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { ErrorNote } from '../components/error-note.tsx';

interface RouteErrorBoundaryProps {
  /** The place shown (its path): going elsewhere clears the error, as a new page would. */
  resetKey: string;
  children: ReactNode;
}

/** Shows a page that failed to load or render in place of the page, not in place of the console. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== null)
      this.setState({ error: null });
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteError error={this.state.error} />;
  }
}

/** A page that failed to load or render (often: a new deployment replaced the page's code). */
function RouteError({ error }: { error: unknown }) {
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
