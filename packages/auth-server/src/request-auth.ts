import type { FastifyRequest } from 'fastify';
import type { AuthContext } from './context.ts';
import { ApiKeyError, AuthApiError, forbidden } from './errors.ts';
import type { SessionRow, UserRow } from './schema.ts';
import { findSessionById } from './sessions.repo.ts';
import { isBanned } from './user-rules.ts';
import { findUserById } from './users.repo.ts';
import { isUuid } from './validation.ts';

const API_KEY_ROLES = new Set(['anon', 'service_role']);
const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

/**
 * The gate Supabase's API gateway puts in front of Auth: every call carries one of the project's
 * API keys. Only the header is accepted; a key in the query string would end up in access logs.
 */
export async function requireApiKey(ctx: AuthContext, request: FastifyRequest): Promise<void> {
  const apiKey = singleHeader(request, 'apikey');
  if (!apiKey) {
    throw new ApiKeyError(
      'No API key found in request',
      'No `apikey` request header or url param was found.',
    );
  }
  const claims = await ctx.tokens.verify(apiKey).catch(() => undefined);
  if (!claims || typeof claims.role !== 'string' || !API_KEY_ROLES.has(claims.role)) {
    throw new ApiKeyError(
      'Invalid API key',
      'Double check your Supabase `anon` or `service_role` API key.',
    );
  }
}

/** Admin endpoints need a bearer JWT of ours carrying an admin role (the service key). */
export async function requireAdmin(ctx: AuthContext, request: FastifyRequest): Promise<void> {
  const claims = await ctx.tokens.verify(requireBearer(request));
  if (typeof claims.role !== 'string' || !ADMIN_ROLES.has(claims.role)) {
    throw forbidden('not_admin', 'User not allowed');
  }
}

export interface AuthenticatedUser {
  user: UserRow;
  session: SessionRow;
}

/** A verified access token whose user still exists; its session may have ended. */
export interface TokenHolder {
  user: UserRow;
  sessionId: string;
}

/** Checks the bearer token's signature, expiry and claims, and that its user still exists. */
export async function authenticateToken(
  ctx: AuthContext,
  request: FastifyRequest,
): Promise<TokenHolder> {
  const claims = await ctx.tokens.verify(requireBearer(request));
  if (claims.sub === undefined || claims.sub === '') {
    throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  }
  if (!isUuid(claims.sub)) throw forbidden('bad_jwt', 'invalid claim: sub claim must be a UUID');
  if (!isUuid(claims.session_id)) {
    throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
  }
  const user = await findUserById(ctx.db, claims.sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  return { user, sessionId: claims.session_id };
}

/**
 * Resolves the bearer access token to a live user and session. The signature alone is not
 * trusted: the user and its session must still exist, so sign-out and deletion take effect before
 * the token expires.
 */
export async function authenticateUser(
  ctx: AuthContext,
  request: FastifyRequest,
): Promise<AuthenticatedUser> {
  const { user, sessionId } = await authenticateToken(ctx, request);
  const session = await findLiveSession(ctx, user, sessionId);
  if (!session) {
    throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  if (isBanned(user, ctx.now())) {
    throw forbidden('user_banned', 'User is banned');
  }
  return { user, session };
}

/** The token's session if it still exists and belongs to the user. */
export async function findLiveSession(
  ctx: AuthContext,
  user: UserRow,
  sessionId: string,
): Promise<SessionRow | undefined> {
  const session = await findSessionById(ctx.db, sessionId);
  return session?.userId === user.id ? session : undefined;
}

function requireBearer(request: FastifyRequest): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(singleHeader(request, 'authorization') ?? '');
  if (!match?.[1]) {
    throw new AuthApiError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  return match[1];
}

function singleHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
