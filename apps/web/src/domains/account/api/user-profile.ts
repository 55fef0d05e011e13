import { getAdmin, updateAdmin } from '@baitwatch/contracts/users/calls';
import type { UpdateUserRequest } from '@baitwatch/contracts/users/update-user';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

// The signed-in admin's own profile: the MSP Center's and the customer settings' Profile tab (both
// features show it, so its calls live here).

const profileKey = (id: string) => ['account', 'profile', id] as const;

/** Names, email and the sendEmail claim. */
export function fetchUserProfile(id: string, signal?: AbortSignal) {
  return callApi(getAdmin, { params: { id }, signal });
}

export const userProfileQueryOptions = (id: string) =>
  queryOptions({ queryKey: profileKey(id), queryFn: ({ signal }) => fetchUserProfile(id, signal) });

export function useUserProfile(id: string) {
  return useQuery(userProfileQueryOptions(id));
}

/** First name, last name and "Receive email alert". */
export function putUserProfile({ id, body }: { id: string; body: UpdateUserRequest }) {
  return callApi(updateAdmin, { params: { id }, body });
}

export function useUpdateUserProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putUserProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileKey(profile.uid), profile),
  });
}
