import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { updateOwnUser } from '../account.service.ts';
import type { AuthContext } from '../context.ts';
import { AuthApiError, validationFailed } from '../errors.ts';
import { authenticateToken, authenticateUser, findLiveSession } from '../request-auth.ts';
import { logout } from '../session.service.ts';
import { userJson } from '../user-view.ts';
import { parseInput } from '../validation.ts';
import { ZEmailInput, ZMetadata, ZRedirectQuery, ZSecretInput, ZShortText } from './shapes.ts';

const ZLogoutQuery = z.object({
  scope: z.enum(['global', 'local', 'others']).default('global'),
});

// Strict, so an attribute we do not implement is a 400 naming it rather than ignored.
const ZUpdateUser = z.strictObject({
  email: ZEmailInput.optional(),
  password: ZSecretInput.optional(),
  current_password: ZSecretInput.optional(),
  data: ZMetadata.nullish(),
  app_metadata: ZMetadata.nullish(),
  phone: ZShortText.optional(),
  channel: ZShortText.optional(),
  // Reauthentication is never demanded here, so a nonce has nothing to prove.
  nonce: ZShortText.optional(),
  // supabase-js always sends these, null in the implicit flow. With an email change they would
  // ask for PKCE links, which this service does not offer.
  code_challenge: ZShortText.nullish(),
  code_challenge_method: ZShortText.nullish(),
});

export function registerUserRoutes(app: FastifyInstance, ctx: AuthContext): void {
  app.get('/user', async (request) => {
    const { user } = await authenticateUser(ctx, request);
    return userJson(ctx.db, user);
  });

  app.put('/user', async (request) => {
    const caller = await authenticateUser(ctx, request);
    const input = parseInput(ZUpdateUser, request.body ?? {});
    // updateUser(attributes, { emailRedirectTo }) sends it here.
    const { redirect_to: redirectTo } = parseInput(ZRedirectQuery, request.query);
    if (input.phone) {
      throw new AuthApiError(422, 'phone_provider_disabled', 'Phone numbers are not supported');
    }
    if (input.email && input.code_challenge) {
      throw validationFailed('PKCE is not supported: use the implicit flow (flowType: implicit)');
    }
    const result = await updateOwnUser(ctx, caller, {
      ...input,
      redirectTo: ctx.redirects.resolve(redirectTo),
    });
    if (result.mailDropped)
      request.log.warn('auth-server: mail queue full, email change not mailed');
    return result.user;
  });

  app.post('/logout', async (request, reply) => {
    const { scope } = parseInput(ZLogoutQuery, request.query);
    // A banned user may still end their sessions, so the ban is not checked.
    const { user, sessionId } = await authenticateToken(ctx, request);
    // Signing out twice (two tabs, a retried request) is not an error: the session is over,
    // which is what the caller asked for. The token itself must still be valid.
    const session = await findLiveSession(ctx, user, sessionId);
    if (session) await logout(ctx, { userId: user.id, sessionId: session.id }, scope);
    return reply.code(204).send();
  });
}
