import { z } from 'zod';
import { customerIdParam } from '../common/ids.ts';
import { configCopyRequestSchema, configCopyResponseSchema } from './config-copy.ts';

/**
 * POST /v1/portal/customers/{id}/configuration-copy/preview (beyond the spec; decision 0040): what
 * copying organization {id}'s chosen parts to the chosen organizations would change, changing nothing.
 */
export const configCopyParamsSchema = z.object({ id: customerIdParam });
export const previewConfigCopyRequestSchema = configCopyRequestSchema;
export const previewConfigCopyResponseSchema = configCopyResponseSchema;
