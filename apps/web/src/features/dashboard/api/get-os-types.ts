import { osTypesCard } from '@baitwatch/contracts/dashboard/calls';
import { useQuery } from '@tanstack/react-query';
import type { FeedScope } from '../../../lib/org-scope.ts';
import { cardQueryOptions } from './card-call.ts';

/** OS Type. */
export function useOsTypes(scope: FeedScope) {
  return useQuery(cardQueryOptions(osTypesCard, scope, {}));
}
