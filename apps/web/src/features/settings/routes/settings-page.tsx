import { PROVIDER_ROLE, type Role } from '@baitwatch/contracts/common/product';
import type { PortalCustomer } from '@baitwatch/contracts/organizations/portal-customers';
import { Button, Tabs } from '@mantine/core';
import { IconCopy, IconSettings } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { AdminsPanel } from '../../../domains/account/components/admins-panel.tsx';
import { ProfilePanel } from '../../../domains/account/components/profile-panel.tsx';
import { ReportRecipientsPanel } from '../../../domains/reports/components/report-recipients-form.tsx';
import { useAlertConfig } from '../../../domains/settings/api/get-alert-config.ts';
import { SignInSettings } from '../../../domains/sso/components/sign-in-settings.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { AccountTab } from '../components/account-tab.tsx';
import { AlertConfigTab } from '../components/alert-config-tab.tsx';
import { AllowedDomainsTab } from '../components/allowed-domains-tab.tsx';
import { BlockedUrlsTab } from '../components/blocked-urls-tab.tsx';
import { GoogleFormUrlsTab } from '../components/google-form-urls-tab.tsx';
import {
  openingSettingsTab,
  SETTINGS_TABS,
  type SettingsTab,
  visibleSettingsTabs,
} from '../components/settings-tabs.ts';

const slug = (tab: SettingsTab) => tab.toLowerCase().replaceAll(' ', '-');

interface TabProps {
  customerId: number;
  role: Role;
  selected: PortalCustomer;
}

/** What each tab shows; a tab not listed says it is still to come. */
const TAB_CONTENT: Partial<Record<SettingsTab, (props: TabProps) => ReactNode>> = {
  Profile: ({ selected }) => <ProfilePanel showEmailAlert={selected.licenseType !== 'TISOC'} />,
  Account: ({ customerId }) => <AccountTab customerId={customerId} />,
  'Admin Management': ({ customerId, role }) => (
    <AdminsPanel
      scope={{ customerId }}
      addAdminPath={paths.customer.addAdmin(customerId)}
      inviteDisabled={role === PROVIDER_ROLE}
    />
  ),
  'Alert Config': ({ customerId }) => <AlertConfigTab customerId={customerId} />,
  // CSV import and export: a TenantAdmin or the provider (decision 0035).
  'Whitelist Management': ({ customerId, role }) => (
    <AllowedDomainsTab customerId={customerId} csv={role !== 'CustomerAdmin'} />
  ),
  'Whitelist Url Management': ({ customerId }) => <GoogleFormUrlsTab customerId={customerId} />,
  'Single Sign-On': ({ customerId, selected }) => (
    <SignInSettings scope={{ customerId }} whose={selected.displayName} />
  ),
  'Blacklist Management': ({ customerId, role }) => (
    <BlockedUrlsTab customerId={customerId} csv={role !== 'CustomerAdmin'} />
  ),
  Reports: ({ customerId }) => <ReportRecipientsPanel owner={{ customerId }} />,
};

/**
 * /customers/{id}/settings (spec doc 2 §2): the organization's tabs. The route decides the selected
 * organization; the tab comes from navigation state and is written back there, so a reload keeps it
 * and another organization opens on its default tab.
 */
export default function SettingsPage() {
  const { selected } = useSession();
  if (!selected || typeof selected.id !== 'number') return null;
  return <OrganizationSettings selected={selected} customerId={selected.id} key={selected.id} />;
}

function OrganizationSettings({ selected, customerId }: { selected: PortalCustomer; customerId: number }) {
  const { role } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  // The Google Form URL tab follows the alert config's Google Form scanning (a TISOC organization
  // shows no configuration tabs, and its admins may not read the config: decision 0036).
  const alertConfig = useAlertConfig(customerId, { enabled: selected.licenseType !== 'TISOC' });
  const googleFormScanning = alertConfig.data?.isGFormScanningEnabled ?? false;
  const visible = visibleSettingsTabs({ role, licenseType: selected.licenseType, googleFormScanning });
  const tab = openingSettingsTab(visible, role, location.state);
  // Tab values become element ids: the spec's internal names have spaces, so the values are slugs.
  const choose = (value: string | null) => {
    const chosen = visible.find((name) => slug(name) === value);
    if (chosen) navigate(location.pathname, { replace: true, state: { tab: chosen } });
  };

  return (
    <>
      <PageHeader
        title="Settings"
        description={selected.displayName}
        actions={
          // A TenantAdmin or the provider copies this configuration to other organizations (0040).
          role !== 'CustomerAdmin' &&
          selected.licenseType !== 'TISOC' && (
            <Button
              component={Link}
              to={paths.customer.copyConfiguration(customerId)}
              variant="default"
              leftSection={<IconCopy size={16} aria-hidden />}
            >
              Copy Configuration
            </Button>
          )
        }
      />
      <Tabs value={slug(tab)} onChange={choose} keepMounted={false} key={customerId}>
        <Tabs.List mb="md">
          {visible.map((value) => (
            <Tabs.Tab key={value} value={slug(value)}>
              {SETTINGS_TABS[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {visible.map((value) => (
          <Tabs.Panel key={value} value={slug(value)}>
            {TAB_CONTENT[value]?.({ customerId, role, selected }) ?? (
              <EmptyState
                title="Nothing to show yet"
                description={`${SETTINGS_TABS[value]} of ${selected.displayName} will appear here.`}
                icon={<IconSettings size={28} stroke={1.5} aria-hidden />}
              />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
