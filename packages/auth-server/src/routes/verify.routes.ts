import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isVerifyType } from '../codes.ts';
import type { AuthContext } from '../context.ts';
import { validationFailed } from '../errors.ts';
import { unsupportedType, verifyCode, verifyLink } from '../verify.service.ts';
import { parseInput } from '../validation.ts';
import { ZEmailInput, ZRedirectQuery, ZSecretInput, ZShortText } from './shapes.ts';

// Not strict: supabase-js also sends its `options` and gotrue_meta_security here.
const ZVerifyBody = z.object({
  type: ZShortText.optional(),
  token: ZSecretInput.optional(),
  token_hash: ZSecretInput.optional(),
  email: ZEmailInput.optional(),
  phone: ZShortText.optional(),
});

const ZVerifyQuery = ZRedirectQuery.extend({
  token: ZSecretInput.optional(),
  type: ZShortText.optional(),
});

/** POST /verify (verifyOtp), behind the API key gate. */
export function registerVerifyRoutes(app: FastifyInstance, ctx: AuthContext): void {
  app.post('/verify', { onRequest: ctx.rateLimits.verify }, async (request) => {
    const body = parseInput(ZVerifyBody, request.body ?? {});
    const { type = '', token = '', token_hash: tokenHash = '', email = '', phone = '' } = body;
    if (type === '') throw validationFailed('Verify requires a verification type');
    if (token === '' && tokenHash === '') {
      throw validationFailed('Verify requires a token or a token hash');
    }
    if (!isVerifyType(type)) throw unsupportedType();
    if (phone !== '') throw validationFailed('Phone verification is not supported');
    if (tokenHash === '' && email === '') {
      throw validationFailed('Verify requires an email with the token');
    }
    const outcome = await verifyCode(
      ctx,
      tokenHash !== ''
        ? { type, tokenHash }
        : // People copy codes with spaces or dashes; GoTrue drops the dashes too.
          { type, email, otp: token.replace(/[\s-]/g, '') },
    );
    // GoTrue's shape for the first of an email change's two links: no session yet.
    return 'session' in outcome ? outcome.session : { msg: outcome.message, code: '200' };
  });
}

/**
 * GET /verify, the action link: opened from a message in a browser, so like Supabase's it needs
 * no API key. Its query holds the token, so the request log gets the path only.
 */
export function registerVerifyLinkRoute(app: FastifyInstance, ctx: AuthContext): void {
  app.get(
    '/verify',
    { onRequest: ctx.rateLimits.verify, logSerializers: { req: pathOnly } },
    async (request, reply) => {
      const query = parseInput(ZVerifyQuery, request.query);
      const location = await verifyLink(ctx, {
        token: query.token,
        type: query.type,
        redirectTo: query.redirect_to,
      });
      void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return reply.redirect(location, 303);
    },
  );
}

function pathOnly(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    remoteAddress: request.ip,
  };
}
