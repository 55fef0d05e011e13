import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import type { Role } from '@baitwatch/contracts/common/product';
import type { PortalCustomer, PortalTenant } from '@baitwatch/contracts/organizations/portal-customers';
import { createContext, useContext } from 'react';

/** The role's default page and its name (the way back from a page the user may not see). */
export interface HomePage {
  to: string;
  label: string;
}

/** What every page may know about the session: the user, the organizations and the selected one. */
export interface Session {
  user: SessionUser;
  role: Role;
  customers: PortalCustomer[];
  tenants: PortalTenant[];
  /** Null only for a TenantAdmin who has not picked an organization (or has none). */
  selected: PortalCustomer | null;
  selectCustomer: (entry: PortalCustomer) => void;
  home: HomePage;
  logout: () => Promise<void>;
  /**
   * After a change to the user's organizations, profile or account: renews the token (its claims may
   * have changed) and reads the user and the organization list again (spec doc 2 §4).
   */
  reload: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession is used outside the signed-in shell');
  return session;
}
