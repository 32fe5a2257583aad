/**
 * Router state for /logout: after signing out, go to `redirectTo` once `afterMs` has passed.
 * Without it the logout page stays put. Used after a refused sign-in (→ / after 2 s, SPEC §4) and
 * after a password reset (→ /login after 1 s, SPEC §4).
 */
export type LogoutRedirectState = { redirectTo: string; afterMs: number };

export function logoutThen(redirectTo: string, afterMs: number): LogoutRedirectState {
  return { redirectTo, afterMs };
}

export function isLogoutRedirectState(state: unknown): state is LogoutRedirectState {
  return (
    typeof state === 'object' &&
    state !== null &&
    typeof (state as LogoutRedirectState).redirectTo === 'string' &&
    typeof (state as LogoutRedirectState).afterMs === 'number'
  );
}

/** Router state for /logout that ends every session of the account, not only this one. */
export const SIGN_OUT_EVERYWHERE = { scope: 'global' } as const;

export function isSignOutEverywhere(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { scope?: unknown }).scope === SIGN_OUT_EVERYWHERE.scope
  );
}

/**
 * Router state for /logout when the server ended the session (a refused or disabled account, a
 * profile gone): it signs out at once, without asking about punches still waiting on the phone,
 * since staying signed in is no longer the person's choice.
 */
export const ENDED_BY_SERVER = { endedBy: 'server' } as const;

export function isEndedByServer(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { endedBy?: unknown }).endedBy === ENDED_BY_SERVER.endedBy
  );
}
