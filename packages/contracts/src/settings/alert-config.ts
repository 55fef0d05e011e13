import type { z } from 'zod';
import {
  EXTENSION_CONFIG_DEFAULTS,
  extensionAlertConfigSchema,
  type extnSettingSchema,
} from '../extension/extension-config.ts';

/**
 * The alert (banner) configuration of an organization (spec doc 2 §3 "Alert config", §4, §5, §8): the
 * customer settings' Config tab, and the provider's Extension Settings and Google Form switch, which
 * save through the same call. Quoted messages are the spec's, word for word.
 */
export const ALERT_CONFIG_MESSAGES = {
  updated: 'Configuration updated successfully',
  couldNotGet: 'Could not get customer alert config!',
  couldNotUpdate: 'could not update customer alert config!',
  labelTooLong: 'Label can have maximum length of 25 characters',
  emailInvalid: 'Email address is invalid',
  phoneInvalid: 'Phone number is invalid. Phone number should be in this format ( 1234567890 )',
  // Ours: the spec words no message for these.
  labelRequired: 'Label is required when Configure Label is ticked.',
  progressBarInvalid: 'A thin progress bar needs the processing banner on.',
  extnSettingsTypes: 'Extension settings need exactly one Threat and one Incident entry.',
  alertNeedsReporting: 'Alert can be on only while Reporting is on.',
  providerOnly: 'Only the provider changes the extension settings and Google Form scanning.',
} as const;

export const LABEL_MAX_LENGTH = 25;
/** The label the banner shows when none is configured: the product's short name. */
export const DEFAULT_ALERT_LABEL = EXTENSION_CONFIG_DEFAULTS.alertConfig.label;

/** The alert config as the console reads it (and as the extension receives it). */
export const alertConfigSchema = extensionAlertConfigSchema;
export type AlertConfig = z.infer<typeof alertConfigSchema>;

export type ExtnSetting = z.infer<typeof extnSettingSchema>;
export type ExtnSettingType = ExtnSetting['type'];
/** Extension Settings' blocks, in the spec's order (doc 2 §2: a Threat block and an Incident block). */
export const EXTN_SETTING_BLOCKS: readonly { type: ExtnSettingType; title: string }[] = [
  { type: 'threat', title: 'Threat' },
  { type: 'incident', title: 'Incident' },
];

/** Reporting off forces Alert off (doc 2 §4 "Extension settings"). */
export function setExtnSetting(
  settings: readonly ExtnSetting[],
  type: ExtnSettingType,
  change: { report?: boolean; alert?: boolean },
): ExtnSetting[] {
  return settings.map((entry) => {
    if (entry.type !== type) return entry;
    const report = change.report ?? entry.report;
    return { type, report, alert: report && (change.alert ?? entry.alert) };
  });
}

/** The Progress Bar dropdown (doc 2 §2), and its flags both ways (doc 2 §4 "Progress bar option and flags"). */
export const PROGRESS_BAR_OPTIONS = ['Full-size banner', 'Thin progress bar', 'None'] as const;
export type ProgressBarOption = (typeof PROGRESS_BAR_OPTIONS)[number];
type ProgressFlags = { showProcessingBanner: boolean; showProcessingBar: boolean };

export function progressBarFlags(option: ProgressBarOption): ProgressFlags {
  if (option === 'None') return { showProcessingBanner: false, showProcessingBar: false };
  if (option === 'Thin progress bar') return { showProcessingBanner: true, showProcessingBar: true };
  return { showProcessingBanner: true, showProcessingBar: false };
}

export function progressBarOption(flags: ProgressFlags): ProgressBarOption {
  if (!flags.showProcessingBanner) return 'None';
  return flags.showProcessingBar ? 'Thin progress bar' : 'Full-size banner';
}

/** Ten digits with optional parentheses and separators (doc 2 §5). */
export const PHONE_PATTERN = /^\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;
