import { z } from 'zod';
import { storableText } from '../common/text.ts';
import { extnSettingSchema } from '../extension/extension-config.ts';
import { LABEL_MAX_LENGTH, ALERT_CONFIG_MESSAGES as M, PHONE_PATTERN } from './alert-config.ts';

const text = (max: number, error: string) => z.string().check(storableText).trim().max(max, { error });
const isEmail = (value: string) => z.email().safeParse(value).success;

const extnSettingsSchema = z.array(extnSettingSchema).superRefine((settings, ctx) => {
  const types = settings.map((entry) => entry.type).sort();
  if (types.join() !== 'incident,threat') ctx.addIssue({ code: 'custom', message: M.extnSettingsTypes });
  settings.forEach((entry, index) => {
    if (entry.alert && !entry.report)
      ctx.addIssue({ code: 'custom', path: [index, 'alert'], message: M.alertNeedsReporting });
  });
});

/**
 * PUT portal/customers/{id}/alert-configurations (spec doc 2 §7): the full config, extension settings
 * and Google Form scanning included. The rules of doc 2 §5 "Alert config update"; a label and contact
 * info that are not ticked are not kept (the server stores the default label and no contact then).
 * The answer is the config as saved.
 */
export const updateAlertConfigRequestSchema = z
  .object({
    label: text(LABEL_MAX_LENGTH, M.labelTooLong).nullable(),
    email: text(200, M.emailInvalid).nullable(),
    phone: text(40, M.phoneInvalid).nullable(),
    isLabelConfigured: z.boolean(),
    isContactInfoConfigured: z.boolean(),
    showProcessingBanner: z.boolean(),
    showProcessingBar: z.boolean(),
    hideThisIsSafeButton: z.boolean(),
    isGFormScanningEnabled: z.boolean(),
    extn_settings: extnSettingsSchema,
    // Ours (decision 0064): absent from a body written to the spec, and then off.
    reportSuspiciousPages: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    if (body.isLabelConfigured && !body.label)
      ctx.addIssue({ code: 'custom', path: ['label'], message: M.labelRequired });
    if (body.isContactInfoConfigured) {
      if (!body.email || !isEmail(body.email))
        ctx.addIssue({ code: 'custom', path: ['email'], message: M.emailInvalid });
      if (!body.phone || !PHONE_PATTERN.test(body.phone))
        ctx.addIssue({ code: 'custom', path: ['phone'], message: M.phoneInvalid });
    }
    if (body.showProcessingBar && !body.showProcessingBanner)
      ctx.addIssue({ code: 'custom', path: ['showProcessingBar'], message: M.progressBarInvalid });
  });
export type UpdateAlertConfigRequest = z.infer<typeof updateAlertConfigRequestSchema>;
export type UpdateAlertConfigInput = z.input<typeof updateAlertConfigRequestSchema>;
