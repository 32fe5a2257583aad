import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@vh/contracts';
import type { TokenVerifier, VerifiedToken } from '../auth/token-verifier.ts';
import type { SessionConfirmer } from '../auth/session-confirmation.ts';
import { AppError } from '../lib/app-error.ts';

export type Caller<TProfile> = {
  uid: string;
  isOperator: boolean;
  profile: TProfile;
  /** The verified token itself, for calls made on the caller's behalf (e.g. signing them out). */
  accessToken: string;
  /** The session the token belongs to, when the auth service names one. */
  sessionId: string | undefined;
};

/**
 * Builds the `authenticate` hook: verifies X-JWT, loads the caller's profile and confirms the
 * session with the auth service when its last confirmation is old, so every authenticated route
 * starts with a known, active caller whose session has not ended anywhere.
 */
export function callerHook<TProfile>(
  verify: TokenVerifier,
  /** Loads the caller's profile and refuses a disabled account or a revoked token (one query). */
  loadActiveProfile: (token: VerifiedToken) => Promise<TProfile>,
  confirmSession?: SessionConfirmer,
) {
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const header = request.headers['x-jwt'];
    const token = Array.isArray(header) ? header[0] : header;
    if (!token) throw new AppError(ErrorCode.UNAUTHENTICATED, 'errors.auth.signInFirst');
    const verified = await verify(token);
    const profile = await loadActiveProfile(verified);
    await confirmSession?.(
      { uid: verified.uid, sessionId: verified.sessionId, accessToken: token },
      { servedWithoutAnswer: request.routeOptions.config.punch === true },
    );
    request.caller = {
      uid: verified.uid,
      isOperator: verified.isOperator,
      profile,
      accessToken: token,
      sessionId: verified.sessionId,
    };
  };
}

export function decorateCaller(app: FastifyInstance): void {
  app.decorateRequest('caller', null);
}

/** The caller set by `authenticate`; calling it on a route without that hook is a programming error. */
export function callerOf<TProfile>(request: FastifyRequest): Caller<TProfile> {
  if (!request.caller) throw new Error('route is missing the authenticate hook');
  return request.caller as Caller<TProfile>;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller<unknown> | null;
  }
  interface FastifyContextConfig {
    /** A punch: served even when the auth service cannot confirm the session (decision 010). */
    punch?: boolean;
  }
}
