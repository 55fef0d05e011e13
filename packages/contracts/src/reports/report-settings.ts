import { z } from 'zod';
import { customerIdParam } from '../common/ids.ts';
import { tenantIdParam } from '../events/query-params.ts';
import { MAX_REPORT_RECIPIENTS } from './constants.ts';
import { REPORT_MESSAGES } from './messages.ts';

/**
 * Who receives an organization's (or a tenant's roll-up) scheduled report: admins who may read it,
 * chosen by email. Monthly always once someone is chosen; weekly besides when asked.
 */
export const reportRecipientsBodySchema = z.object({
  recipients: z
    .array(z.string().trim().toLowerCase().pipe(z.email(REPORT_MESSAGES.recipientInvalid)))
    .max(MAX_REPORT_RECIPIENTS, REPORT_MESSAGES.tooManyRecipients)
    .refine((list) => new Set(list).size === list.length, REPORT_MESSAGES.duplicateRecipient),
  weekly: z.boolean(),
});
export type ReportRecipientsBody = z.infer<typeof reportRecipientsBodySchema>;

/** An admin the report may go to. */
export const reportCandidateSchema = z.object({ email: z.string(), name: z.string(), role: z.string() });

export const reportRecipientsSchema = reportRecipientsBodySchema.extend({
  /** Every admin who may be chosen: the organization's and its tenant's (a roll-up: the tenant's). */
  candidates: z.array(reportCandidateSchema),
});
export type ReportRecipients = z.infer<typeof reportRecipientsSchema>;

export const customerReportParamsSchema = z.object({ customerId: customerIdParam });
export const tenantReportParamsSchema = z.object({ tenantId: tenantIdParam });
