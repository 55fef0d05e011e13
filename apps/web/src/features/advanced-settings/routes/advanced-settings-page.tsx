import { Tabs } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SignInPolicyPanel } from '../../../domains/account/components/sign-in-policy-panel.tsx';
import { BrandPoliciesTab } from '../components/brand-policies-tab.tsx';
import { CreateCustomerTab } from '../components/create-customer-tab.tsx';
import { ExtensionSettingsTab } from '../components/extension-settings-tab.tsx';
import { GoogleFormSettingsTab } from '../components/google-form-settings-tab.tsx';
import { LicensingOptionsTab } from '../components/licensing-options-tab.tsx';
import { ScanSettingsTab } from '../components/scan-settings-tab.tsx';
import { TenantSignInTab } from '../components/tenant-sign-in-tab.tsx';

/** The tabs of /advanced-settings (spec doc 2 §2), Extension Settings first. */
const ADVANCED_TABS = {
  extension: 'Extension Settings',
  createCustomer: 'Create Customer',
  scan: 'Scan Settings',
  googleForm: 'Google Form Settings',
  brandPolicies: 'Baseline Brand Policies',
  licensing: 'Licensing Options',
  /** Ours (decision 0075): what the provider asks of its own admins at sign-in. */
  signIn: 'Sign-in Policy',
  /** Ours (decision 0076): an MSP's sign-in policy and single sign-on, as its MSP Center has them. */
  tenantSignIn: 'MSP Single Sign-On',
} as const;
type AdvancedTab = keyof typeof ADVANCED_TABS;

/** Each tab's content; a tab without one says it is not built yet (today every tab has one). */
const TAB_CONTENT: Partial<Record<AdvancedTab, () => ReactNode>> = {
  extension: () => <ExtensionSettingsTab />,
  createCustomer: () => <CreateCustomerTab />,
  scan: () => <ScanSettingsTab />,
  googleForm: () => <GoogleFormSettingsTab />,
  brandPolicies: () => <BrandPoliciesTab />,
  licensing: () => <LicensingOptionsTab />,
  signIn: () => <SignInPolicyPanel scope={{}} whose="the provider" />,
  tenantSignIn: () => <TenantSignInTab />,
};

const tabOf = (state: unknown): AdvancedTab => {
  const tab = (state as { tab?: unknown } | null)?.tab;
  return typeof tab === 'string' && tab in ADVANCED_TABS ? (tab as AdvancedTab) : 'extension';
};

/**
 * /advanced-settings, {product}Admin only (the page guard answers anyone else). The opening tab comes
 * from navigation state and is written back, so a reload keeps it.
 */
export default function AdvancedSettingsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const tab = tabOf(location.state);
  const choose = (value: string | null) => {
    if (value && value in ADVANCED_TABS)
      navigate(location.pathname, { replace: true, state: { tab: value } });
  };

  return (
    <>
      <PageHeader title="Advanced Settings" />
      <Tabs value={tab} onChange={choose} keepMounted={false}>
        <Tabs.List mb="md">
          {Object.entries(ADVANCED_TABS).map(([value, label]) => (
            <Tabs.Tab key={value} value={value}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {(Object.keys(ADVANCED_TABS) as AdvancedTab[]).map((value) => (
          <Tabs.Panel key={value} value={value}>
            {TAB_CONTENT[value]?.() ?? (
              <EmptyState
                title="Nothing to show yet"
                description={`${ADVANCED_TABS[value]} will appear here.`}
                icon={<IconAdjustments size={28} stroke={1.5} aria-hidden />}
              />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
