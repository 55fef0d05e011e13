import { THREAT_INTEL_LICENSE_TYPES } from '@baitwatch/contracts/common/product';
import { Navigate, Outlet } from 'react-router';
import { incidentsPath } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { defaultPath } from '../redirects.ts';

/**
 * /threat-intel is for organizations with threat intel access (TISOC, PHISHPROTSUITE); anyone else
 * goes to the incidents of their selection (spec doc 2 §2).
 */
export function ThreatIntelGuard() {
  const { role, selected } = useSession();
  if (selected?.kind === 'organization' && THREAT_INTEL_LICENSE_TYPES.includes(selected.licenseType)) {
    return <Outlet />;
  }
  return <Navigate to={selected ? incidentsPath(selected) : defaultPath(role, selected)} replace />;
}
