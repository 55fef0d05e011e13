import { z } from 'zod';
import { storableText } from '../common/text.ts';
import { LIST_CSV_MESSAGES } from './messages.ts';

/**
 * Beyond the spec: an organization's allowed domains and blocked URLs as CSV, for a
 * TenantAdmin or the provider (decision 0035).
 *
 * GET /v1/portal/customers/{id}/whitelist-domain/export and GET .../blacklist-urls/export answer
 * text/csv: a header (domain or url, addedBy, created), then one row per item, oldest first.
 *
 * POST /v1/portal/customers/{id}/whitelist-domain/import and POST .../blacklist-urls/import take the
 * file's text: the first cell of each row is the value (a first row reading "domain" or "url" is the
 * header, blank rows are skipped), judged by the add page's rules in order, duplicates included
 * (against the list and the rows above). Valid rows are added together; the answer reports each
 * refused row with its number and the rule's message.
 */
export const LIST_CSV_MAX_ROWS = 1000;
/** Room for 1,000 URLs of a few hundred characters; the request body's own limit is 1 MB. */
export const LIST_CSV_MAX_CHARS = 512 * 1024;

export const importListCsvRequestSchema = z.object({
  csv: z
    .string({ error: LIST_CSV_MESSAGES.empty })
    .check(storableText)
    .max(LIST_CSV_MAX_CHARS, { error: LIST_CSV_MESSAGES.tooLarge }),
});
export type ImportListCsvRequest = z.infer<typeof importListCsvRequestSchema>;

export const refusedRowSchema = z.object({
  /** The row's line number in the file (the header is row 1). */
  row: z.number().int(),
  value: z.string(),
  reason: z.string(),
});
export type RefusedRow = z.infer<typeof refusedRowSchema>;

export const importListCsvResponseSchema = z.object({
  message: z.string(),
  added: z.number().int(),
  refused: z.array(refusedRowSchema),
});
export type ImportListCsvResponse = z.infer<typeof importListCsvResponseSchema>;
