import type { LicenseType, Role } from '@baitwatch/contracts/common/product';

/** The customer settings' tabs, by the spec's internal name, with their labels (spec doc 2 §2). */
export const SETTINGS_TABS = {
  Profile: 'Profile',
  Account: 'Account',
  'Admin Management': 'Admin Management',
  'Alert Config': 'Config',
  'Whitelist Management': 'Allowed Domains',
  'Whitelist Url Management': 'Allowed Google Form URLs',
  'Blacklist Management': 'Blocked URLs',
  /** Ours (decision 0074): who receives the scheduled PDF report. */
  Reports: 'Reports',
  'Single Sign-On': 'Single Sign-On',
} as const;
export type SettingsTab = keyof typeof SETTINGS_TABS;

export interface SettingsTabsInput {
  role: Role;
  licenseType: LicenseType;
  /** The Google Form URL tab shows only when Google Form scanning is on in the alert config. */
  googleFormScanning: boolean;
}

/**
 * Which tabs show (spec doc 2 §2): a TenantAdmin has no Profile tab; the Google Form URL tab needs
 * Google Form scanning; a TISOC organization (threat intel only, decision 0003) shows Profile,
 * Account and Single Sign-On only, since the other tabs configure the extension that license does not use.
 */
export function visibleSettingsTabs({
  role,
  licenseType,
  googleFormScanning,
}: SettingsTabsInput): SettingsTab[] {
  const all = Object.keys(SETTINGS_TABS) as SettingsTab[];
  return all.filter((tab) => {
    if (tab === 'Profile') return role !== 'TenantAdmin';
    // Single sign-on is how the organization's admins reach the console, whatever its license.
    if (tab === 'Single Sign-On') return true;
    if (licenseType === 'TISOC') return tab === 'Account';
    if (tab === 'Whitelist Url Management') return googleFormScanning;
    return true;
  });
}

/** The opening tab: the one named in navigation state when it shows, else Profile (Account for a TenantAdmin). */
export function openingSettingsTab(visible: SettingsTab[], role: Role, state: unknown): SettingsTab {
  const asked = (state as { tab?: unknown } | null)?.tab;
  if (typeof asked === 'string' && visible.includes(asked as SettingsTab)) return asked as SettingsTab;
  const preferred: SettingsTab = role === 'TenantAdmin' ? 'Account' : 'Profile';
  return visible.includes(preferred) ? preferred : (visible[0] ?? 'Account');
}
