import { allExtensionUsersCard } from '@baitwatch/contracts/dashboard/calls';
import { useQuery } from '@tanstack/react-query';
import type { FeedScope } from '../../../lib/org-scope.ts';
import { cardQueryOptions } from './card-call.ts';

/** Total User Registration. */
export function useAllExtensionUsers(scope: FeedScope) {
  return useQuery(cardQueryOptions(allExtensionUsersCard, scope, { offset: 0, pageSize: 1 }));
}
