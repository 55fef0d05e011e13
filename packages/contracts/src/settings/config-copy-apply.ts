import { z } from 'zod';
import { configCopyRequestSchema, configCopyResponseSchema } from './config-copy.ts';

/**
 * POST /v1/portal/customers/{id}/configuration-copy (beyond the spec; decision 0040): copies
 * organization {id}'s chosen parts to the chosen organizations in one transaction, each changed
 * organization audited, and answers what changed (judged again at the time of the copy) with a message.
 */
export const applyConfigCopyRequestSchema = configCopyRequestSchema;
export const applyConfigCopyResponseSchema = configCopyResponseSchema.extend({ message: z.string() });
export type ApplyConfigCopyResponse = z.infer<typeof applyConfigCopyResponseSchema>;
