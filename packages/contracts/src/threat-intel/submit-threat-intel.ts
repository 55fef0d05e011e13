import { z } from 'zod';
import { dateTime } from '../common/dates.ts';
import { customerIdParam } from '../common/ids.ts';
import { storableText } from '../common/text.ts';
import { eventRefParam } from '../events/query-params.ts';
import { isThreatUrl } from './form-rules.ts';
import { THREAT_INTEL_MESSAGES as M } from './messages.ts';

/**
 * PUT /v1/threat-intel/{customerOrTenantParam}/{eventId} (spec doc 2 §7; {product}Admin, as Verify).
 * customerOrTenantParam is the event's organization (both form routes send it; decision 0048).
 */
export const submitThreatIntelParamsSchema = z.object({
  customerOrTenantParam: customerIdParam,
  eventId: eventRefParam,
});

/** A lookup code, or empty for the form's default option. */
const code = z.string().check(storableText).trim().max(100);

/**
 * Evidence: empty (unchecked), the event's own storage/blob address (kept by reference), or an
 * uploaded file as a data URL (data:image/jpeg;base64,… or data:text/html;base64,…).
 */
const evidence = z
  .string()
  .check(storableText)
  .max(8 * 1024 * 1024);

/** The submission payload of spec doc 2 §3, with the form's rules (§5). */
export const submitThreatIntelBodySchema = z.object({
  threatURL: z
    .string({ error: M.urlRequired })
    .check(storableText)
    .trim()
    .min(1, { error: M.urlRequired })
    .max(2048, { error: M.invalidUrl })
    .refine(isThreatUrl, { error: M.invalidUrl }),
  threatDetectedOn: dateTime(M.detectionTimeRequired),
  industry: code.default(''),
  country: code.default(''),
  state: code.default(''),
  city: code.default(''),
  screenshot: evidence.default(''),
  html: evidence.default(''),
  isVerify: z.literal(true).default(true),
  submittedOn: dateTime(M.invalidSubmittedOn).optional(),
});
export type SubmitThreatIntelBody = z.input<typeof submitThreatIntelBodySchema>;

/** What the submission answers: the record as the feed shows it, and whether it replaced one. */
export const submitThreatIntelResponseSchema = z.object({
  message: z.string(),
  id: z.number().int(),
  replaced: z.boolean(),
});
export type SubmitThreatIntelResponse = z.infer<typeof submitThreatIntelResponseSchema>;
