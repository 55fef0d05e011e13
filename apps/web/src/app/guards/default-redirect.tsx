import { Navigate } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { defaultPath } from '../redirects.ts';

/** The root path and unknown paths (spec doc 1 §2). */
export function DefaultRedirect() {
  const { role, selected } = useSession();
  return <Navigate to={defaultPath(role, selected)} replace />;
}
