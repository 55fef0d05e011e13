import { describe, expect, it } from 'vitest';
import { globalView, organization, superFeed } from '../test/entries.ts';
import { homePage } from './home-page.ts';

describe('homePage (the way back from "not authorized")', () => {
  it('names the default page as the profile menu does', () => {
    expect(homePage('TenantAdmin', organization(11))).toEqual({ to: '/tenant-admin', label: 'MSP Center' });
    expect(homePage('CustomerAdmin', organization(11))).toEqual({
      to: '/customers/11/incidents',
      label: 'Threat Feed',
    });
    expect(homePage('BaitwatchAdmin', globalView(3, 8, { multiGroup: true }))).toEqual({
      to: '/tenants/3/incidents?group=8',
      label: 'Threat Feed',
    });
  });

  it('names the Super Feed by its name', () => {
    expect(homePage('BaitwatchAdmin', superFeed())).toEqual({ to: '/super-feed', label: 'Super Feed' });
  });

  it('leads a TISOC selection to Threat Intel, the CustomerAdmin and the admins alike', () => {
    for (const role of ['CustomerAdmin', 'BaitwatchAdmin', 'TenantAdmin'] as const) {
      const expected = role === 'TenantAdmin' ? '/tenant-admin' : '/threat-intel';
      expect(homePage(role, organization(11, 'TISOC')).to).toBe(expected);
    }
    expect(homePage('BaitwatchAdmin', organization(11, 'TISOC')).label).toBe('Threat Intel');
  });
});
