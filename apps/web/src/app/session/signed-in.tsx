import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import type { PortalCustomersResponse } from '@baitwatch/contracts/organizations/portal-customers';
import { SHELL_MESSAGES } from '@baitwatch/contracts/web-shell/messages';
import { Button, Center, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { EmptyState } from '../../components/empty-state.tsx';
import { meQueryOptions } from '../../features/session/api/get-me.ts';
import { portalCustomersQueryOptions } from '../../features/session/api/get-portal-customers.ts';
import { postLogout } from '../../features/session/api/logout.ts';
import { refreshSession } from '../../lib/api-client.ts';
import { type Session, SessionContext } from '../../lib/session.ts';
import { homePage } from '../home-page.ts';
import { goToLogin } from '../session-lost.ts';
import { AppLayout } from '../shell/app-layout.tsx';
import { useSelection } from './use-selection.ts';

const Overlays = lazy(() => import('../shell/overlays.tsx'));

interface SignedInProps {
  user: SessionUser;
  portal: PortalCustomersResponse;
}

/** Provides the session to every page and shows the shell once a selection exists (or is optional). */
export function SignedIn({ user, portal }: SignedInProps) {
  const role = user.role;
  const { selected, select } = useSelection(role, portal.customers);
  const queryClient = useQueryClient();

  const logout = useCallback(async () => {
    await postLogout().catch(() => undefined);
    await goToLogin(queryClient);
  }, [queryClient]);

  const reload = useCallback(async () => {
    await refreshSession();
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: portalCustomersQueryOptions().queryKey }),
    ]);
  }, [queryClient]);

  const session = useMemo<Session>(
    () => ({
      user,
      role,
      customers: portal.customers,
      tenants: portal.tenants,
      selected,
      selectCustomer: select,
      home: homePage(role, selected),
      logout,
      reload,
    }),
    [user, role, portal, selected, select, logout, reload],
  );

  // Every role but the tenant admin needs an organization before the shell shows (spec doc 1 §2).
  if (selected === null && role !== 'TenantAdmin') {
    return (
      <Center mih="100dvh">
        <Stack align="center">
          <EmptyState title={SHELL_MESSAGES.noOrganizations} />
          <Button variant="default" onClick={logout}>
            Logout
          </Button>
        </Stack>
      </Center>
    );
  }

  return (
    <SessionContext.Provider value={session}>
      <AppLayout />
      <Suspense fallback={null}>
        <Overlays />
      </Suspense>
    </SessionContext.Provider>
  );
}
