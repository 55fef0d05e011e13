import { describe, expect, it } from 'vitest';
import { EXTENSION_CONFIG_DEFAULTS } from '../extension/extension-config.ts';
import { scanConfigOnLoad, toggleScanSwitch } from './scan-config.ts';

const base = { ...EXTENSION_CONFIG_DEFAULTS.scanConfig };

describe('the scan config load rules (doc 2 §3)', () => {
  it('gives the defaults for nothing saved, and applies each rule', () => {
    expect(scanConfigOnLoad(null)).toEqual(base);
    expect(scanConfigOnLoad({ ppEnabled: null, mmEnabled: null, demomodeEnabled: null })).toEqual(base);
    expect(scanConfigOnLoad({ ssOptEnabled: true, demomodeEnabled: false }).ssOptEnabled).toBe(false);
    expect(scanConfigOnLoad({ ssOptEnabled: true, demomodeEnabled: true }).ssOptEnabled).toBe(true);
    expect(scanConfigOnLoad({ scanningRuleEnabled: true, demomodeEnabled: true }).scanningRuleEnabled).toBe(
      false,
    );
    expect(scanConfigOnLoad({ scanningRuleEnabled: true }).scanningRuleEnabled).toBe(true);
  });
});

describe('the scan settings interlocks (doc 2 §4)', () => {
  it('sets the service code with multimodal', () => {
    expect(toggleScanSwitch(base, 'mmEnabled', true).lookupCode).toBe('OPENAI1');
    expect(toggleScanSwitch(toggleScanSwitch(base, 'mmEnabled', true), 'mmEnabled', false).lookupCode).toBe(
      'PP1',
    );
  });
  it('keeps Demo Mode and Scanning Rule apart, and Screenshot Optimisation with Demo Mode', () => {
    const rule = toggleScanSwitch(base, 'scanningRuleEnabled', true);
    const demo = toggleScanSwitch(rule, 'demomodeEnabled', true);
    expect(demo).toMatchObject({ demomodeEnabled: true, scanningRuleEnabled: false });
    const ss = toggleScanSwitch(demo, 'ssOptEnabled', true);
    expect(ss.ssOptEnabled).toBe(true);
    expect(toggleScanSwitch(ss, 'demomodeEnabled', false)).toMatchObject({
      demomodeEnabled: false,
      ssOptEnabled: false,
    });
    expect(toggleScanSwitch(ss, 'scanningRuleEnabled', true)).toMatchObject({
      scanningRuleEnabled: true,
      demomodeEnabled: false,
      ssOptEnabled: false,
    });
    expect(toggleScanSwitch(base, 'ssOptEnabled', true).ssOptEnabled).toBe(false);
  });
});
