import { browserTypesCard } from '@baitwatch/contracts/dashboard/calls';
import { useQuery } from '@tanstack/react-query';
import type { FeedScope } from '../../../lib/org-scope.ts';
import { cardQueryOptions } from './card-call.ts';

/** Browser Type. */
export function useBrowserTypes(scope: FeedScope) {
  return useQuery(cardQueryOptions(browserTypesCard, scope, {}));
}
