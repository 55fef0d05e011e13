import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { SHELL_MESSAGES } from '@baitwatch/contracts/web-shell/messages';
import { describe, expect, it } from 'vitest';
import { globalView, organization, superFeed } from '../test/entries.ts';
import { defaultPath, logoPath, navigationAfterSelect, tisocRedirect } from './redirects.ts';
import { isAllowedForTisoc } from './tisoc-paths.ts';

describe('defaultPath (root and unknown paths)', () => {
  it('sends a TenantAdmin to the MSP Center, with or without a selection', () => {
    expect(defaultPath('TenantAdmin', null)).toBe('/tenant-admin');
    expect(defaultPath('TenantAdmin', organization(11))).toBe('/tenant-admin');
  });

  it('sends a TISOC CustomerAdmin to Threat Intel', () => {
    expect(defaultPath('CustomerAdmin', organization(11, 'TISOC'))).toBe('/threat-intel');
  });

  it('sends a Global View selection to the tenant incidents, with the group when there are several', () => {
    expect(defaultPath('BaitwatchAdmin', globalView(3, 7))).toBe('/tenants/3/incidents');
    expect(defaultPath('BaitwatchAdmin', globalView(3, 8, { multiGroup: true }))).toBe(
      '/tenants/3/incidents?group=8',
    );
  });

  it('sends the Super Feed to its page and anyone else to the organization incidents', () => {
    expect(defaultPath('BaitwatchAdmin', superFeed())).toBe('/super-feed');
    expect(defaultPath('CustomerAdmin', organization(11))).toBe('/customers/11/incidents');
    expect(defaultPath('BaitwatchAdmin', organization(11, 'TISOC'))).toBe('/customers/11/incidents');
  });
});

describe('logoPath', () => {
  it('leads to the incidents of the selection', () => {
    expect(logoPath('TenantAdmin', organization(11))).toBe('/customers/11/incidents');
    expect(logoPath('TenantAdmin', globalView())).toBe('/tenants/3/incidents');
    expect(logoPath('BaitwatchAdmin', superFeed())).toBe('/super-feed');
  });

  it('falls back to the default where the incidents are off limits or nothing is selected', () => {
    expect(logoPath('CustomerAdmin', organization(11, 'TISOC'))).toBe('/threat-intel');
    expect(logoPath('TenantAdmin', null)).toBe('/tenant-admin');
  });
});

describe('TISOC allowed paths (decision 0003)', () => {
  it('confines a CustomerAdmin to the listed pages', () => {
    for (const path of [
      '/threat-intel',
      '/threat-intel-feed',
      '/threat-intel-feed/abc',
      '/soc-integration',
      '/customers/11/settings',
    ]) {
      expect(isAllowedForTisoc('CustomerAdmin', path)).toBe(true);
    }
    for (const path of [
      '/customers/11/incidents',
      '/customers/11/settings/add-admin',
      '/customers/11/deployment',
      '/tenant-admin',
      '/',
    ]) {
      expect(isAllowedForTisoc('CustomerAdmin', path)).toBe(false);
    }
  });

  it('leaves provider and tenant admins their own pages', () => {
    for (const path of [
      '/tenant-admin',
      '/tenant-admin/add-admin',
      '/advanced-settings',
      '/super-feed',
      '/customers/11/settings/add-admin',
    ]) {
      expect(isAllowedForTisoc('TenantAdmin', path)).toBe(true);
    }
    expect(isAllowedForTisoc('BaitwatchAdmin', '/customers/11/license-management')).toBe(false);
  });

  it('redirects only a TISOC selection on a page outside the list', () => {
    expect(tisocRedirect('CustomerAdmin', organization(11, 'TISOC'), '/customers/11/incidents')).toBe(
      '/threat-intel',
    );
    expect(tisocRedirect('CustomerAdmin', organization(11, 'TISOC'), '/soc-integration')).toBeNull();
    expect(
      tisocRedirect('CustomerAdmin', organization(11, 'PHISHPROTSUITE'), '/customers/11/incidents'),
    ).toBeNull();
    expect(tisocRedirect('TenantAdmin', null, '/tenant-admin')).toBeNull();
  });
});

describe('navigationAfterSelect (organization dropdown)', () => {
  it('keeps the section when switching organizations', () => {
    expect(navigationAfterSelect('BaitwatchAdmin', '/customers/11/incidents', organization(12))).toEqual({
      to: '/customers/12/incidents',
      notice: null,
    });
    expect(
      navigationAfterSelect('TenantAdmin', '/customers/11/settings/add-admin', organization(12)).to,
    ).toBe('/customers/12/settings');
    expect(
      navigationAfterSelect('TenantAdmin', '/customers/11/licensemanagement/5', organization(12)).to,
    ).toBe('/customers/12/license-management');
    expect(navigationAfterSelect('TenantAdmin', '/customers/11/incidents/ev-1', organization(12)).to).toBe(
      '/customers/12/incidents',
    );
    expect(navigationAfterSelect('TenantAdmin', '/customers/11/deployment', globalView()).to).toBe(
      '/tenants/3/deployment',
    );
    // The dashboard has both variants (decision 0044): it stays the dashboard either way.
    expect(navigationAfterSelect('TenantAdmin', '/customers/11/dashboard', globalView()).to).toBe(
      '/tenants/3/dashboard',
    );
    expect(navigationAfterSelect('TenantAdmin', '/tenants/3/dashboard', organization(12)).to).toBe(
      '/customers/12/dashboard',
    );
  });

  it('stays on pages that are not per organization', () => {
    expect(navigationAfterSelect('TenantAdmin', '/tenant-admin', organization(12)).to).toBe('/tenant-admin');
    expect(navigationAfterSelect('BaitwatchAdmin', '/advanced-settings', organization(12)).to).toBe(
      '/advanced-settings',
    );
  });

  it('sends the Global View away from License Management and Threat Intel with a notice', () => {
    for (const path of ['/customers/11/license-management', '/threat-intel']) {
      expect(navigationAfterSelect('TenantAdmin', path, globalView(3, 7))).toEqual({
        to: '/tenants/3/incidents',
        notice: SHELL_MESSAGES.globalViewRedirect,
      });
    }
    // SOC Integration shows a Global View the tenant's global key (decision 0046).
    expect(
      navigationAfterSelect('TenantAdmin', '/soc-integration', globalView(3, 9, { multiGroup: true })),
    ).toEqual({ to: '/soc-integration', notice: null });
    // An organization of a multi-group tenant is one organization: it may stay.
    expect(
      navigationAfterSelect(
        'TenantAdmin',
        '/soc-integration',
        organization(12, 'PHISHPROTSUITE', { multiGroup: true }),
      ),
    ).toEqual({ to: '/soc-integration', notice: null });
  });

  it('sends a TISOC organization to Threat Intel when the page is not allowed for it', () => {
    expect(
      navigationAfterSelect('BaitwatchAdmin', '/customers/11/incidents', organization(12, 'TISOC')),
    ).toEqual({
      to: '/threat-intel',
      notice: MESSAGES.exclusiveThreatIntel,
    });
    expect(navigationAfterSelect('TenantAdmin', '/customers/11/settings', organization(12, 'TISOC'))).toEqual(
      {
        to: '/customers/12/settings',
        notice: null,
      },
    );
  });

  it('opens the Super Feed page for the Super Feed entry, and leaves it for an organization', () => {
    expect(navigationAfterSelect('BaitwatchAdmin', '/customers/11/incidents', superFeed()).to).toBe(
      '/super-feed',
    );
    expect(navigationAfterSelect('BaitwatchAdmin', '/super-feed/abc', organization(12)).to).toBe(
      '/customers/12/incidents',
    );
  });
});
