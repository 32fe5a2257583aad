import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
} from 'jose';
import { ErrorCode, serverLimits } from '@vh/contracts';
import { AppError } from '../lib/app-error.ts';

export type VerifiedToken = {
  uid: string;
  sessionId: string | undefined;
  /** Issued-at, in seconds: tokens older than the account's "not before" are refused. */
  issuedAt: number;
  /** The sign-in email the auth service had when it issued the token (lower-case). */
  email: string | undefined;
  /** Operators are marked in app_metadata, which only the service key can write. */
  isOperator: boolean;
};

export type TokenVerifier = (token: string) => Promise<VerifiedToken>;

export type KeySource = { jwks: JSONWebKeySet } | { jwksUrl: string } | { secret: string };

type AuthClaims = JWTPayload & {
  session_id?: unknown;
  email?: unknown;
  app_metadata?: { role?: unknown };
};

/**
 * Verifies access tokens locally on every request: signature, algorithm allow-list, issuer,
 * audience and expiry. No network hop on the hot path (a remote JWKS is fetched once and cached).
 */
export async function createTokenVerifier(
  source: KeySource,
  options: { issuer: string; now?: () => Date },
): Promise<TokenVerifier> {
  const common = { issuer: options.issuer, audience: 'authenticated' };
  let verify: (token: string) => Promise<AuthClaims>;
  if ('secret' in source) {
    // Imported once: passing raw bytes re-imports the key on every call (measurably slower).
    const key = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(source.secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['verify'],
    );
    verify = async (token) =>
      (
        await jwtVerify<AuthClaims>(token, key, {
          ...common,
          ...clock(options),
          algorithms: ['HS256'],
        })
      ).payload;
  } else {
    const keys =
      'jwks' in source
        ? createLocalJWKSet(source.jwks)
        : createRemoteJWKSet(new URL(source.jwksUrl));
    verify = async (token) =>
      (
        await jwtVerify<AuthClaims>(token, keys, {
          ...common,
          ...clock(options),
          algorithms: ['ES256', 'RS256'],
        })
      ).payload;
  }

  // Browsers repeat one token for its whole life; a signature check costs far more than the lookup.
  // A cached result is exactly what re-verifying would give until the token expires.
  const cache = new Map<string, { verified: VerifiedToken; expiresAtMs: number }>();
  const nowMs = () => (options.now ? options.now() : new Date()).getTime();

  return async (token) => {
    const hit = cache.get(token);
    if (hit && hit.expiresAtMs > nowMs()) return hit.verified;
    if (hit) cache.delete(token);

    let claims: AuthClaims;
    try {
      claims = await verify(token);
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) {
        const expired = error instanceof joseErrors.JWTExpired;
        throw new AppError(
          ErrorCode.UNAUTHENTICATED,
          expired ? 'errors.auth.sessionExpired' : 'errors.auth.tokenInvalid',
        );
      }
      throw error;
    }
    if (!claims.sub || typeof claims.iat !== 'number') {
      throw new AppError(ErrorCode.UNAUTHENTICATED, 'errors.auth.tokenIncomplete');
    }
    const verified: VerifiedToken = {
      uid: claims.sub,
      sessionId: typeof claims.session_id === 'string' ? claims.session_id : undefined,
      issuedAt: claims.iat,
      email:
        typeof claims.email === 'string' && claims.email ? claims.email.toLowerCase() : undefined,
      isOperator: claims.app_metadata?.role === 'ADMIN',
    };
    if (claims.exp !== undefined) {
      if (cache.size >= serverLimits.verifiedTokenCacheEntries) {
        // Maps iterate in insertion order: drop the oldest entry.
        const oldest = cache.keys().next();
        if (!oldest.done) cache.delete(oldest.value);
      }
      cache.set(token, { verified, expiresAtMs: claims.exp * 1000 });
    }
    return verified;
  };
}

function clock(options: { now?: () => Date }): { currentDate?: Date } {
  return options.now ? { currentDate: options.now() } : {};
}
