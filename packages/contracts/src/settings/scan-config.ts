import type { z } from 'zod';
import { EXTENSION_CONFIG_DEFAULTS, extensionScanConfigSchema } from '../extension/extension-config.ts';

/**
 * Advanced Settings > Scan Settings (spec doc 2 §2, §3 "Scan config settings", §4, §5, §8). Quoted
 * messages are the spec's (doc 2 §8, doc 1 §8 lookups), word for word.
 */
export const SCAN_CONFIG_MESSAGES = {
  updated: 'Settings Updated Successfully',
  notUpdated: 'Settings Could not be updated',
  updateError: 'Error in updating settings. Contact support.',
  scanRuleLookupFailed: 'Scan Rule Lookup data request failed',
  mmPolicyLookupFailed: 'MM Brand Protection Lookup data request failed',
  imageSizeLookupFailed: 'MM Image Size Lookup data request failed',
  // doc 1 §8's generic lookup failure, for the service type list the spec names no message for.
  serviceTypeLookupFailed: 'Lookup data request failed',
  // The rule of doc 2 §5, which the spec states but does not quote.
  ssOptNeedsDemo: 'Screenshot Optimisation can only be enabled when Demo Mode is ON.',
  // Ours: the spec words no message for these.
  couldNotGet: 'Could not get scan config settings!',
  confirm: 'Do you want to update the scan settings ?',
  demoWithRule: 'Demo Mode and Scanning Rule cannot both be ON.',
  serviceType: 'The service type must be OPENAI1 with multimodal on, and PP1 with it off.',
  unknownCode: (field: string, code: string) => `${code} is not a known ${field}.`,
} as const;

export const scanConfigSchema = extensionScanConfigSchema;
export type ScanConfig = z.infer<typeof scanConfigSchema>;

/** The service type follows multimodal (doc 2 §3, §4). */
export const SERVICE_CODES = { multimodal: 'OPENAI1', default: 'PP1' } as const;
export const serviceCodeFor = (mmEnabled: boolean) =>
  mmEnabled ? SERVICE_CODES.multimodal : SERVICE_CODES.default;

/** A stored scan config as it may come: any field missing (never saved, or an older row). */
export type StoredScanConfig = { [K in keyof ScanConfig]?: ScanConfig[K] | null | undefined };

/**
 * The load rules of doc 2 §3: ppEnabled is true when null; demomode defaults to false; ssOpt is true
 * only when demomode and ssOpt are both true; the scanning rule is active only when demomode is false;
 * mm defaults to false. Codes missing take the spec's defaults.
 */
export function scanConfigOnLoad(stored: StoredScanConfig | null | undefined): ScanConfig {
  const d = EXTENSION_CONFIG_DEFAULTS.scanConfig;
  const s = stored ?? {};
  const demo = s.demomodeEnabled ?? false;
  const mm = s.mmEnabled ?? false;
  return {
    mmEnabled: mm,
    lookupCode: s.lookupCode ?? serviceCodeFor(mm),
    demomodeEnabled: demo,
    ppEnabled: s.ppEnabled ?? true,
    ssOptEnabled: demo && (s.ssOptEnabled ?? false),
    scanningRuleEnabled: !demo && (s.scanningRuleEnabled ?? false),
    scanningRuleCode: s.scanningRuleCode ?? d.scanningRuleCode,
    strMMPolicy: s.strMMPolicy ?? d.strMMPolicy,
    imageSize: s.imageSize ?? d.imageSize,
  };
}

type ScanSwitch = 'mmEnabled' | 'demomodeEnabled' | 'ssOptEnabled' | 'scanningRuleEnabled' | 'ppEnabled';

/**
 * One switch of the form, with its interlocks (doc 2 §4 "Scan settings"): multimodal sets the service
 * code; Demo Mode and Scanning Rule exclude each other; Scanning Rule on or Demo Mode off turns
 * Screenshot Optimisation off, which can be turned on only while Demo Mode is on.
 */
export function toggleScanSwitch(config: ScanConfig, key: ScanSwitch, on: boolean): ScanConfig {
  switch (key) {
    case 'mmEnabled':
      return { ...config, mmEnabled: on, lookupCode: serviceCodeFor(on) };
    case 'demomodeEnabled':
      return on
        ? { ...config, demomodeEnabled: true, scanningRuleEnabled: false }
        : { ...config, demomodeEnabled: false, ssOptEnabled: false };
    case 'scanningRuleEnabled':
      return on
        ? { ...config, scanningRuleEnabled: true, demomodeEnabled: false, ssOptEnabled: false }
        : { ...config, scanningRuleEnabled: false };
    case 'ssOptEnabled':
      return config.demomodeEnabled || !on ? { ...config, ssOptEnabled: on } : config;
    case 'ppEnabled':
      return { ...config, ppEnabled: on };
  }
}
