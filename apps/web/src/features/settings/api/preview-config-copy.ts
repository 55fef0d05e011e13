import type { ConfigCopyRequest } from '@baitwatch/contracts/settings/config-copy';
import { previewConfigCopy as previewCall } from '@baitwatch/contracts/settings/config-copy-calls';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

/** What a copy would change (decision 0040). */
export function previewConfigCopy({ customerId, body }: { customerId: number; body: ConfigCopyRequest }) {
  return callApi(previewCall, { params: { id: customerId }, body });
}

/** A mutation, not a query: a preview is asked for on a click and goes stale once the choice changes. */
export function usePreviewConfigCopy() {
  return useMutation({ mutationFn: previewConfigCopy });
}
