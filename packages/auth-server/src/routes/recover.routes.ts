import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../context.ts';
import { validationFailed } from '../errors.ts';
import { requestRecovery } from '../links.service.ts';
import { parseInput } from '../validation.ts';
import { ZEmailInput, ZRedirectQuery, ZShortText } from './shapes.ts';

// Not strict: supabase-js also sends gotrue_meta_security.
const ZRecoverBody = z.object({
  email: ZEmailInput.optional(),
  code_challenge: ZShortText.nullish(),
  code_challenge_method: ZShortText.nullish(),
});

export function registerRecoverRoutes(app: FastifyInstance, ctx: AuthContext): void {
  app.post('/recover', { onRequest: ctx.rateLimits.recover }, (request, reply) => {
    const body = parseInput(ZRecoverBody, request.body ?? {});
    const { redirect_to: redirectTo } = parseInput(ZRedirectQuery, request.query);
    // A PKCE recovery ends in exchangeCodeForSession, which this service does not offer.
    if (body.code_challenge) {
      throw validationFailed('PKCE is not supported: use the implicit flow (flowType: implicit)');
    }
    if (!body.email) throw validationFailed('Password recovery requires an email');
    if (!requestRecovery(ctx, { email: body.email, redirectTo })) {
      request.log.warn('auth-server: recovery queue full, request dropped');
    }
    return reply.send({});
  });
}
