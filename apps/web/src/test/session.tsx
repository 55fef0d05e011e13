import { PROVIDER_ROLE, type Role } from '@baitwatch/contracts/common/product';
import type { PortalCustomer } from '@baitwatch/contracts/organizations/portal-customers';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { type Session, SessionContext } from '../lib/session.ts';

/**
 * A signed-in session for a component that reads useSession(), without the shell: the role, the
 * organizations and the selection given; reload, logout and selectCustomer are spies.
 */
export function testSession(
  role: Role = PROVIDER_ROLE,
  {
    customers = [],
    selected = null,
  }: { customers?: PortalCustomer[]; selected?: PortalCustomer | null } = {},
): Session {
  return {
    user: {
      user_id: 'u-test',
      role,
      name: 'Test Admin',
      tenantId: role === PROVIDER_ROLE ? null : 3,
      customerId: role === 'CustomerAdmin' ? 11 : null,
      email: 'admin@example.com',
      domain: null,
      firebase: { tenant: null },
      sendEmail: false,
    },
    role,
    customers,
    tenants: [],
    selected,
    selectCustomer: vi.fn(),
    home: { to: '/', label: 'Home' },
    logout: vi.fn(async () => undefined),
    reload: vi.fn(async () => undefined),
  };
}

/** `ui` inside the session's context, for renderInConsole. */
export function withSession(session: Session, ui: ReactElement) {
  return <SessionContext.Provider value={session}>{ui}</SessionContext.Provider>;
}
