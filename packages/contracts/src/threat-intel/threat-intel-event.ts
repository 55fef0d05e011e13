import { z } from 'zod';
import { idParam } from '../common/ids.ts';
import { THREAT_INTEL_MESSAGES as M } from './messages.ts';

/** A threat intel event (spec doc 2 §3); codes as stored, with the lookup names beside them. */
export const threatIntelEventSchema = z.object({
  id: z.number().int(),
  threatURL: z.string(),
  detectedBrands: z.array(z.string()),
  threatDetectedOn: z.string(),
  isVerified: z.boolean(),
  threatIPAddress: z.string().nullable(),
  industry: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  /** In the feed: whether the record has one. In the detail call: the image (data URL) or the page. */
  screenshot: z.string().nullable(),
  html: z.string().nullable(),
  /** The organization whose event it was and the event, for Unverify ({product}Admin only; else null). */
  customerId: z.number().int().nullable(),
  eventId: z.string().nullable(),
});
export type ThreatIntelEvent = z.infer<typeof threatIntelEventSchema>;

/** GET /v1/threat-intel/events/{id}. */
export const threatIntelEventParamsSchema = z.object({
  id: idParam(M.invalidRecordId),
});

export const threatIntelEventDetailSchema = threatIntelEventSchema.extend({
  names: z.object({
    industry: z.string().nullable(),
    country: z.string().nullable(),
    state: z.string().nullable(),
    city: z.string().nullable(),
  }),
  submittedOn: z.string(),
});
export type ThreatIntelEventDetail = z.infer<typeof threatIntelEventDetailSchema>;
