import type { AuditEntry } from '@baitwatch/contracts/audit/list-audit-log';
import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { EXTENSION_CONFIG_DEFAULTS } from '@baitwatch/contracts/extension/extension-config';
import type { AlertConfig } from '@baitwatch/contracts/settings/alert-config';
import {
  CONFIG_COPY_MAX_TARGETS,
  CONFIG_COPY_MESSAGES as M,
  type TargetChanges,
} from '@baitwatch/contracts/settings/config-copy';
import { describe, expect, it } from 'vitest';
import { lookups } from '../../db/schema/index.ts';
import { bearer, registerManaged } from '../../test/extension-kit.ts';
import { ALL_USERS, type WorldUser } from '../../test/fixtures.ts';
import { worldApp } from '../../test/world-app.ts';

// Copying an organization's configuration (beyond the spec; decision 0040).
const api = worldApp();
const { call } = api;

const previewUrl = (id: number) => `/v1/portal/customers/${id}/configuration-copy/preview`;
const copyUrl = (id: number) => `/v1/portal/customers/${id}/configuration-copy`;
const alertUrl = (id: number) => `/v1/portal/customers/${id}/alert-configurations`;
const domainsUrl = (id: number) => `/v1/portal/customers/${id}/whitelist-domain`;
const blockedUrl = (id: number) => `/v1/portal/customers/${id}/blacklist-urls`;
const formsUrl = (id: number) => `/v1/portal/customers/${id}/whitelist-url`;
const descs = (res: { json: () => { errors: { desc: string }[] } }) => res.json().errors.map((e) => e.desc);
const defaultAlert = (): AlertConfig => ({
  ...EXTENSION_CONFIG_DEFAULTS.alertConfig,
  extn_settings: EXTENSION_CONFIG_DEFAULTS.alertConfig.extn_settings.map((entry) => ({ ...entry })),
});
const LISTS_ONLY = { parts: ['allowedDomains', 'blockedUrls'] };

describe('copying a configuration: who may', () => {
  // A TenantAdmin within its tenant and the provider; organization admins configure only their own.
  const expected = (who: WorldUser) => (who === 'provider' || who === 'msp' ? 200 : 403);

  it('previews and copies for the provider and the tenant admin, 403 for everyone else', async () => {
    const { mspOrg1, mspOrg2 } = api.world;
    const body = { ...LISTS_ONLY, targetCustomerIds: [mspOrg2.id] };
    for (const who of ALL_USERS) {
      const preview = await call(who, 'POST', previewUrl(mspOrg1.id), body);
      const copy = await call(who, 'POST', copyUrl(mspOrg1.id), body);
      expect({ who, preview: preview.statusCode, copy: copy.statusCode }).toEqual({
        who,
        preview: expected(who),
        copy: expected(who),
      });
      if (preview.statusCode === 403) expect(descs(preview)).toEqual([MESSAGES.notAuthorized]);
    }
  });

  it('refuses a foreign organization as source or target, and an unknown one', async () => {
    const { mspOrg1, foreignOrg } = api.world;
    const to = (id: number) => ({ ...LISTS_ONLY, targetCustomerIds: [id] });
    expect((await call('msp', 'POST', previewUrl(mspOrg1.id), to(foreignOrg.id))).statusCode).toBe(403);
    expect((await call('msp', 'POST', copyUrl(foreignOrg.id), to(mspOrg1.id))).statusCode).toBe(403);
    expect((await call('foreignMsp', 'POST', copyUrl(foreignOrg.id), to(mspOrg1.id))).statusCode).toBe(403);
    expect((await call('msp', 'POST', copyUrl(mspOrg1.id), to(999_999))).statusCode).toBe(403);
    expect((await call('provider', 'POST', copyUrl(mspOrg1.id), to(999_999))).statusCode).toBe(404);
    // The provider copies across tenants.
    expect((await call('provider', 'POST', previewUrl(mspOrg1.id), to(foreignOrg.id))).statusCode).toBe(200);
  });

  it('leaves the Advanced Settings parts to the provider', async () => {
    const { mspOrg1, mspOrg2 } = api.world;
    for (const part of ['extensionSettings', 'scanSettings']) {
      const body = { parts: ['allowedDomains', part], targetCustomerIds: [mspOrg2.id] };
      const res = await call('msp', 'POST', previewUrl(mspOrg1.id), body);
      expect(res.statusCode).toBe(403);
      expect(descs(res)).toEqual([M.providerOnly]);
      expect((await call('provider', 'POST', previewUrl(mspOrg1.id), body)).statusCode).toBe(200);
    }
  });
});

describe('copying a configuration: bad input', () => {
  it.each([
    ['no parts', { parts: [], targetCustomerIds: [2] }, M.noParts],
    ['no organizations', { parts: ['alertConfig'], targetCustomerIds: [] }, M.noTargets],
    [
      'too many organizations',
      {
        parts: ['alertConfig'],
        targetCustomerIds: Array.from({ length: CONFIG_COPY_MAX_TARGETS + 1 }, (_, i) => i + 1),
      },
      M.tooManyTargets,
    ],
    // Beyond what an id column holds, a fraction, a string: refused before SQL (2^31 was a 500).
    [
      'an id beyond int4',
      { parts: ['alertConfig'], targetCustomerIds: [2 ** 31] },
      MESSAGES.invalidCustomerId,
    ],
    ['a fractional id', { parts: ['alertConfig'], targetCustomerIds: [1.5] }, MESSAGES.invalidCustomerId],
    ['an id as text', { parts: ['alertConfig'], targetCustomerIds: ['2'] }, MESSAGES.invalidCustomerId],
  ])('answers 400 for %s', async (_name, body, message) => {
    for (const url of [copyUrl(api.world.mspOrg1.id), `${copyUrl(api.world.mspOrg1.id)}/preview`]) {
      const res = await call('provider', 'POST', url, body);
      expect(res.statusCode).toBe(400);
      expect(descs(res)).toContain(message);
    }
  });

  it('answers 400 for an unknown part and for a copy to itself or to a TISOC organization', async () => {
    const { mspOrg1, mspOrg3 } = api.world;
    const unknown = await call('msp', 'POST', copyUrl(mspOrg1.id), {
      parts: ['brands'],
      targetCustomerIds: [2],
    });
    expect(unknown.statusCode).toBe(400);
    const itself = await call('msp', 'POST', copyUrl(mspOrg1.id), {
      parts: ['alertConfig'],
      targetCustomerIds: [mspOrg1.id],
    });
    expect(descs(itself)).toEqual([M.toItself]);
    const tisoc = await call('msp', 'POST', copyUrl(mspOrg1.id), {
      parts: ['alertConfig'],
      targetCustomerIds: [mspOrg3.id],
    });
    expect(tisoc.statusCode).toBe(400);
    expect(descs(tisoc)).toEqual([M.tisoc]);
    const fromTisoc = await call('provider', 'POST', copyUrl(mspOrg3.id), {
      parts: ['alertConfig'],
      targetCustomerIds: [mspOrg1.id],
    });
    expect(descs(fromTisoc)).toEqual([M.tisoc]);
  });
});

describe('copying a configuration: what it changes', () => {
  it('previews without changing, copies what the target lacks, audits it, and reaches the extensions', async () => {
    const { mspOrg1, foreignOrg } = api.world;
    // The provider copies to the foreign tenant's organization, which starts with one of the domains
    // in another case and its own blocked URL.
    const source = mspOrg1.id;
    const target = foreignOrg.id;
    for (const domain of ['copied.example.com', 'Shared.example.com'])
      expect((await call('msp', 'POST', domainsUrl(source), { domain })).statusCode).toBe(200);
    expect(
      (await call('msp', 'POST', blockedUrl(source), { url: 'https://bad.example.net/login' })).statusCode,
    ).toBe(200);
    expect(
      (await call('msp', 'POST', formsUrl(source), { url: 'docs.google.com/forms/d/e/copy/viewform' }))
        .statusCode,
    ).toBe(200);
    const sourceAlert = {
      ...defaultAlert(),
      isLabelConfigured: true,
      label: 'Contoso Guard',
      hideThisIsSafeButton: true,
    };
    expect((await call('msp', 'PUT', alertUrl(source), sourceAlert)).statusCode).toBe(200);
    const reportOff = { ...defaultAlert() };
    reportOff.extn_settings = reportOff.extn_settings.map((entry) =>
      entry.type === 'threat' ? { ...entry, report: false, alert: false } : entry,
    );
    expect(
      (
        await call('provider', 'PUT', alertUrl(source), {
          ...sourceAlert,
          extn_settings: reportOff.extn_settings,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call('foreignMsp', 'POST', domainsUrl(target), { domain: 'shared.example.com' })).statusCode,
    ).toBe(200);
    expect(
      (await call('foreignMsp', 'POST', blockedUrl(target), { url: 'https://own.example.org' })).statusCode,
    ).toBe(200);

    const { token } = await registerManaged(api.t, foreignOrg.licenseKey);
    const config = (etag?: string) =>
      api.t.app.inject({
        url: '/extension/v1/config',
        headers: { ...bearer(token), ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const etag = (await config()).headers.etag as string;

    const body = {
      parts: ['allowedDomains', 'googleFormUrls', 'blockedUrls', 'alertConfig', 'extensionSettings'],
      targetCustomerIds: [target],
    };
    const preview = await call('provider', 'POST', previewUrl(source), body);
    expect(preview.statusCode).toBe(200);
    const expectedTarget: TargetChanges = {
      customerId: target,
      organizationName: 'Other Org',
      added: {
        allowedDomains: ['copied.example.com'],
        googleFormUrls: ['https://docs.google.com/forms/d/e/copy/viewform'],
        blockedUrls: ['https://bad.example.net/login'],
      },
      changed: [
        { part: 'alertConfig', setting: 'Configure Label', from: 'Off', to: 'On' },
        {
          part: 'alertConfig',
          setting: 'Label',
          from: EXTENSION_CONFIG_DEFAULTS.alertConfig.label,
          to: 'Contoso Guard',
        },
        { part: 'alertConfig', setting: 'Hide This is safe', from: 'Off', to: 'On' },
        { part: 'extensionSettings', setting: 'Threat Reporting', from: 'On', to: 'Off' },
        { part: 'extensionSettings', setting: 'Threat Alert', from: 'On', to: 'Off' },
      ],
    };
    expect(preview.json()).toEqual({
      sourceName: 'Acme One',
      targets: [expectedTarget],
    });
    // The preview changed nothing.
    expect((await config(etag)).statusCode).toBe(304);

    const copy = await call('provider', 'POST', copyUrl(source), body);
    expect(copy.statusCode).toBe(200);
    expect(copy.json()).toEqual({ message: M.copied(1), sourceName: 'Acme One', targets: [expectedTarget] });

    const after = await config(etag);
    expect(after.statusCode).toBe(200);
    const extension = after.json();
    expect([...extension.allowedDomains].sort()).toEqual(['copied.example.com', 'shared.example.com']);
    expect(extension.blockedUrls).toEqual(
      expect.arrayContaining(['https://own.example.org', 'https://bad.example.net/login']),
    );
    expect(extension.alertConfig).toMatchObject({ label: 'Contoso Guard', hideThisIsSafeButton: true });
    expect(extension.alertConfig.extn_settings).toContainEqual({
      type: 'threat',
      report: false,
      alert: false,
    });

    // Added in the copier's name; audited once, in the target organization.
    const domains = (await call('foreignMsp', 'GET', domainsUrl(target))).json();
    expect(JSON.stringify(domains)).toContain('copied.example.com');
    const log = await call('provider', 'GET', `/v1/audit-log?customerId=${target}&pageSize=50`);
    const copies = (log.json().list as AuditEntry[]).filter((entry) => entry.action === 'configuration.copy');
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({
      target: 'Other Org',
      before: { Label: EXTENSION_CONFIG_DEFAULTS.alertConfig.label },
      after: {
        'Copied from': 'Acme One',
        Label: 'Contoso Guard',
        'Allowed Domains added': ['copied.example.com'],
      },
    });

    // Again: nothing left to change, nothing written.
    const again = await call('provider', 'POST', copyUrl(source), body);
    expect(again.json().message).toBe(M.copied(0));
    expect(again.json().targets[0]).toMatchObject({ added: { allowedDomains: [] }, changed: [] });
    expect((await config(after.headers.etag as string)).statusCode).toBe(304);
  });

  it('copies scan settings with Google Form scanning, as the provider', async () => {
    const { mspOrg1, mspOrg2 } = api.world;
    const scan = { ...EXTENSION_CONFIG_DEFAULTS.scanConfig, demomodeEnabled: true, ssOptEnabled: true };
    // The scan settings' codes are checked against their lookups on save; this world has none.
    await api.t.deps.database.db.insert(lookups).values(
      (
        [
          ['LKP_SRVC_TYPE', scan.lookupCode],
          ['LKP_SCANNING_RULE', scan.scanningRuleCode],
          ['LKP_MM_SCANPOLICY', scan.strMMPolicy],
          ['LKP_MM_IMG_SIZE', scan.imageSize],
        ] as const
      ).map(([lookupId, code]) => ({ lookupId, code, value: code })),
    );
    expect(
      (await call('provider', 'PUT', `/v1/portal/${mspOrg1.id}/scanconfig-settings`, scan)).statusCode,
    ).toBe(200);
    const current = (await call('provider', 'GET', alertUrl(mspOrg1.id))).json();
    expect(
      (await call('provider', 'PUT', alertUrl(mspOrg1.id), { ...current, isGFormScanningEnabled: true }))
        .statusCode,
    ).toBe(200);

    const res = await call('msp', 'POST', copyUrl(mspOrg1.id), {
      parts: ['alertConfig'],
      targetCustomerIds: [mspOrg2.id],
    });
    expect(res.json().targets[0].changed.map((c: { setting: string }) => c.setting)).not.toContain(
      'Google Form Scanning',
    );
    const copy = await call('provider', 'POST', copyUrl(mspOrg1.id), {
      parts: ['scanSettings'],
      targetCustomerIds: [mspOrg2.id],
    });
    expect(copy.statusCode).toBe(200);
    expect(copy.json().targets[0].changed).toEqual([
      { part: 'scanSettings', setting: 'Demo Mode', from: 'Off', to: 'On' },
      { part: 'scanSettings', setting: 'Screenshot Optimisation', from: 'Off', to: 'On' },
      { part: 'scanSettings', setting: 'Google Form Scanning', from: 'Off', to: 'On' },
    ]);
    expect((await call('provider', 'GET', `/v1/portal/${mspOrg2.id}/scanconfig-settings`)).json()).toEqual(
      scan,
    );
    expect((await call('basic', 'GET', alertUrl(mspOrg2.id))).json().isGFormScanningEnabled).toBe(true);
  });
});
