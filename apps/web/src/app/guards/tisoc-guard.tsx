import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { tisocRedirect } from '../redirects.ts';
import { entryForRoute, routeSelection } from '../route-selection.ts';

/**
 * Keeps a TISOC selection on its allowed pages (decision 0003). It wraps the known routes only, so
 * unknown paths still take the default redirect, and an address naming an organization the user
 * cannot see is left to the "not authorized" answer below.
 */
export function TisocGuard() {
  const { role, customers, selected } = useSession();
  const { pathname, search } = useLocation();
  const route = routeSelection(pathname, search);
  const foreign =
    route !== null && route.kind !== 'superFeed' && entryForRoute(route, customers, selected) === null;
  const target = foreign ? null : tisocRedirect(role, selected, pathname);
  return target ? <Navigate to={target} replace /> : <Outlet />;
}
