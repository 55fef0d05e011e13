import { MESSAGES } from '@baitwatch/contracts/common/messages';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useSession } from '../../../lib/session.ts';

interface SelectedOrganizationProps {
  /** The tab's name, for "Please select a customer to view …". */
  option: string;
  children: (organization: { customerId: number; organizationName: string }) => ReactNode;
}

/**
 * An Advanced Settings tab that acts on the organization selected in the top bar; with none (the
 * Super Feed entry, a Global View) it asks for one. Another organization remounts the tab.
 */
export function SelectedOrganization({ option, children }: SelectedOrganizationProps) {
  const { selected } = useSession();
  if (selected?.kind !== 'organization' || typeof selected.id !== 'number')
    return <EmptyState title={MESSAGES.selectCustomerToView(option)} />;
  return (
    <div key={selected.id}>
      {children({ customerId: selected.id, organizationName: selected.displayName })}
    </div>
  );
}
