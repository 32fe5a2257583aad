import { randomBytes } from 'node:crypto';
import { SignJWT, errors, importJWK, jwtVerify, type CryptoKey, type JWTPayload } from 'jose';
import { serverLimits } from '@vh/contracts';
import { forbidden } from './errors.ts';
import { SIGNING_ALG, type AuthKeys } from './keys.ts';
import type { AuthMethod, Metadata } from './schema.ts';

export interface AccessTokenSubject {
  userId: string;
  email: string;
  appMetadata: Metadata;
  userMetadata: Metadata;
  sessionId: string;
  // How and when the session was opened; GoTrue reports both in the amr claim.
  authMethod: AuthMethod;
  authenticatedAt: Date;
}

export interface IssuedAccessToken {
  token: string;
  expiresIn: number;
  expiresAt: number;
}

export interface TokenService {
  signAccessToken(subject: AccessTokenSubject): Promise<IssuedAccessToken>;
  /** Verifies signature (ES256, our kid only) and expiry; any failure is a 403 bad_jwt. */
  verify(token: string): Promise<JWTPayload>;
}

export async function createTokenService(options: {
  keys: AuthKeys;
  issuer: string;
  now: () => Date;
  accessTokenTtlSeconds: number;
}): Promise<TokenService> {
  const { keys, issuer, now, accessTokenTtlSeconds } = options;
  const publicKey = await importJWK(keys.publicJwk, SIGNING_ALG);
  const verified = new Map<string, { payload: JWTPayload; expiresAtMs: number }>();

  return {
    async signAccessToken(subject) {
      const issuedAt = toUnixSeconds(now());
      const expiresAt = issuedAt + accessTokenTtlSeconds;
      const token = await new SignJWT({
        email: subject.email,
        phone: '',
        app_metadata: subject.appMetadata,
        user_metadata: subject.userMetadata,
        role: 'authenticated',
        aal: 'aal1',
        amr: [{ method: subject.authMethod, timestamp: toUnixSeconds(subject.authenticatedAt) }],
        session_id: subject.sessionId,
        is_anonymous: false,
      })
        .setProtectedHeader({ alg: SIGNING_ALG, kid: keys.kid, typ: 'JWT' })
        .setIssuer(issuer)
        .setSubject(subject.userId)
        .setAudience('authenticated')
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(keys.privateKey);
      return { token, expiresIn: accessTokenTtlSeconds, expiresAt };
    },

    async verify(token) {
      // Every call carries the same API key and a session's calls the same access token; a
      // signature check costs far more than the lookup, and a cached result is exactly what
      // verifying again would give until the token expires.
      const hit = verified.get(token);
      if (hit && hit.expiresAtMs > now().getTime()) return hit.payload;
      if (hit) verified.delete(token);
      try {
        const { payload } = await jwtVerify(token, keyFor(keys.kid, publicKey), {
          algorithms: [SIGNING_ALG],
          currentDate: now(),
        });
        if (payload.exp !== undefined) {
          if (verified.size >= serverLimits.verifiedTokenCacheEntries) {
            // Maps iterate in insertion order: drop the oldest entry.
            const oldest = verified.keys().next();
            if (!oldest.done) verified.delete(oldest.value);
          }
          verified.set(token, { payload, expiresAtMs: payload.exp * 1000 });
        }
        return payload;
      } catch (error) {
        throw forbidden(
          'bad_jwt',
          `invalid JWT: unable to parse or verify signature, ${reason(error)}`,
        );
      }
    },
  };
}

// Tokens must name our key: a token signed by the right key under another kid is still refused,
// so rotating to a new key later cannot be confused with this one.
function keyFor(kid: string, key: CryptoKey | Uint8Array) {
  return (header: { kid?: string }) => {
    if (header.kid !== kid) throw new errors.JWSSignatureVerificationFailed('unknown key id');
    return key;
  };
}

function reason(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'token has invalid claims: token is expired';
  if (error instanceof errors.JWTClaimValidationFailed) return 'token has invalid claims';
  if (error instanceof errors.JOSEAlgNotAllowed) return 'signing method is invalid';
  return 'token signature is invalid';
}

/** An opaque refresh token: 256 bits from the CSPRNG, URL-safe. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function toUnixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
