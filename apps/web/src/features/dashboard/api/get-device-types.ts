import { deviceTypesCard } from '@baitwatch/contracts/dashboard/calls';
import { useQuery } from '@tanstack/react-query';
import type { FeedScope } from '../../../lib/org-scope.ts';
import { cardQueryOptions } from './card-call.ts';

/** Device. */
export function useDeviceTypes(scope: FeedScope) {
  return useQuery(cardQueryOptions(deviceTypesCard, scope, {}));
}
