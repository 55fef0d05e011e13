import { Outlet, useLocation } from 'react-router';
import { NotAuthorized } from '../../components/not-authorized.tsx';
import { useSession } from '../../lib/session.ts';
import { entryForRoute, routeSelection } from '../route-selection.ts';

/**
 * /customers/{id}/... and /tenants/{id}/...: the organization (or Global View) in the address must be
 * one of the user's; the server checks every call again, this only spares a page of errors.
 */
export function RouteEntryGuard() {
  const { pathname, search } = useLocation();
  const { customers, selected } = useSession();
  const route = routeSelection(pathname, search);
  if (!route || !entryForRoute(route, customers, selected)) return <NotAuthorized />;
  return <Outlet />;
}
