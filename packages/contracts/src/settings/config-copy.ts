import { z } from 'zod';
import { idField } from '../common/ids.ts';
import { MESSAGES } from '../common/messages.ts';
import { PRODUCT_NAME } from '../common/product.ts';

/**
 * Beyond the spec (decision 0040): copying an organization's configuration to other
 * organizations in the user's scope, in one action, after a preview of what changes. The lists are
 * merged (what the target lacks is added, nothing is removed); the settings parts are overwritten
 * with the source's values.
 */
export const CONFIG_COPY_PARTS = [
  'allowedDomains',
  'googleFormUrls',
  'blockedUrls',
  'alertConfig',
  'extensionSettings',
  'scanSettings',
] as const;
export type ConfigCopyPart = (typeof CONFIG_COPY_PARTS)[number];

/** Each part's name on screen; the last two are Advanced Settings, the provider's alone. */
export const CONFIG_COPY_PART_NAMES: Record<ConfigCopyPart, string> = {
  allowedDomains: 'Allowed Domains',
  googleFormUrls: 'Allowed Google Form URLs',
  blockedUrls: 'Blocked URLs',
  alertConfig: 'Alert Config',
  extensionSettings: 'Extension Settings',
  scanSettings: 'Scan and Google Form Settings',
};
export const PROVIDER_ONLY_COPY_PARTS: readonly ConfigCopyPart[] = ['extensionSettings', 'scanSettings'];
export const LIST_COPY_PARTS = ['allowedDomains', 'googleFormUrls', 'blockedUrls'] as const;
export type ListCopyPart = (typeof LIST_COPY_PARTS)[number];

/** At most this many organizations in one copy: a page of the MSP Center's list, several times over. */
export const CONFIG_COPY_MAX_TARGETS = 200;

export const CONFIG_COPY_MESSAGES = {
  noParts: 'Choose what to copy.',
  noTargets: 'Choose at least one organization to copy to.',
  tooManyTargets: `Copy to at most ${CONFIG_COPY_MAX_TARGETS} organizations at once.`,
  toItself: 'An organization cannot copy its configuration to itself.',
  tisoc: 'A TISOC organization has no extension configuration to copy.',
  providerOnly: `Only the ${PRODUCT_NAME}Admin copies extension and scan settings.`,
  couldNotPreview: 'Could not preview the copy!',
  couldNotCopy: 'Could not copy the configuration!',
  confirm: (count: number) =>
    `Copy the configuration to ${count} organization${count === 1 ? '' : 's'}? Their extensions pick it up on their next poll.`,
  copied: (count: number) =>
    count === 0
      ? 'Nothing to copy: the chosen organizations already have this configuration.'
      : `Configuration copied to ${count} organization${count === 1 ? '' : 's'}.`,
} as const;

export const configCopyRequestSchema = z.object({
  parts: z
    .array(z.enum(CONFIG_COPY_PARTS))
    .min(1, { error: CONFIG_COPY_MESSAGES.noParts })
    .transform((parts) => [...new Set(parts)]),
  targetCustomerIds: z
    .array(idField(MESSAGES.invalidCustomerId))
    .min(1, { error: CONFIG_COPY_MESSAGES.noTargets })
    .max(CONFIG_COPY_MAX_TARGETS, { error: CONFIG_COPY_MESSAGES.tooManyTargets })
    .transform((ids) => [...new Set(ids)]),
});
export type ConfigCopyRequest = z.input<typeof configCopyRequestSchema>;

/** A setting that changes: its name on screen and both values as people read them. */
export const settingChangeSchema = z.object({
  part: z.enum(CONFIG_COPY_PARTS),
  setting: z.string(),
  from: z.string(),
  to: z.string(),
});
export type SettingChange = z.infer<typeof settingChangeSchema>;

/** What a copy changes in one organization: list entries it gains, settings it changes. */
export const targetChangesSchema = z.object({
  customerId: z.number().int(),
  organizationName: z.string(),
  added: z.object({
    allowedDomains: z.array(z.string()),
    googleFormUrls: z.array(z.string()),
    blockedUrls: z.array(z.string()),
  }),
  changed: z.array(settingChangeSchema),
});
export type TargetChanges = z.infer<typeof targetChangesSchema>;

/** The preview's and the copy's answer: each chosen organization, in the order given. */
export const configCopyResponseSchema = z.object({
  sourceName: z.string(),
  targets: z.array(targetChangesSchema),
});
export type ConfigCopyResponse = z.infer<typeof configCopyResponseSchema>;

/** How many list entries and settings the copy changes in an organization. */
export const changeCount = (target: TargetChanges) =>
  LIST_COPY_PARTS.reduce((sum, part) => sum + target.added[part].length, 0) + target.changed.length;
