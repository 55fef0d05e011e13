import { listWebhookEndpoints } from '@baitwatch/contracts/webhooks/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import type { PushScope } from '../model/push-scope.ts';

/** Every webhook query starts with this key: a change to an endpoint refreshes them all. */
export const WEBHOOKS_KEY = ['webhooks'] as const;

export const webhookEndpointsQueryOptions = (scope: PushScope) =>
  queryOptions({
    queryKey: [...WEBHOOKS_KEY, 'endpoints', scope] as const,
    queryFn: ({ signal }) => callApi(listWebhookEndpoints, { query: scope, signal }),
  });

/** The scope's endpoints (never their secrets). */
export function useWebhookEndpoints(scope: PushScope) {
  return useQuery(webhookEndpointsQueryOptions(scope));
}
