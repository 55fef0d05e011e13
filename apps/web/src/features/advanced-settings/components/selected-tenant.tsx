import { SSO_MESSAGES } from '@baitwatch/contracts/sso/messages';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useSession } from '../../../lib/session.ts';

interface SelectedTenantProps {
  children: (tenant: { tenantId: number; tenantName: string }) => ReactNode;
}

/**
 * An Advanced Settings tab that acts on the MSP of the top bar's selection: its Global View, or one of
 * its organizations. The Super Feed or a direct customer (a tenant of its own, no MSP) asks for one.
 * Another MSP remounts the tab.
 */
export function SelectedTenant({ children }: SelectedTenantProps) {
  const { selected } = useSession();
  // A Global View is an MSP's; an organization is one unless it is a direct customer (its own tenant).
  const ofMsp =
    selected?.kind === 'globalView' || (selected?.kind === 'organization' && !selected.tenantAsCustomer);
  if (!selected || !ofMsp || selected.tenantId === null)
    return <EmptyState title={SSO_MESSAGES.selectTenant} />;
  return (
    <div key={selected.tenantId}>
      {children({ tenantId: selected.tenantId, tenantName: selected.tenantName })}
    </div>
  );
}
