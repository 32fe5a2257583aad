import { ErrorCode, serverLimits } from '@vh/contracts';
import { AppError } from '../lib/app-error.ts';

/** The auth service's word on a session; throws AUTH_UNAVAILABLE when it gives none in time. */
export type SessionCheck = (accessToken: string) => Promise<'live' | 'ended'>;

export type SessionToConfirm = {
  uid: string;
  sessionId: string | undefined;
  accessToken: string;
};

export type SessionConfirmer = (
  session: SessionToConfirm,
  options: { servedWithoutAnswer: boolean },
) => Promise<void>;

export type SessionConfirmerOptions = {
  check: SessionCheck;
  now: () => Date;
  /** Records a session the auth service has ended, so every server refuses it from now on. */
  onEnded: (uid: string, sessionId: string) => Promise<void>;
  /** A failure to reach the auth service, for the log. */
  onUnreachable?: (error: unknown) => void;
  everyMs?: number;
  graceMs?: number;
  maxEntries?: number;
};

const ended = () => new AppError(ErrorCode.UNAUTHENTICATED, 'errors.auth.sessionEnded');

/**
 * Confirms each session with the auth service at most once per `everyMs`, so a sign-out or a
 * password change made there directly (another client, its own logout) reaches /api within that
 * time, against a real Supabase project as against the embedded service. Requests of one session
 * arriving together share one call. When the auth service does not answer, a session confirmed
 * within `graceMs` is served on that confirmation, and a punch is served regardless: an outage of
 * the auth service must not stop people clocking in. See decision 010.
 */
export function createSessionConfirmer(options: SessionConfirmerOptions): SessionConfirmer {
  const everyMs = options.everyMs ?? serverLimits.sessionConfirmEveryMs;
  const graceMs = options.graceMs ?? serverLimits.sessionConfirmGraceMs;
  const maxEntries = options.maxEntries ?? serverLimits.sessionConfirmCacheEntries;
  const confirmedAt = new Map<string, number>();
  const inFlight = new Map<string, Promise<'live' | 'ended'>>();

  function remember(key: string, at: number): void {
    // Re-inserting moves the key to the end, so the first key is always the least recently used.
    confirmedAt.delete(key);
    if (confirmedAt.size >= maxEntries) {
      const oldest = confirmedAt.keys().next();
      if (!oldest.done) confirmedAt.delete(oldest.value);
    }
    confirmedAt.set(key, at);
  }

  function ask(key: string, accessToken: string): Promise<'live' | 'ended'> {
    let call = inFlight.get(key);
    if (!call) {
      call = options.check(accessToken).finally(() => inFlight.delete(key));
      inFlight.set(key, call);
    }
    return call;
  }

  return async (session, { servedWithoutAnswer }) => {
    // A token without a session id (none is issued here or by Supabase) is confirmed on its own.
    const key = session.sessionId ?? `token:${session.accessToken}`;
    const last = confirmedAt.get(key);
    const nowMs = options.now().getTime();
    if (last !== undefined && nowMs - last < everyMs) return;

    let verdict: 'live' | 'ended';
    try {
      verdict = await ask(key, session.accessToken);
    } catch (error) {
      if (!(error instanceof AppError && error.code === ErrorCode.AUTH_UNAVAILABLE)) throw error;
      options.onUnreachable?.(error);
      if (servedWithoutAnswer || (last !== undefined && nowMs - last < graceMs)) return;
      throw error;
    }
    if (verdict === 'live') {
      remember(key, options.now().getTime());
      return;
    }
    confirmedAt.delete(key);
    if (session.sessionId) await options.onEnded(session.uid, session.sessionId);
    throw ended();
  };
}
