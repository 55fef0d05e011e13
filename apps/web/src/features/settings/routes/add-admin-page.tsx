import { InviteAdminForm } from '../../../domains/account/components/invite-admin-form.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';

/** /customers/{id}/settings/add-admin (spec doc 2 §2 "Add admin"): invites a CustomerAdmin of the organization. */
export default function SettingsAddAdminPage() {
  const { selected } = useSession();
  if (!selected || typeof selected.id !== 'number') return null;
  return (
    <InviteAdminForm
      invite={{ role: 'CustomerAdmin', customerId: selected.id }}
      description={selected.displayName}
      back={{
        to: paths.customer.settings(selected.id),
        state: { tab: 'Admin Management' },
        label: 'Return to Admin Management',
      }}
    />
  );
}
