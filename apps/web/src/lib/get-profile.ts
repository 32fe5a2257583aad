import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZProfile, type TProfile } from '@vh/contracts';
import { apiRequest } from './api-client.ts';

// Shared by the session (dashboard shell) and sign-in (the 'Disabled' check), hence in lib/.

/** GET /api/users/uid/{uid} with X-JWT. 401 without a valid token, 403 for someone else's uid. */
export function getProfile(uid: string, signal?: AbortSignal): Promise<TProfile> {
  return apiRequest(`/api/users/uid/${encodeURIComponent(uid)}`, {
    schema: ZProfile,
    auth: true,
    ...(signal ? { signal } : {}),
  });
}

export const profileQueryKey = (uid: string) => ['profile', uid] as const;

export function profileQuery(uid: string) {
  return queryOptions({
    queryKey: profileQueryKey(uid),
    queryFn: ({ signal }) => getProfile(uid, signal),
  });
}

export function useProfile(uid: string) {
  return useQuery(profileQuery(uid));
}
