import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../context.ts';
import { AuthApiError, badRequest, validationFailed } from '../errors.ts';
import { refreshSession, signInWithPassword } from '../session.service.ts';
import { parseInput } from '../validation.ts';
import { ZEmailInput, ZSecretInput, ZShortText } from './shapes.ts';

const ZTokenQuery = z.object({ grant_type: ZShortText.optional() });

// Unknown fields (gotrue_meta_security.captcha_token, ...) are ignored, as GoTrue does.
const ZPasswordGrant = z.object({
  email: ZEmailInput.optional(),
  phone: ZShortText.optional(),
  password: ZSecretInput.optional(),
});

const ZRefreshTokenGrant = z.object({ refresh_token: ZSecretInput.optional() });

export function registerTokenRoutes(app: FastifyInstance, ctx: AuthContext): void {
  app.post('/token', { onRequest: ctx.rateLimits.token }, async (request) => {
    const { grant_type: grantType } = parseInput(ZTokenQuery, request.query);
    switch (grantType) {
      case 'password':
        return passwordGrant(ctx, request.body);
      case 'refresh_token':
        return refreshTokenGrant(ctx, request.body);
      default:
        throw validationFailed('unsupported_grant_type: use password or refresh_token');
    }
  });
}

function passwordGrant(ctx: AuthContext, body: unknown) {
  const { email = '', phone = '', password = '' } = parseInput(ZPasswordGrant, body ?? {});
  if (email !== '' && phone !== '') {
    throw validationFailed('Only an email address or phone number should be provided on login.');
  }
  if (phone !== '') {
    throw new AuthApiError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  }
  if (email === '') throw badRequest('invalid_credentials', 'Invalid login credentials');
  return signInWithPassword(ctx, { email, password });
}

function refreshTokenGrant(ctx: AuthContext, body: unknown) {
  const { refresh_token: refreshToken = '' } = parseInput(ZRefreshTokenGrant, body ?? {});
  if (refreshToken === '') throw validationFailed('refresh_token required');
  return refreshSession(ctx, refreshToken);
}
