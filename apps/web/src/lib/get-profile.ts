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

const keptKey = (uid: string) => `vh-profile:${uid}`;

/**
 * The person's profile as the server last gave it to this browser, kept so the signed-in app (the
 * clock above all) opens without signal. It is the person's own, read only when the server cannot
 * be reached (never in place of a refusal), gone at sign-out with the rest of localStorage, and
 * grants nothing: the server checks every request itself.
 */
export function keptProfile(uid: string): TProfile | null {
  try {
    const parsed = ZProfile.safeParse(JSON.parse(localStorage.getItem(keptKey(uid)) ?? 'null'));
    return parsed.success && parsed.data.uid === uid ? parsed.data : null;
  } catch {
    return null;
  }
}

function keepProfile(profile: TProfile): void {
  try {
    localStorage.setItem(keptKey(profile.uid), JSON.stringify(profile));
  } catch {
    // Storage full or blocked: the app still works online.
  }
}

export function profileQuery(uid: string) {
  return queryOptions({
    queryKey: profileQueryKey(uid),
    queryFn: async ({ signal }) => {
      const profile = await getProfile(uid, signal);
      keepProfile(profile);
      return profile;
    },
  });
}

export function useProfile(uid: string) {
  return useQuery(profileQuery(uid));
}
