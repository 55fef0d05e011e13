import type { Branding } from '@baitwatch/contracts/auth/branding';
import { getBranding } from '@baitwatch/contracts/auth/branding-calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BRANDING_QUERY_KEY } from '../../../domains/branding/model/query-keys.ts';
import { callApi } from '../../../lib/call-api.ts';

/** The branding of this host (the tenant subdomain), or of the named tenant subdomain. */
export function fetchBranding(subdomain: string | null, signal?: AbortSignal): Promise<Branding> {
  return callApi(getBranding, { query: { subdomain }, signal, skipRefresh: true });
}

export const brandingQueryOptions = (subdomain: string | null = null) =>
  queryOptions({
    queryKey: [...BRANDING_QUERY_KEY, subdomain ?? ''],
    queryFn: ({ signal }) => fetchBranding(subdomain, signal),
    staleTime: 30 * 60_000,
  });

export function useBranding(subdomain: string | null = null, enabled = true) {
  return useQuery({ ...brandingQueryOptions(subdomain), enabled });
}
