import { defineCall } from '../common/call.ts';
import { PROVIDER_ROLE } from '../common/product.ts';
import { applyConfigCopyRequestSchema, applyConfigCopyResponseSchema } from './config-copy-apply.ts';
import {
  configCopyParamsSchema,
  previewConfigCopyRequestSchema,
  previewConfigCopyResponseSchema,
} from './config-copy-preview.ts';

// Copying an organization's configuration to others (beyond the spec; decision 0040).

/** What a copy would change, target by target. */
export const previewConfigCopy = defineCall({
  method: 'POST',
  path: '/v1/portal/customers/{id}/configuration-copy/preview',
  access: { roles: [PROVIDER_ROLE, 'TenantAdmin'] },
  params: configCopyParamsSchema,
  body: previewConfigCopyRequestSchema,
  response: previewConfigCopyResponseSchema,
});

/** Copies, and answers what changed. */
export const applyConfigCopy = defineCall({
  method: 'POST',
  path: '/v1/portal/customers/{id}/configuration-copy',
  access: { roles: [PROVIDER_ROLE, 'TenantAdmin'] },
  params: configCopyParamsSchema,
  body: applyConfigCopyRequestSchema,
  response: applyConfigCopyResponseSchema,
});
