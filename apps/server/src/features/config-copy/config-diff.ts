import {
  type AlertConfig,
  EXTN_SETTING_BLOCKS,
  progressBarOption,
} from '@baitwatch/contracts/settings/alert-config';
import type { ConfigCopyPart, ListCopyPart, SettingChange } from '@baitwatch/contracts/settings/config-copy';
import type { ScanConfig } from '@baitwatch/contracts/settings/scan-config';

/** What a copy reads and writes of one organization: its three lists (stored values) and settings. */
export interface OrganizationConfig {
  lists: Record<ListCopyPart, string[]>;
  alert: AlertConfig;
  scan: ScanConfig;
}

const onOff = (on: boolean) => (on ? 'On' : 'Off');
const orNone = (text: string | null) => text || 'None';

interface Setting {
  part: ConfigCopyPart;
  /** The setting's name as its screen labels it. */
  setting: string;
  read: (config: OrganizationConfig) => string;
}

const extnSetting = (type: 'threat' | 'incident', key: 'report' | 'alert') => (c: OrganizationConfig) =>
  onOff(c.alert.extn_settings.find((entry) => entry.type === type)?.[key] ?? false);

/** Every setting a copy may change, by part, named and shown as on its screen. */
const SETTINGS: readonly Setting[] = [
  { part: 'alertConfig', setting: 'Configure Label', read: (c) => onOff(c.alert.isLabelConfigured) },
  { part: 'alertConfig', setting: 'Label', read: (c) => c.alert.label },
  {
    part: 'alertConfig',
    setting: 'Configure Contact Info',
    read: (c) => onOff(c.alert.isContactInfoConfigured),
  },
  { part: 'alertConfig', setting: 'Email', read: (c) => orNone(c.alert.email) },
  { part: 'alertConfig', setting: 'Phone', read: (c) => orNone(c.alert.phone) },
  { part: 'alertConfig', setting: 'Progress Bar', read: (c) => progressBarOption(c.alert) },
  { part: 'alertConfig', setting: 'Hide This is safe', read: (c) => onOff(c.alert.hideThisIsSafeButton) },
  {
    part: 'alertConfig',
    setting: 'Report suspicious pages',
    read: (c) => onOff(c.alert.reportSuspiciousPages),
  },
  ...EXTN_SETTING_BLOCKS.flatMap(({ type, title }): Setting[] => [
    { part: 'extensionSettings', setting: `${title} Reporting`, read: extnSetting(type, 'report') },
    { part: 'extensionSettings', setting: `${title} Alert`, read: extnSetting(type, 'alert') },
  ]),
  { part: 'scanSettings', setting: 'Phish Protection', read: (c) => onOff(c.scan.ppEnabled) },
  { part: 'scanSettings', setting: 'Demo Mode', read: (c) => onOff(c.scan.demomodeEnabled) },
  { part: 'scanSettings', setting: 'Screenshot Optimisation', read: (c) => onOff(c.scan.ssOptEnabled) },
  { part: 'scanSettings', setting: 'Scanning Rule', read: (c) => onOff(c.scan.scanningRuleEnabled) },
  { part: 'scanSettings', setting: 'Scanning Rule Type', read: (c) => c.scan.scanningRuleCode },
  { part: 'scanSettings', setting: 'Multimodal', read: (c) => onOff(c.scan.mmEnabled) },
  { part: 'scanSettings', setting: 'Service Type', read: (c) => c.scan.lookupCode },
  { part: 'scanSettings', setting: 'Multimodal Policy', read: (c) => c.scan.strMMPolicy },
  { part: 'scanSettings', setting: 'Image Size', read: (c) => c.scan.imageSize },
  {
    part: 'scanSettings',
    setting: 'Google Form Scanning',
    read: (c) => onOff(c.alert.isGFormScanningEnabled),
  },
];

/** The source's entries the target lacks, whatever their case (the lists are unique in any case). */
function missing(source: readonly string[], target: readonly string[]): string[] {
  const present = new Set(target.map((value) => value.toLowerCase()));
  return source.filter((value) => !present.has(value.toLowerCase()));
}

/**
 * The target's configuration after the copy: each chosen list gains what it lacks; each chosen
 * settings part takes the source's values. Parts not chosen stay as they are.
 */
export function copiedConfig(
  source: OrganizationConfig,
  target: OrganizationConfig,
  parts: readonly ConfigCopyPart[],
): { added: Record<ListCopyPart, string[]>; next: OrganizationConfig } {
  const chosen = (part: ConfigCopyPart) => parts.includes(part);
  const addedTo = (list: ListCopyPart) =>
    chosen(list) ? missing(source.lists[list], target.lists[list]) : [];
  const added = {
    allowedDomains: addedTo('allowedDomains'),
    googleFormUrls: addedTo('googleFormUrls'),
    blockedUrls: addedTo('blockedUrls'),
  };
  const { extn_settings, isGFormScanningEnabled, ...alertFields } = source.alert;
  const alert: AlertConfig = {
    ...target.alert,
    ...(chosen('alertConfig') ? alertFields : {}),
    ...(chosen('extensionSettings') ? { extn_settings: extn_settings.map((entry) => ({ ...entry })) } : {}),
    ...(chosen('scanSettings') ? { isGFormScanningEnabled } : {}),
  };
  const scan = chosen('scanSettings') ? { ...source.scan } : target.scan;
  return { added, next: { lists: target.lists, alert, scan } };
}

/** The chosen parts' settings whose value differs between before and after, in screen order. */
export function settingChanges(
  before: OrganizationConfig,
  after: OrganizationConfig,
  parts: readonly ConfigCopyPart[],
): SettingChange[] {
  return SETTINGS.filter(({ part }) => parts.includes(part)).flatMap(({ part, setting, read }) => {
    const from = read(before);
    const to = read(after);
    return from === to ? [] : [{ part, setting, from, to }];
  });
}
