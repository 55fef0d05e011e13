import { z } from 'zod';
import { dateWindowParams, globalKeyFilters } from './query-params.ts';

/** GET /enterprise-soc/login-pages-scanned (spec doc 2 §7): login pages the extensions scanned. */
export const loginPagesScannedQuerySchema = z.object({ ...dateWindowParams, ...globalKeyFilters });
export type LoginPagesScannedQuery = z.infer<typeof loginPagesScannedQuerySchema>;

export const loginPagesScannedResponseSchema = z.object({ totalPagesScanned: z.number() });
export type LoginPagesScannedResponse = z.infer<typeof loginPagesScannedResponseSchema>;
