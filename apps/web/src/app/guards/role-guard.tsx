import type { Role } from '@baitwatch/contracts/common/product';
import { Outlet } from 'react-router';
import { NotAuthorized } from '../../components/not-authorized.tsx';
import { useSession } from '../../lib/session.ts';

/** Pages for some roles only; anyone else reads "You are not authorized to view this page." */
export function RoleGuard({ roles }: { roles: readonly Role[] }) {
  const { role } = useSession();
  return roles.includes(role) ? <Outlet /> : <NotAuthorized />;
}
