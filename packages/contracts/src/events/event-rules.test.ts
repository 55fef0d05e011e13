import { describe, expect, it } from 'vitest';
import { canSeeUpdateStatus, eventActionRules } from './event-rules.ts';

const incident = { type: 0, triagedEvent: false, isVerified: 'N' as const };
const verifiedIncident = { type: 0, triagedEvent: true, isVerified: 'Y' as const };
const reported = { type: 3, triagedEvent: false, isVerified: 'N' as const };
const googleForm = { type: 4, triagedEvent: false, isVerified: 'N' as const };
const productVerified = { type: 5, triagedEvent: false, isVerified: 'Y' as const };

describe('Update Status control', () => {
  it('is always shown to BaitwatchAdmin', () => {
    for (const e of [incident, verifiedIncident, reported, googleForm, productVerified])
      expect(canSeeUpdateStatus('BaitwatchAdmin', e)).toBe(true);
  });
  it('is shown to other roles only on unverified events that are neither reported nor Google Form', () => {
    for (const role of ['TenantAdmin', 'CustomerAdmin'] as const) {
      expect(canSeeUpdateStatus(role, incident)).toBe(true);
      expect(canSeeUpdateStatus(role, verifiedIncident)).toBe(false);
      expect(canSeeUpdateStatus(role, reported)).toBe(false);
      expect(canSeeUpdateStatus(role, googleForm)).toBe(false);
      expect(canSeeUpdateStatus(role, productVerified)).toBe(false);
    }
  });
});

describe('eventActionRules', () => {
  it('lets only BaitwatchAdmin verify, on incidents or events with isVerified N', () => {
    expect(eventActionRules('BaitwatchAdmin', 'incidents', incident).verify).toBe(true);
    expect(eventActionRules('BaitwatchAdmin', 'incidents', verifiedIncident).verify).toBe(true);
    expect(eventActionRules('BaitwatchAdmin', 'incidents', reported).verify).toBe(true);
    expect(eventActionRules('BaitwatchAdmin', 'incidents', productVerified).verify).toBe(false);
    expect(eventActionRules('TenantAdmin', 'incidents', incident).verify).toBe(false);
    expect(eventActionRules('CustomerAdmin', 'incidents', incident).verify).toBe(false);
  });

  it('lets only BaitwatchAdmin unverify: in threat-intel views, or a verified event elsewhere', () => {
    expect(eventActionRules('BaitwatchAdmin', 'threatIntel', incident).unverify).toBe(true);
    expect(eventActionRules('BaitwatchAdmin', 'incidents', verifiedIncident).unverify).toBe(true);
    expect(eventActionRules('BaitwatchAdmin', 'incidents', incident).unverify).toBe(false);
    expect(eventActionRules('TenantAdmin', 'threatIntel', verifiedIncident).unverify).toBe(false);
    expect(eventActionRules('CustomerAdmin', 'threatIntel', verifiedIncident).unverify).toBe(false);
  });

  it('offers false positive to BaitwatchAdmin in incident and super-feed views, to others with Update Status', () => {
    expect(eventActionRules('BaitwatchAdmin', 'incidents', reported).falsePositive).toBe(true);
    expect(eventActionRules('BaitwatchAdmin', 'superFeed', verifiedIncident).falsePositive).toBe(true);
    expect(eventActionRules('BaitwatchAdmin', 'threatIntel', incident).falsePositive).toBe(false);
    expect(eventActionRules('CustomerAdmin', 'incidents', incident).falsePositive).toBe(true);
    expect(eventActionRules('TenantAdmin', 'incidents', incident).falsePositive).toBe(true);
    expect(eventActionRules('CustomerAdmin', 'incidents', reported).falsePositive).toBe(false);
    expect(eventActionRules('TenantAdmin', 'incidents', verifiedIncident).falsePositive).toBe(false);
  });

  it('lets BaitwatchAdmin clear in incident views, a TenantAdmin reported, Google Form or verified events, a CustomerAdmin never', () => {
    expect(eventActionRules('BaitwatchAdmin', 'incidents', incident).clear).toBe(true);
    expect(eventActionRules('BaitwatchAdmin', 'superFeed', incident).clear).toBe(false);
    expect(eventActionRules('TenantAdmin', 'incidents', reported).clear).toBe(true);
    expect(eventActionRules('TenantAdmin', 'incidents', googleForm).clear).toBe(true);
    expect(eventActionRules('TenantAdmin', 'incidents', verifiedIncident).clear).toBe(true);
    expect(eventActionRules('TenantAdmin', 'incidents', incident).clear).toBe(false);
    for (const e of [incident, reported, googleForm, verifiedIncident])
      expect(eventActionRules('CustomerAdmin', 'incidents', e).clear).toBe(false);
  });
});
