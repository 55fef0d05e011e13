import { z } from 'zod';
import { dateTime } from '../common/dates.ts';
import { TAXII_DEFAULT_LIMIT, TAXII_MAX_LIMIT, TAXII_MESSAGES } from './constants.ts';

/**
 * GET {api root}/collections/{id}/objects/ and .../manifest/: `added_after` (objects added later than
 * this time), `limit` (objects per page), `match[type]` and `next` (the opaque cursor of the previous page).
 */
export const taxiiPageQuerySchema = z.object({
  added_after: dateTime(TAXII_MESSAGES.invalidAddedAfter)
    .optional()
    .transform((v) => (v === undefined ? undefined : new Date(v))),
  limit: z.coerce
    .number({ message: TAXII_MESSAGES.invalidLimit })
    .int(TAXII_MESSAGES.invalidLimit)
    .min(1, TAXII_MESSAGES.invalidLimit)
    .default(TAXII_DEFAULT_LIMIT)
    .transform((v) => Math.min(v, TAXII_MAX_LIMIT)),
  /** Only objects of these STIX types (comma-separated, TAXII 2.1 §3.5.1); other match[] filters are not offered. */
  'match[type]': z
    .string()
    .max(200)
    .optional()
    .transform((v) =>
      v
        ?.split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  next: z.string().min(1, TAXII_MESSAGES.invalidNext).max(200, TAXII_MESSAGES.invalidNext).optional(),
});
export type TaxiiPageQuery = z.infer<typeof taxiiPageQuerySchema>;
