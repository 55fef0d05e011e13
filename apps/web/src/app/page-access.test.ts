import { MESSAGES } from '@baitwatch/contracts/common/messages';
import type { Role } from '@baitwatch/contracts/common/product';
import type { PortalCustomer } from '@baitwatch/contracts/organizations/portal-customers';
import { SHELL_MESSAGES } from '@baitwatch/contracts/web-shell/messages';
import { describe, expect, it } from 'vitest';
import { globalView, organization, superFeed } from '../test/entries.ts';
import { pageAccess } from './page-access.ts';

const suite = organization(11, 'PHISHPROTSUITE');
const basic = organization(12, 'BASICPHISH');
const tisoc = organization(13, 'TISOC');
const view = globalView(3, 7);
const providerList = [superFeed(), view, suite, basic, tisoc];

const access = (role: Role, selected: PortalCustomer | null, address: string, customers = providerList) => {
  const [pathname = address, search = ''] = address.split(/(?=\?)/);
  return pageAccess({ role, customers, selected, pathname, search });
};
const open = { kind: 'open' };
const notAuthorized = { kind: 'notAuthorized' };

describe('pageAccess: pages follow the profile menu', () => {
  it('refuses a PHISHPROTSUITE CustomerAdmin the Threat Intel Feed the menu does not offer', () => {
    const own = [suite];
    expect(access('CustomerAdmin', suite, '/threat-intel-feed', own)).toEqual(notAuthorized);
    expect(access('CustomerAdmin', suite, '/threat-intel-feed/ev-1', own)).toEqual(notAuthorized);
    expect(access('BaitwatchAdmin', suite, '/threat-intel-feed')).toEqual(open);
    expect(access('CustomerAdmin', tisoc, '/threat-intel-feed', [tisoc])).toEqual(open);
  });

  it('keeps Add to Threat Intel to the provider, whatever the address', () => {
    expect(access('CustomerAdmin', suite, '/customers/11/threat-intel/ev-1', [suite])).toEqual(notAuthorized);
    expect(access('TenantAdmin', view, '/tenants/3/11/threat-intel/ev-1', [view, suite])).toEqual(
      notAuthorized,
    );
    expect(access('BaitwatchAdmin', suite, '/customers/11/threat-intel/ev-1')).toEqual(open);
  });

  it('keeps role pages to their roles', () => {
    expect(access('BaitwatchAdmin', superFeed(), '/tenant-admin')).toEqual(notAuthorized);
    expect(access('TenantAdmin', suite, '/tenant-admin/add-admin', [view, suite])).toEqual(open);
    expect(access('TenantAdmin', suite, '/advanced-settings', [view, suite])).toEqual(notAuthorized);
    expect(access('BaitwatchAdmin', suite, '/advanced-settings/add-edit-brandpolicy')).toEqual(open);
  });

  it('serves the Super Feed to its entry only, and selects it whatever was selected', () => {
    expect(access('BaitwatchAdmin', suite, '/super-feed/ev-1')).toEqual(open);
    expect(access('CustomerAdmin', suite, '/super-feed', [suite])).toEqual(notAuthorized);
    expect(access('CustomerAdmin', tisoc, '/super-feed', [tisoc])).toEqual({
      kind: 'redirect',
      to: '/threat-intel',
      notice: null,
    });
  });

  it('answers an organization outside the list, or a malformed id, with "not authorized"', () => {
    expect(access('CustomerAdmin', suite, '/customers/99/incidents', [suite])).toEqual(notAuthorized);
    expect(access('CustomerAdmin', suite, '/customers/abc/incidents', [suite])).toEqual(notAuthorized);
    expect(access('TenantAdmin', suite, '/tenants/9/incidents', [view, suite])).toEqual(notAuthorized);
  });

  it('judges an organization address by its own organization, not the current selection', () => {
    expect(access('BaitwatchAdmin', superFeed(), '/customers/11/settings/add-admin')).toEqual(open);
    expect(access('BaitwatchAdmin', suite, '/customers/13/incidents')).toEqual({
      kind: 'redirect',
      to: '/threat-intel',
      notice: null,
    });
  });

  it('sends a Global View from pages of one organization to its incidents, with the notice', () => {
    const toIncidents = {
      kind: 'redirect',
      to: '/tenants/3/incidents',
      notice: SHELL_MESSAGES.globalViewRedirect,
    };
    expect(access('TenantAdmin', view, '/soc-integration', [view, suite])).toEqual(open);
    expect(access('TenantAdmin', view, '/tenants/3/license-management', [view, suite])).toEqual(toIncidents);
    expect(access('TenantAdmin', view, '/tenants/3/deployment', [view, suite])).toEqual(open);
  });

  it('sends an organization without threat intel from Threat Intel to its incidents, with the notice', () => {
    expect(access('CustomerAdmin', basic, '/threat-intel', [basic])).toEqual({
      kind: 'redirect',
      to: '/customers/12/incidents',
      notice: MESSAGES.noThreatIntelAccess,
    });
  });

  it('answers the organization pages with "not authorized" while no organization is selected', () => {
    expect(access('BaitwatchAdmin', superFeed(), '/soc-integration')).toEqual(notAuthorized);
    expect(access('TenantAdmin', null, '/threat-intel', [])).toEqual(notAuthorized);
    expect(access('TenantAdmin', null, '/tenant-admin', [])).toEqual(open);
  });

  it('leaves pages the menu does not open to their routes (unknown paths go to the default)', () => {
    expect(access('CustomerAdmin', suite, '/customers/11/no-such-page', [suite])).toEqual(open);
  });
});
