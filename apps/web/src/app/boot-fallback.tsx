import { Center, Loader } from '@mantine/core';
import { isPublicPath } from '../lib/login-redirect.ts';
import { ShellSkeleton } from './shell/shell-skeleton.tsx';

/**
 * What shows while the first page's code loads: the shell's outline for signed-in pages, a quiet
 * loader for the login pages (which have no shell, so an outline would jump).
 */
export function BootFallback() {
  if (isPublicPath(window.location.pathname)) {
    return (
      <Center mih="100dvh" aria-busy="true">
        <Loader size="sm" aria-label="Loading" />
      </Center>
    );
  }
  return <ShellSkeleton />;
}
