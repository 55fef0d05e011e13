import { createWhitelabel, updateWhitelabel } from '@baitwatch/contracts/whitelabel/calls';
import type { SaveWhitelabelRequest } from '@baitwatch/contracts/whitelabel/save-whitelabel';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { BRANDING_QUERY_KEY } from '../../branding/model/query-keys.ts';
import { whitelabelQueryOptions } from './get-whitelabel.ts';

interface SaveWhitelabel {
  tenantId: number;
  /** POST creates the tenant's first whitelabel, PUT changes it; the server saves both alike. */
  method: 'POST' | 'PUT';
  body: SaveWhitelabelRequest;
}

/** Brand name, support email, logo (base64). */
export function saveWhitelabel({ tenantId, method, body }: SaveWhitelabel) {
  return callApi(method === 'POST' ? createWhitelabel : updateWhitelabel, { params: { id: tenantId }, body });
}

interface SaveWhitelabelOutcome {
  onSaved: (answer: { message: string }) => void;
  onFailed: (error: Error) => void;
}

/**
 * Saves, then reads the panel, the top bar's logo and the login page's branding again at once. The
 * outcome is told through the hook's own callbacks, not `mutate`'s: a first save changes the brand
 * name, which remounts the form before `mutate`'s callbacks run, and TanStack Query skips those for
 * an unmounted form (the toast then went missing now and then).
 */
export function useSaveWhitelabel({ onSaved, onFailed }: SaveWhitelabelOutcome) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWhitelabel,
    onError: onFailed,
    onSuccess: (answer, { tenantId }) => {
      onSaved(answer);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: whitelabelQueryOptions(tenantId).queryKey }),
        queryClient.invalidateQueries({ queryKey: BRANDING_QUERY_KEY }),
      ]);
    },
  });
}
