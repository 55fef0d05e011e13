import type { ConfigCopyRequest } from '@baitwatch/contracts/settings/config-copy';
import { previewConfigCopyResponseSchema } from '@baitwatch/contracts/settings/config-copy-preview';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /v1/portal/customers/{id}/configuration-copy/preview: what a copy would change (decision 0040). */
export function previewConfigCopy({ customerId, body }: { customerId: number; body: ConfigCopyRequest }) {
  return apiRequest(`/v1/portal/customers/${customerId}/configuration-copy/preview`, {
    method: 'POST',
    body,
    schema: previewConfigCopyResponseSchema,
  });
}

/** A mutation, not a query: a preview is asked for on a click and goes stale once the choice changes. */
export function usePreviewConfigCopy() {
  return useMutation({ mutationFn: previewConfigCopy });
}
