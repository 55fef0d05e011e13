import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../events/event-types.ts';
import { storedGoogleFormUrl } from '../settings/google-form-address.ts';
import { BLOCKLIST_MODEL_CODE, underConfig } from './config-rules.ts';
import { EXTENSION_CONFIG_DEFAULTS, type ExtensionConfig } from './extension-config.ts';
import type { ReportEvent } from './report-event.ts';

const config = (changes: Partial<ExtensionConfig> = {}, alert: object = {}): ExtensionConfig =>
  ({
    allowedDomains: [],
    allowedGoogleFormUrls: [],
    blockedUrls: [],
    brandPolicies: [],
    ...changes,
    alertConfig: { ...EXTENSION_CONFIG_DEFAULTS.alertConfig, ...alert },
  }) as unknown as ExtensionConfig;
const event = (url: string, type: number = EVENT_TYPES.incident): ReportEvent => ({
  eventId: '00000000-0000-4000-8000-000000000001',
  type,
  url,
  detectionTime: '2026-11-20T12:00:00Z',
  brands: ['Contoso'],
  modelCode: 'PP1',
});
const reported = (verdict: ReturnType<typeof underConfig>) => (verdict.report ? verdict.event : verdict.why);

describe('a detection under its organization configuration', () => {
  it('is reported as it is by default, except a Google Form (scanning is off by default)', () => {
    expect(reported(underConfig(config(), event('https://contoso-login.example.com/')))).toMatchObject({
      modelCode: 'PP1',
    });
    const form = event('https://docs.google.com/forms/d/e/abc/viewform', EVENT_TYPES.googleFormPassword);
    expect(reported(underConfig(config(), form))).toBe('Google Form scanning off');
    expect(reported(underConfig(config({}, { isGFormScanningEnabled: true }), form))).toMatchObject({
      type: 4,
    });
  });

  it('skips allowed domains and their subdomains, and allowed Google Forms by prefix', () => {
    const allowed = config({ allowedDomains: ['example.com', 'intranet.test:8443'] });
    expect(reported(underConfig(allowed, event('https://login.example.com/x')))).toBe('allowed domain');
    expect(reported(underConfig(allowed, event('https://example.com.evil.test/x')))).toMatchObject({});
    expect(reported(underConfig(allowed, event('https://intranet.test/x')))).not.toBe('allowed domain');
    expect(reported(underConfig(allowed, event('https://intranet.test:8443/x')))).toBe('allowed domain');
    const form = 'https://docs.google.com/forms/d/e/allowed/viewform';
    const forms = config(
      { allowedGoogleFormUrls: [storedGoogleFormUrl('docs.google.com/forms/d/e/allowed')] },
      { isGFormScanningEnabled: true },
    );
    expect(reported(underConfig(forms, event(form, EVENT_TYPES.googleFormPassword)))).toBe(
      'allowed Google Form',
    );
  });

  it('reports a blocked URL as a blocklist incident, and follows each type block’s Reporting switch', () => {
    const blocked = config({ blockedUrls: ['https://pay-now.example.net/'] });
    expect(
      reported(underConfig(blocked, event('https://PAY-NOW.example.net/login', EVENT_TYPES.unknown))),
    ).toMatchObject({
      type: EVENT_TYPES.incident,
      brands: [],
      modelCode: BLOCKLIST_MODEL_CODE,
    });
    const noThreats = config(
      {},
      {
        extn_settings: [
          { type: 'incident', report: true, alert: true },
          { type: 'threat', report: false, alert: false },
        ],
      },
    );
    expect(reported(underConfig(noThreats, event('https://x.example.org/', EVENT_TYPES.reportedPhish)))).toBe(
      'reporting off',
    );
    expect(reported(underConfig(noThreats, event('https://x.example.org/')))).toMatchObject({ type: 0 });
  });
});
