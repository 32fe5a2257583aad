import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@vh/contracts';
import { AppError } from '../lib/app-error.ts';
import { waitText } from './limiter.ts';

/**
 * Per-route limits only (routes opt in with `limit(...)`), per client address (`request.ip`, which
 * honours TRUST_PROXY). Counted in preHandler, after authentication, so a limit can key on the
 * verified caller. `scale` multiplies every allowance (RATE_LIMIT_SCALE). In memory: with several
 * instances each counts on its own (see the README).
 */
export async function registerRateLimit(app: FastifyInstance, scale: number): Promise<void> {
  app.decorate('rateLimitScale', scale);
  await app.register(fastifyRateLimit, {
    global: false,
    hook: 'preHandler',
    errorResponseBuilder: (_request, context) =>
      new AppError(ErrorCode.RATE_LIMITED, 'errors.limits.tooManyAttempts', {
        values: { wait: waitText(context.ttl) },
      }),
  });
}

/**
 * Route config for at most `max` requests per `windowMs` per client address, or per `key` when
 * given (a key the server verified, such as the caller's id — never something the client chose).
 */
export function limit(
  rule: { max: number; windowMs: number },
  key?: (request: FastifyRequest) => string,
) {
  return {
    rateLimit: {
      max: (request: FastifyRequest) =>
        Math.max(1, Math.round(rule.max * request.server.rateLimitScale)),
      timeWindow: rule.windowMs,
      ...(key ? { keyGenerator: key } : {}),
    },
  };
}

/**
 * Like `limit`, for the requests `applies` picks; the others count toward nothing here. Decided in
 * preHandler, so the body is parsed and validated by then.
 */
export function limitWhen(
  rule: { max: number; windowMs: number },
  applies: (request: FastifyRequest) => boolean,
) {
  return {
    rateLimit: {
      ...limit(rule).rateLimit,
      allowList: (request: FastifyRequest) => !applies(request),
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimitScale: number;
  }
}
