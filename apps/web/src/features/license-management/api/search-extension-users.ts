import { searchExtensionUsers } from '@baitwatch/contracts/events/calls';
import { useQuery } from '@tanstack/react-query';
import { callForScope } from '../../../lib/org-scope-call.ts';
import type { LicenseScope } from '../model/license-scope.ts';
import { licenseKeys } from './query-keys.ts';

/** The grid's user search (2 characters or more). */
export function useUserSearch(scope: LicenseScope, term: string) {
  return useQuery({
    queryKey: licenseKeys.ofScope('search', scope, term),
    queryFn: ({ signal }) => callForScope(searchExtensionUsers, scope, { query: { term }, signal }),
    enabled: term.length >= 2,
  });
}
