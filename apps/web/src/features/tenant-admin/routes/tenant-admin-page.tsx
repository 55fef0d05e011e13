import { Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { AdminsPanel } from '../../../domains/account/components/admins-panel.tsx';
import { ProfilePanel } from '../../../domains/account/components/profile-panel.tsx';
import { ReportRecipientsPanel } from '../../../domains/reports/components/report-recipients-form.tsx';
import { SignInSettings } from '../../../domains/sso/components/sign-in-settings.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { AccountTab } from '../components/account-tab.tsx';
import { OrganizationsTab } from '../components/organizations-tab.tsx';
import { openTab, TENANT_TABS, type TenantTab, tabOf } from '../components/tenant-tabs.ts';

/**
 * /tenant-admin, the MSP Center (spec doc 1 §2). The tab comes from navigation state; a tab change
 * is written back into it, so a reload opens the same tab.
 */
export default function TenantAdminPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const tab = tabOf(location.state);
  const choose = (value: string | null) => {
    if (value && value in TENANT_TABS)
      navigate(location.pathname, { replace: true, state: openTab(value as TenantTab) });
  };

  return (
    <>
      <PageHeader title="MSP Center" />
      <Tabs value={tab} onChange={choose} keepMounted={false}>
        <Tabs.List mb="md">
          {Object.entries(TENANT_TABS).map(([value, label]) => (
            <Tabs.Tab key={value} value={value}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="organizations">
          <OrganizationsTab />
        </Tabs.Panel>
        <Tabs.Panel value="admins">
          <AdminsPanel scope={{}} addAdminPath={paths.tenantAddAdmin} />
        </Tabs.Panel>
        <Tabs.Panel value="profile">
          <ProfilePanel showEmailAlert />
        </Tabs.Panel>
        <Tabs.Panel value="account">
          <AccountTab />
        </Tabs.Panel>
        <Tabs.Panel value="reports">
          {user.tenantId !== null && <ReportRecipientsPanel owner={{ tenantId: user.tenantId }} />}
        </Tabs.Panel>
        <Tabs.Panel value="sso">
          {user.tenantId !== null && <SignInSettings scope={{ tenantId: user.tenantId }} whose="your MSP" />}
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
