import type { AuditEntry } from '@baitwatch/contracts/audit/list-audit-log';
import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { EXTENSION_CONFIG_DEFAULTS } from '@baitwatch/contracts/extension/extension-config';
import { ALERT_CONFIG_MESSAGES as A, type AlertConfig } from '@baitwatch/contracts/settings/alert-config';
import { SCAN_CONFIG_MESSAGES as S } from '@baitwatch/contracts/settings/scan-config';
import { beforeAll, describe, expect, it } from 'vitest';
import { lookups } from '../../db/schema/index.ts';
import { bearer, registerManaged } from '../../test/extension-kit.ts';
import { ALL_USERS, type WorldUser } from '../../test/fixtures.ts';
import { worldApp } from '../../test/world-app.ts';

// Alert config (the Config tab, Extension Settings, the Google Form switch) and Scan Settings:
// doc 2 §3, §4, §5, §7; decision 0036.
const api = worldApp();
const { call } = api;
beforeAll(async () => {
  const entries = {
    LKP_SRVC_TYPE: ['PP1', 'OPENAI1'],
    LKP_SCANNING_RULE: ['RULE_DEFAULT', 'RULE_STRICT'],
    LKP_MM_SCANPOLICY: ['BBP1', 'BBP2'],
    LKP_MM_IMG_SIZE: ['MM_IMG_SIZE_01', 'MM_IMG_SIZE_02'],
  };
  await api.t.deps.database.db
    .insert(lookups)
    .values(
      Object.entries(entries).flatMap(([lookupId, codes]) =>
        codes.map((code) => ({ lookupId, code, value: code })),
      ),
    );
});

const alertUrl = (id: number) => `/v1/portal/customers/${id}/alert-configurations`;
const scanUrl = (id: number) => `/v1/portal/${id}/scanconfig-settings`;
const defaults = EXTENSION_CONFIG_DEFAULTS;
const defaultAlert = (): AlertConfig => ({
  ...defaults.alertConfig,
  extn_settings: defaults.alertConfig.extn_settings.map((entry) => ({ ...entry })),
});
const descs = (res: { json: () => { errors: { desc: string }[] } }) => res.json().errors.map((e) => e.desc);

describe('alert configurations: who may read and change them', () => {
  const expected = (who: WorldUser, organization: 'own' | 'tisoc') => {
    if (who === 'provider') return 200;
    if (organization === 'tisoc') return 403; // the tab is hidden for TISOC, and the API refuses (0036)
    return who === 'msp' || who === 'customer' ? 200 : 403;
  };

  it('answers the defaults to every role within its scope, 403 to others and for TISOC', async () => {
    const { mspOrg1, mspOrg3 } = api.world;
    for (const who of ALL_USERS) {
      const own = await call(who, 'GET', alertUrl(mspOrg1.id));
      const tisoc = await call(who, 'GET', alertUrl(mspOrg3.id));
      expect({ who, own: own.statusCode, tisoc: tisoc.statusCode }).toEqual({
        who,
        own: expected(who, 'own'),
        tisoc: expected(who, 'tisoc'),
      });
      if (own.statusCode === 200) expect(own.json()).toEqual(defaultAlert());
    }
    expect((await call('provider', 'GET', alertUrl(999_999))).statusCode).toBe(404);
    expect((await call('customer', 'GET', alertUrl(999_999))).statusCode).toBe(403);
    expect((await call('msp', 'GET', alertUrl(999_999))).statusCode).toBe(403);
  });

  it('is changed by every role within its scope, refused to others', async () => {
    const { mspOrg1, mspOrg3 } = api.world;
    for (const [index, who] of ALL_USERS.entries()) {
      const body = { ...defaultAlert(), isLabelConfigured: true, label: `Guard ${index}` };
      const own = await call(who, 'PUT', alertUrl(mspOrg1.id), body);
      const tisoc = await call(who, 'PUT', alertUrl(mspOrg3.id), body);
      expect({ who, own: own.statusCode, tisoc: tisoc.statusCode }).toEqual({
        who,
        own: expected(who, 'own'),
        tisoc: expected(who, 'tisoc'),
      });
      if (own.statusCode === 200) expect(own.json().label).toBe(`Guard ${index}`);
      else expect(descs(own)).toEqual([MESSAGES.notAuthorized]);
    }
    expect((await call('provider', 'PUT', alertUrl(999_999), defaultAlert())).statusCode).toBe(404);
    expect((await call('foreignMsp', 'PUT', alertUrl(999_999), defaultAlert())).statusCode).toBe(403);
  });

  it('lets only the provider change the extension settings and Google Form scanning', async () => {
    const { mspOrg2 } = api.world;
    const reportOff = defaultAlert();
    reportOff.extn_settings[0] = { type: 'incident', report: false, alert: false };
    const gform = { ...defaultAlert(), isGFormScanningEnabled: true };
    for (const who of ['msp', 'basic'] as const) {
      for (const body of [reportOff, gform]) {
        const res = await call(who, 'PUT', alertUrl(mspOrg2.id), body);
        expect(res.statusCode).toBe(403);
        expect(descs(res)).toEqual([A.providerOnly]);
      }
    }
    expect((await call('provider', 'PUT', alertUrl(mspOrg2.id), gform)).statusCode).toBe(200);
    // The organization's admin saves its own part with the provider's settings as it loaded them.
    const loaded = (await call('basic', 'GET', alertUrl(mspOrg2.id))).json();
    expect(loaded.isGFormScanningEnabled).toBe(true);
    const saved = await call('basic', 'PUT', alertUrl(mspOrg2.id), { ...loaded, hideThisIsSafeButton: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ isGFormScanningEnabled: true, hideThisIsSafeButton: true });
    expect((await call('provider', 'PUT', alertUrl(mspOrg2.id), defaultAlert())).statusCode).toBe(200);
  });
});

describe('alert configurations: the rules of doc 2 §5', () => {
  const contact = { isContactInfoConfigured: true, email: 'soc@acme.test', phone: '(123) 456-7890' };
  const cases: { name: string; change: object; errors?: string[] }[] = [
    { name: 'a label of 25 characters', change: { isLabelConfigured: true, label: 'x'.repeat(25) } },
    {
      name: 'a label of 26 characters',
      change: { isLabelConfigured: true, label: 'x'.repeat(26) },
      errors: [A.labelTooLong],
    },
    {
      name: 'an empty ticked label',
      change: { isLabelConfigured: true, label: '  ' },
      errors: [A.labelRequired],
    },
    { name: 'valid contact info', change: contact },
    { name: 'ten plain digits', change: { ...contact, phone: '1234567890' } },
    { name: 'an invalid email', change: { ...contact, email: 'soc@' }, errors: [A.emailInvalid] },
    { name: 'a missing email', change: { ...contact, email: null }, errors: [A.emailInvalid] },
    { name: 'nine digits', change: { ...contact, phone: '123456789' }, errors: [A.phoneInvalid] },
    { name: 'letters in the phone', change: { ...contact, phone: '12345abcde' }, errors: [A.phoneInvalid] },
    { name: 'an unticked bad contact', change: { isContactInfoConfigured: false, email: 'x', phone: 'y' } },
    {
      name: 'a thin bar without the banner',
      change: { showProcessingBanner: false, showProcessingBar: true },
      errors: [A.progressBarInvalid],
    },
    { name: 'no progress bar', change: { showProcessingBanner: false, showProcessingBar: false } },
    {
      name: 'an alert without reporting',
      change: {
        extn_settings: [
          { type: 'incident', report: false, alert: true },
          { type: 'threat', report: true, alert: true },
        ],
      },
      errors: [A.alertNeedsReporting],
    },
    {
      name: 'a missing type',
      change: { extn_settings: [{ type: 'threat', report: true, alert: true }] },
      errors: [A.extnSettingsTypes],
    },
  ];

  it.each(cases)('$name', async ({ change, errors }) => {
    const res = await call('provider', 'PUT', alertUrl(api.world.mspOrg2.id), {
      ...defaultAlert(),
      ...change,
    });
    if (errors) {
      expect(res.statusCode).toBe(400);
      expect(descs(res)).toEqual(errors);
    } else expect(res.statusCode).toBe(200);
  });

  it('keeps no label or contact info that is not ticked, and reads the default label', async () => {
    const url = alertUrl(api.world.mspOrg2.id);
    const res = await call('provider', 'PUT', url, {
      ...defaultAlert(),
      label: 'Ignored',
      email: 'soc@acme.test',
      phone: '1234567890',
    });
    expect(res.json()).toMatchObject({ label: defaults.alertConfig.label, email: null, phone: null });
    expect((await call('provider', 'GET', url)).json()).toEqual(defaultAlert());
  });
});

describe('scan config settings', () => {
  const saved = () => ({ ...defaults.scanConfig });

  it('are read and changed by the provider only, for any organization', async () => {
    const { mspOrg1, mspOrg3 } = api.world;
    for (const who of ALL_USERS) {
      const read = await call(who, 'GET', scanUrl(mspOrg1.id));
      const change = await call(who, 'PUT', scanUrl(mspOrg3.id), saved());
      const status = who === 'provider' ? 200 : 403;
      expect({ who, read: read.statusCode, change: change.statusCode }).toEqual({
        who,
        read: status,
        change: status,
      });
    }
    expect((await call('provider', 'GET', scanUrl(mspOrg1.id))).json()).toEqual(defaults.scanConfig);
    expect((await call('provider', 'GET', scanUrl(999_999))).statusCode).toBe(404);
    expect((await call('provider', 'PUT', scanUrl(999_999), saved())).statusCode).toBe(404);
    expect((await call('msp', 'GET', scanUrl(999_999))).statusCode).toBe(403);
  });

  const cases: { name: string; change: object; errors?: string[] }[] = [
    { name: 'the defaults', change: {} },
    { name: 'Screenshot Optimisation with Demo Mode', change: { demomodeEnabled: true, ssOptEnabled: true } },
    {
      name: 'Screenshot Optimisation without Demo Mode',
      change: { ssOptEnabled: true },
      errors: [S.ssOptNeedsDemo],
    },
    {
      name: 'Demo Mode with Scanning Rule',
      change: { demomodeEnabled: true, scanningRuleEnabled: true },
      errors: [S.demoWithRule],
    },
    {
      name: 'multimodal with OPENAI1',
      change: { mmEnabled: true, lookupCode: 'OPENAI1', imageSize: 'MM_IMG_SIZE_01' },
    },
    { name: 'multimodal with PP1', change: { mmEnabled: true }, errors: [S.serviceType] },
    { name: 'OPENAI1 without multimodal', change: { lookupCode: 'OPENAI1' }, errors: [S.serviceType] },
    {
      name: 'unknown codes',
      change: { scanningRuleCode: 'RULE_X', strMMPolicy: 'BBP9', imageSize: 'HUGE' },
      errors: [
        S.unknownCode('scanning rule', 'RULE_X'),
        S.unknownCode('multimodal policy', 'BBP9'),
        S.unknownCode('image size', 'HUGE'),
      ],
    },
    { name: 'a known scanning rule', change: { scanningRuleEnabled: true, scanningRuleCode: 'RULE_STRICT' } },
  ];

  it.each(cases)('$name', async ({ change, errors }) => {
    const res = await call('provider', 'PUT', scanUrl(api.world.mspOrg2.id), { ...saved(), ...change });
    if (errors) {
      expect(res.statusCode).toBe(400);
      expect(descs(res)).toEqual(errors);
    } else {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...saved(), ...change });
    }
  });
});

describe('a saved change reaches the extension', () => {
  it("is in the organization's next config: the ETag changes, and an unchanged config answers 304", async () => {
    const { mspOrg1 } = api.world;
    const { token } = await registerManaged(api.t, mspOrg1.licenseKey);
    const config = (etag?: string) =>
      api.t.app.inject({
        url: '/extension/v1/config',
        headers: { ...bearer(token), ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const first = await config();
    const etag = first.headers.etag as string;
    expect((await config(etag)).statusCode).toBe(304);

    const alert = {
      ...defaultAlert(),
      isLabelConfigured: true,
      label: 'Acme Guard',
      hideThisIsSafeButton: true,
    };
    expect((await call('customer', 'PUT', alertUrl(mspOrg1.id), alert)).statusCode).toBe(200);
    const afterAlert = await config(etag);
    expect(afterAlert.statusCode).toBe(200);
    expect(afterAlert.headers.etag).not.toBe(etag);
    expect(afterAlert.json().alertConfig).toMatchObject({ label: 'Acme Guard', hideThisIsSafeButton: true });

    const scan = { ...defaults.scanConfig, demomodeEnabled: true, ssOptEnabled: true };
    expect((await call('provider', 'PUT', scanUrl(mspOrg1.id), scan)).statusCode).toBe(200);
    const afterScan = await config(afterAlert.headers.etag as string);
    expect(afterScan.statusCode).toBe(200);
    expect(afterScan.json().scanConfig).toEqual(scan);
    expect((await config(afterScan.headers.etag as string)).statusCode).toBe(304);
    // The same save again changes nothing, so the extension keeps its copy.
    expect((await call('provider', 'PUT', scanUrl(mspOrg1.id), scan)).statusCode).toBe(200);
    expect((await config(afterScan.headers.etag as string)).statusCode).toBe(304);
  });

  it('is recorded in the audit log under the screen that made it', async () => {
    const { mspOrg2 } = api.world;
    const gform = { ...defaultAlert(), isGFormScanningEnabled: true };
    const settings = { ...defaultAlert(), isGFormScanningEnabled: true };
    settings.extn_settings[1] = { type: 'threat', report: false, alert: false };
    await call('provider', 'PUT', alertUrl(mspOrg2.id), defaultAlert());
    await call('provider', 'PUT', alertUrl(mspOrg2.id), gform);
    await call('provider', 'PUT', alertUrl(mspOrg2.id), settings);
    await call('basic', 'PUT', alertUrl(mspOrg2.id), { ...settings, hideThisIsSafeButton: true });
    const log = await call('provider', 'GET', `/v1/audit-log?customerId=${mspOrg2.id}&pageSize=50`);
    const actions = (log.json().list as AuditEntry[]).map((entry) => entry.action);
    expect(actions.slice(0, 3)).toEqual([
      'alert-config.update',
      'extension-settings.update',
      'google-form-scanning.update',
    ]);
    const [latest] = log.json().list as AuditEntry[];
    expect(latest).toMatchObject({
      actorEmail: 'basic@test.local',
      target: 'Acme Two',
      before: { hideThisIsSafeButton: false },
      after: { hideThisIsSafeButton: true },
    });
    expect(actions).toContain('scan-config.update');
  });
});
