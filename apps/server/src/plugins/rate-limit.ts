import fastifyRateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@vh/contracts';
import { AppError } from '../lib/app-error.ts';
import { waitText, type Limits } from './limiter.ts';

/**
 * Per-route limits only (routes opt in with `limit(...)`), per client address (`request.ip`, which
 * honours TRUST_PROXY). Counted in preHandler, after authentication, so a limit can key on the
 * verified caller. Counted in the database with every other limit (`limits`), so all servers
 * share one count per route and address.
 */
export async function registerRateLimit(app: FastifyInstance, limits: Limits): Promise<void> {
  app.decorate('rateLimitScale', limits.scale);
  await app.register(fastifyRateLimit, {
    global: false,
    hook: 'preHandler',
    store: sharedStore(limits),
    errorResponseBuilder: (_request, context) =>
      new AppError(ErrorCode.RATE_LIMITED, 'errors.limits.tooManyAttempts', {
        values: { wait: waitText(context.ttl) },
      }),
  });
}

/** The plugin's store over the shared counts; each route counts under its own prefix. */
function sharedStore(limits: Limits): FastifyRateLimitStoreCtor {
  return class SharedStore implements FastifyRateLimitStore {
    prefix = 'route:';

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      limits.spend(`${this.prefix}${key}`, timeWindow).then(
        (count) => callback(null, { current: count.points, ttl: count.msLeft }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: object): FastifyRateLimitStore {
      // The plugin passes the route's merged limit options, the route itself under `routeInfo`.
      const route = (options as { routeInfo?: { method?: string | string[]; url?: string } })
        .routeInfo;
      const store = new SharedStore();
      store.prefix = `route:${[route?.method ?? ''].flat().join(',')} ${route?.url ?? ''}:`;
      return store;
    }
  };
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
