import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@vh/contracts';
import { AppError } from '../lib/app-error.ts';

/**
 * Per-route limits only (routes opt in with `limit(...)`). Counted in preHandler, after the body is
 * parsed, so a limit can key on what is asked for (an email, a username) as well as on the IP.
 * In memory: with several instances each counts on its own (see the README).
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    hook: 'preHandler',
    errorResponseBuilder: (_request, context) =>
      new AppError(
        ErrorCode.RATE_LIMITED,
        `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      ),
  });
}

/** Route config for at most `max` requests per `windowMs` from one client (and key, if given). */
export function limit(
  rule: { max: number; windowMs: number },
  key?: (request: FastifyRequest) => string,
) {
  return {
    rateLimit: {
      max: rule.max,
      timeWindow: rule.windowMs,
      ...(key
        ? { keyGenerator: (request: FastifyRequest) => `${request.ip}|${key(request)}` }
        : {}),
    },
  };
}
