import { MESSAGES } from '@baitwatch/contracts/common/messages';
import type { LicenseType, Role } from '@baitwatch/contracts/common/product';
import type { PortalCustomer } from '@baitwatch/contracts/organizations/portal-customers';
import { describe, expect, it } from 'vitest';
import { globalView, organization, superFeed } from '../test/entries.ts';
import { type MenuItem, type MenuItemId, menuItemOfPage, profileMenu } from './menu-rules.ts';

const menu = (role: Role, selected: PortalCustomer | null) => profileMenu({ role, selected });
const ids = (items: MenuItem[]) => items.map((item) => item.id);
const item = (items: MenuItem[], id: MenuItemId) => {
  const found = items.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`${id} is not in the menu`);
  return found;
};
const enabled = (items: MenuItem[]) => items.filter((entry) => !entry.disabled).map((entry) => entry.id);

describe('profile menu: which items each role sees', () => {
  it('puts MSP Center first for the tenant admin only', () => {
    expect(ids(menu('TenantAdmin', organization(11)))[0]).toBe('mspCenter');
    expect(ids(menu('BaitwatchAdmin', organization(11)))).not.toContain('mspCenter');
    expect(ids(menu('CustomerAdmin', organization(11)))).not.toContain('mspCenter');
  });

  it('gives the Audit Log to the provider and TenantAdmins, with or without a selection', () => {
    for (const role of ['BaitwatchAdmin', 'TenantAdmin'] as const) {
      expect(item(menu(role, null), 'auditLog')).toMatchObject({ disabled: false, to: '/audit-log' });
      expect(item(menu(role, organization(11, 'TISOC')), 'auditLog').disabled).toBe(false);
    }
    expect(ids(menu('CustomerAdmin', organization(11)))).not.toContain('auditLog');
  });

  it('gives Advanced Settings and Threat Intel Feed to the provider', () => {
    const provider = ids(menu('BaitwatchAdmin', organization(11)));
    expect(provider).toEqual([
      'dashboard',
      'threatFeed',
      'socIntegration',
      'deployment',
      'licenseManagement',
      'settings',
      'advancedSettings',
      'threatIntel',
      'threatIntelFeed',
      'auditLog',
      'themeSettings',
      'logout',
    ]);
    for (const role of ['TenantAdmin', 'CustomerAdmin'] as const) {
      expect(ids(menu(role, organization(11)))).not.toContain('advancedSettings');
      expect(ids(menu(role, organization(11)))).not.toContain('threatIntelFeed');
    }
  });

  it('ends with Theme settings and Logout for every role', () => {
    for (const role of ['BaitwatchAdmin', 'TenantAdmin', 'CustomerAdmin'] as const) {
      expect(ids(menu(role, organization(11))).slice(-2)).toEqual(['themeSettings', 'logout']);
    }
  });
});

describe('profile menu: selection', () => {
  it('with no customer selected, only Logout, Theme settings and MSP Center work', () => {
    const items = menu('TenantAdmin', null);
    expect(enabled(items)).toEqual(['mspCenter', 'auditLog', 'themeSettings', 'logout']);
    expect(item(items, 'settings').tooltip).toBe(MESSAGES.selectCustomerToView('Settings'));
    expect(item(items, 'threatFeed').tooltip).toBe('Please select a customer to view Threat Feed');
    expect(item(items, 'settings').to).toBeNull();
  });

  it('with a Global View, keeps only the items that make sense for it', () => {
    for (const role of ['BaitwatchAdmin', 'TenantAdmin'] as const) {
      const items = menu(role, globalView(3, 7));
      expect(enabled(items)).toEqual(
        role === 'TenantAdmin'
          ? [
              'mspCenter',
              'dashboard',
              'threatFeed',
              'socIntegration',
              'deployment',
              'auditLog',
              'themeSettings',
              'logout',
            ]
          : [
              'dashboard',
              'threatFeed',
              'socIntegration',
              'deployment',
              'advancedSettings',
              'threatIntelFeed',
              'auditLog',
              'themeSettings',
              'logout',
            ],
      );
      expect(item(items, 'licenseManagement').tooltip).toBe(
        MESSAGES.selectCustomerToView('License Management'),
      );
      expect(item(items, 'threatFeed').to).toBe('/tenants/3/incidents');
      expect(item(items, 'deployment').to).toBe('/tenants/3/deployment');
    }
  });

  it('addresses the group of a multi-group Global View', () => {
    const items = menu('TenantAdmin', globalView(3, 8, { multiGroup: true }));
    expect(item(items, 'threatFeed').to).toBe('/tenants/3/incidents?group=8');
    expect(item(items, 'deployment').to).toBe('/tenants/3/deployment?group=8');
  });

  it('treats a multi-group Global View like any Global View, and an organization of that tenant as one', () => {
    const view = menu('BaitwatchAdmin', globalView(3, 8, { multiGroup: true }));
    expect(item(view, 'settings').disabled).toBe(true);
    expect(item(view, 'settings').tooltip).toBe(MESSAGES.selectCustomerToView('Settings'));
    expect(item(view, 'threatFeed').disabled).toBe(false);
    const organizationOfIt = menu('BaitwatchAdmin', organization(12, 'PHISHPROTSUITE', { multiGroup: true }));
    expect(organizationOfIt.every((entry) => !entry.disabled)).toBe(true);
    expect(item(organizationOfIt, 'settings').to).toBe('/customers/12/settings');
  });

  it('with the Super Feed, the threat feed is the super feed and organization pages need a customer', () => {
    const items = menu('BaitwatchAdmin', superFeed());
    expect(item(items, 'threatFeed').to).toBe('/super-feed');
    expect(item(items, 'deployment').tooltip).toBe(MESSAGES.selectCustomerToView('Deployment'));
    expect(enabled(items)).toEqual([
      'threatFeed',
      'advancedSettings',
      'threatIntelFeed',
      'auditLog',
      'themeSettings',
      'logout',
    ]);
  });

  it('opens the dashboard of an organization or of a Global View (decision 0044)', () => {
    expect(item(menu('CustomerAdmin', organization(11)), 'dashboard').to).toBe('/customers/11/dashboard');
    expect(item(menu('TenantAdmin', globalView(3, 7)), 'dashboard').to).toBe('/tenants/3/dashboard');
    expect(item(menu('BaitwatchAdmin', superFeed()), 'dashboard').disabled).toBe(true);
    expect(menuItemOfPage('/tenants/3/dashboard')).toBe('dashboard');
  });

  it('links an organization to its own pages', () => {
    const items = menu('BaitwatchAdmin', organization(11, 'PHISHPROTSUITE'));
    expect(items.every((entry) => !entry.disabled)).toBe(true);
    expect(item(items, 'threatFeed').to).toBe('/customers/11/incidents');
    expect(item(items, 'deployment').to).toBe('/customers/11/deployment');
    expect(item(items, 'licenseManagement').to).toBe('/customers/11/license-management');
    expect(item(items, 'settings').to).toBe('/customers/11/settings');
    expect(item(items, 'socIntegration').to).toBe('/soc-integration');
    expect(item(items, 'threatIntel').to).toBe('/threat-intel');
    expect(item(items, 'threatIntelFeed').to).toBe('/threat-intel-feed');
    expect(item(items, 'advancedSettings').to).toBe('/advanced-settings');
    expect(item(items, 'auditLog').to).toBe('/audit-log');
    expect(item(items, 'themeSettings').to).toBeNull();
    expect(item(items, 'logout').to).toBeNull();
  });
});

describe('profile menu: license types', () => {
  const roles: Role[] = ['BaitwatchAdmin', 'TenantAdmin', 'CustomerAdmin'];

  it('BASICPHISH disables Threat Intel with its tooltip, for every role', () => {
    for (const role of roles) {
      const threatIntel = item(menu(role, organization(11, 'BASICPHISH')), 'threatIntel');
      expect(threatIntel.disabled).toBe(true);
      expect(threatIntel.tooltip).toBe(MESSAGES.noThreatIntelAccess);
      expect(threatIntel.to).toBeNull();
    }
  });

  it('PHISHPROTSUITE enables everything the role sees', () => {
    for (const role of roles) {
      expect(menu(role, organization(11, 'PHISHPROTSUITE')).every((entry) => !entry.disabled)).toBe(true);
    }
  });

  it('TISOC: a CustomerAdmin sees only the allowed items, all usable', () => {
    const items = menu('CustomerAdmin', organization(11, 'TISOC'));
    expect(ids(items)).toEqual([
      'socIntegration',
      'settings',
      'threatIntel',
      'threatIntelFeed',
      'themeSettings',
      'logout',
    ]);
    expect(items.every((entry) => !entry.disabled)).toBe(true);
  });

  it('TISOC: provider and tenant admins keep their items but only some work', () => {
    for (const role of ['BaitwatchAdmin', 'TenantAdmin'] as const) {
      const items = menu(role, organization(11, 'TISOC'));
      for (const id of ['dashboard', 'threatFeed', 'deployment', 'licenseManagement'] as const) {
        expect(item(items, id).disabled).toBe(true);
        expect(item(items, id).tooltip).toBe(MESSAGES.exclusiveThreatIntel);
      }
      for (const id of ['socIntegration', 'settings', 'threatIntel'] as const) {
        expect(item(items, id).disabled).toBe(false);
      }
    }
    expect(item(menu('TenantAdmin', organization(11, 'TISOC')), 'mspCenter').disabled).toBe(false);
    expect(item(menu('BaitwatchAdmin', organization(11, 'TISOC')), 'advancedSettings').disabled).toBe(false);
  });

  it('a CustomerAdmin of a non-TISOC organization sees no threat intel feed', () => {
    for (const license of ['BASICPHISH', 'PHISHPROTSUITE'] satisfies LicenseType[]) {
      expect(ids(menu('CustomerAdmin', organization(11, license)))).not.toContain('threatIntelFeed');
    }
  });
});
