import { InviteAdminForm } from '../../../domains/account/components/invite-admin-form.tsx';
import { paths } from '../../../lib/paths.ts';
import { openTab, TENANT_TABS } from '../components/tenant-tabs.ts';

/** /tenant-admin/add-admin (spec doc 2 §2 "Add admin"): invites a TenantAdmin of this tenant. */
export default function TenantAddAdminPage() {
  return (
    <InviteAdminForm
      invite={{ role: 'TenantAdmin' }}
      back={{ to: paths.tenantAdmin, state: openTab('admins'), label: `Return to ${TENANT_TABS.admins}` }}
    />
  );
}
