import { describe, expect, it } from 'vitest';
import { openingSettingsTab, visibleSettingsTabs } from './settings-tabs.ts';

describe('the customer settings tabs', () => {
  it('shows every tab but Profile to a TenantAdmin, and the Google Form tab only with scanning on', () => {
    expect(
      visibleSettingsTabs({ role: 'TenantAdmin', licenseType: 'PHISHPROTSUITE', googleFormScanning: false }),
    ).toEqual([
      'Account',
      'Admin Management',
      'Alert Config',
      'Whitelist Management',
      'Blacklist Management',
      'Reports',
      'Single Sign-On',
    ]);
    expect(
      visibleSettingsTabs({ role: 'CustomerAdmin', licenseType: 'BASICPHISH', googleFormScanning: true }),
    ).toContain('Whitelist Url Management');
  });

  it('shows a TISOC organization its Profile, Account and Single Sign-On only', () => {
    expect(
      visibleSettingsTabs({ role: 'CustomerAdmin', licenseType: 'TISOC', googleFormScanning: true }),
    ).toEqual(['Profile', 'Account', 'Single Sign-On']);
  });

  it('opens the tab named in navigation state when it shows, else Profile, or Account for a TenantAdmin', () => {
    const visible = visibleSettingsTabs({
      role: 'CustomerAdmin',
      licenseType: 'BASICPHISH',
      googleFormScanning: false,
    });
    expect(openingSettingsTab(visible, 'CustomerAdmin', { tab: 'Admin Management' })).toBe(
      'Admin Management',
    );
    expect(openingSettingsTab(visible, 'CustomerAdmin', { tab: 'Whitelist Url Management' })).toBe('Profile');
    expect(openingSettingsTab(visible, 'CustomerAdmin', null)).toBe('Profile');
    const tenant = visibleSettingsTabs({
      role: 'TenantAdmin',
      licenseType: 'BASICPHISH',
      googleFormScanning: false,
    });
    expect(openingSettingsTab(tenant, 'TenantAdmin', { tab: 'Profile' })).toBe('Account');
  });
});
