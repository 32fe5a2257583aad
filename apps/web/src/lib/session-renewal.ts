import type { Session } from '@supabase/supabase-js';
import { PWA } from '@vh/contracts';
import { AUTH_STORAGE_KEY, type AuthClient } from './supabase.ts';

// Reading the session without signal. supabase-js renews an access token past its hour before
// handing the session out, and without signal it retries that renewal for up to 30 s, then
// hands out none while keeping the session stored. For a phone opening its clock in a basement
// that is a sign-in page it cannot use; here it is "no answer", and the stored session stands in.

export type SessionRead = {
  session: Session | null;
  /** No session because the auth service could not be reached (or not within the wait). */
  unreachable: boolean;
};

/** The session supabase-js keeps in storage, if a usable one is there. */
export function storedSession(): Session | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null');
    const candidate = stored as Partial<Session> | null;
    if (
      typeof candidate?.access_token === 'string' &&
      typeof candidate.refresh_token === 'string' &&
      typeof candidate.user?.id === 'string'
    ) {
      return stored as Session;
    }
  } catch {
    // Storage blocked or unreadable: nothing kept.
  }
  return null;
}

/** A renewal that outlasted the wait and is still going (supabase-js retrying without signal). */
let stalled: Promise<unknown> | null = null;

/**
 * The client's session, or why there is none: a renewal that failed for want of an answer, or
 * that has not answered within PWA.sessionRenewWaitMs, counts as unreachable; so does every read
 * while such a renewal still runs, so a page opening offline waits for it once, not per request.
 */
export async function readSession(client: AuthClient): Promise<SessionRead> {
  if (stalled) return { session: null, unreachable: true };
  const read = client.auth.getSession().then(({ data, error }) => ({
    session: data.session,
    unreachable: !data.session && error?.name === 'AuthRetryableFetchError',
  }));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<SessionRead>((resolve) => {
    timer = setTimeout(() => {
      stalled = read;
      const settled = () => {
        if (stalled === read) stalled = null;
      };
      read.then(settled, settled);
      resolve({ session: null, unreachable: true });
    }, PWA.sessionRenewWaitMs);
  });
  try {
    return await Promise.race([read, waited]);
  } finally {
    clearTimeout(timer);
  }
}
