import { z } from 'zod';
import { storableText } from '../common/text.ts';

/** The lookup lists the console asks for (spec doc 1 §7 and doc 2 "Lookups"). */
export const LOOKUP_IDS = [
  'LKP_SRVC_TYPE',
  'LKP_INDUSTRY',
  'LKP_COUNTRY',
  'LKP_STATE',
  'LKP_CITY',
  'LKP_LICENSE_TYPE',
  'LKP_SCANNING_RULE',
  'LKP_MM_SCANPOLICY',
  'LKP_MM_IMG_SIZE',
] as const;
export type LookupId = (typeof LOOKUP_IDS)[number];

export const LOOKUP_FAILED = 'Lookup data request failed';

/** GET /v1/lookup/{lookupId}?sflex1=&sflex2= (sflex1: the country of states and cities; sflex2: the state of cities). */
export const lookupParamsSchema = z.object({ lookupId: z.string().check(storableText).max(64) });
export const lookupQuerySchema = z.object({
  sflex1: z.string().check(storableText).trim().max(100).optional(),
  sflex2: z.string().check(storableText).trim().max(100).optional(),
});
export type LookupQuery = z.infer<typeof lookupQuerySchema>;

export const lookupEntrySchema = z.object({
  code: z.string(),
  value: z.string(),
  str_flex_field_1: z.string(),
});
export type LookupEntry = z.infer<typeof lookupEntrySchema>;
export const lookupResponseSchema = z.array(lookupEntrySchema);
