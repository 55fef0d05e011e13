import { adminUserDetailsSchema } from '@baitwatch/contracts/users/admin-user';
import type { UpdateUserRequest } from '@baitwatch/contracts/users/update-user';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';

// The signed-in admin's own profile: the MSP Center's and the customer settings' Profile tab (both
// features show it, so its calls live here).

const profileKey = (id: string) => ['account', 'profile', id] as const;

/** GET /v1/users/{id}: names, email and the sendEmail claim. */
export function fetchUserProfile(id: string, signal?: AbortSignal) {
  return apiRequest(`/v1/users/${id}`, { schema: adminUserDetailsSchema, signal });
}

export const userProfileQueryOptions = (id: string) =>
  queryOptions({ queryKey: profileKey(id), queryFn: ({ signal }) => fetchUserProfile(id, signal) });

export function useUserProfile(id: string) {
  return useQuery(userProfileQueryOptions(id));
}

/** PUT /v1/users/{id}: first name, last name and "Receive email alert". */
export function putUserProfile({ id, body }: { id: string; body: UpdateUserRequest }) {
  return apiRequest(`/v1/users/${id}`, { method: 'PUT', body, schema: adminUserDetailsSchema });
}

export function useUpdateUserProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putUserProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileKey(profile.uid), profile),
  });
}
