import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { NotAuthorized } from '../../components/not-authorized.tsx';
import { notifyRedirect } from '../../components/notify.ts';
import { useSession } from '../../lib/session.ts';
import { pageAccess } from '../page-access.ts';

/**
 * Every signed-in page passes here: served when the profile menu would offer it, else the spec's
 * redirect (with its notice) or "You are not authorized to view this page." (page-access.ts).
 */
export function PageGuard() {
  const { role, customers, selected } = useSession();
  const { pathname, search } = useLocation();
  const access = pageAccess({ role, customers, selected, pathname, search });
  if (access.kind === 'notAuthorized') return <NotAuthorized />;
  if (access.kind === 'redirect') return <RedirectWithNotice to={access.to} notice={access.notice} />;
  return <Outlet />;
}

function RedirectWithNotice({ to, notice }: { to: string; notice: string | null }) {
  useEffect(() => {
    if (notice) notifyRedirect(notice);
  }, [notice]);
  return <Navigate to={to} replace />;
}
