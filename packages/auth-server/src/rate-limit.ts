import { timingSafeEqual } from 'node:crypto';
import { lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AuthDatabase } from './db.ts';
import { AuthApiError } from './errors.ts';
import { rateLimitBuckets as buckets } from './schema.ts';
import type { TaskQueue } from './task-queue.ts';

/** At most `max` requests per `windowSeconds` from one address, `burst` of them at once. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
  /** Default: the smaller of `max` and 30, GoTrue's burst. */
  burst?: number;
}

export type RateLimitName = 'token' | 'verify' | 'recover';
export type RateLimits = Record<RateLimitName, RateLimit>;

// GoTrue's defaults (RATE_LIMIT_TOKEN_REFRESH, RATE_LIMIT_VERIFY, RATE_LIMIT_OTP), burst 30.
export const DEFAULT_RATE_LIMITS: RateLimits = {
  token: { max: 1800, windowSeconds: 3600 },
  verify: { max: 360, windowSeconds: 3600 },
  recover: { max: 30, windowSeconds: 300 },
};

const DEFAULT_BURST = 30;
// Rows of refilled buckets are deleted at most this often per process: often enough that the
// table holds about the addresses seen in the last few minutes, rarely enough to cost nothing.
const SWEEP_INTERVAL_MS = 60_000;

const float = (value: number) => sql`${value}::double precision`;

/**
 * A token bucket per client address, kept in the auth database so every server on it shares the
 * count and a restart forgets nothing. Time comes from the injected clock so tests can move it.
 */
export function createRateLimiter(
  db: AuthDatabase,
  name: RateLimitName,
  limit: RateLimit,
  now: () => Date,
) {
  const capacity = limit.burst ?? Math.min(DEFAULT_BURST, limit.max);
  // Refill is elapsed × max / window rather than elapsed × (max / window): whole seconds then
  // refill whole tokens exactly.
  const secondsToRefill = (tokens: SQL) =>
    sql`(${float(capacity)} - (${tokens})) * ${float(limit.windowSeconds)} / ${float(limit.max)}`;

  return {
    /** Spends one request of the address's allowance; false when none is left. */
    async take(address: string): Promise<boolean> {
      const at = now();
      const atParam = sql`${at.toISOString()}::timestamptz`;
      // A clock moved backwards (this server's, or a peer's running ahead) refills nothing
      // rather than draining the bucket.
      const elapsed = sql`greatest(0, extract(epoch from ${atParam} - ${buckets.measuredAt}))::double precision`;
      const level = sql`least(${float(capacity)}, ${buckets.tokens} + ${elapsed} * ${float(limit.max)} / ${float(limit.windowSeconds)})`;
      const left = sql`${level} - 1`;
      // One statement, so concurrent requests on any server each see the others' spending: the
      // conflicting row is locked, re-read, and only updated while a whole token is left.
      const taken = await db
        .insert(buckets)
        .values({
          name,
          address,
          tokens: capacity - 1,
          measuredAt: at,
          fullAt: sql`${atParam} + make_interval(secs => ${secondsToRefill(float(capacity - 1))})`,
        })
        .onConflictDoUpdate({
          target: [buckets.name, buckets.address],
          set: {
            tokens: left,
            measuredAt: at,
            fullAt: sql`${atParam} + make_interval(secs => ${secondsToRefill(left)})`,
          },
          setWhere: sql`${level} >= 1`,
        })
        .returning({ tokens: buckets.tokens });
      return taken.length > 0;
    },
  };
}

/**
 * Deletes the rows of refilled buckets, at most once per SWEEP_INTERVAL_MS, after the answer (on
 * the background queue) so no request waits for it. One DELETE on the `full_at` index.
 */
function createSweeper(db: AuthDatabase, now: () => Date, background: TaskQueue) {
  let last: number | undefined;
  return () => {
    const at = now();
    // Also when the clock went back by more than the interval, or the sweeps would stop.
    if (last !== undefined && Math.abs(at.getTime() - last) < SWEEP_INTERVAL_MS) return;
    last = at.getTime();
    background.push(async () => {
      await db.delete(buckets).where(lte(buckets.fullAt, at));
    });
  };
}

export type RateLimitHooks = Record<RateLimitName, onRequestAsyncHookHandler>;

/**
 * onRequest hooks enforcing each limit per client address (`request.ip`: put the host behind
 * `trustProxy` when a proxy fronts it). Calls carrying the service key as `apikey` are exempt:
 * the product server calls on behalf of many users from one address and limits per user itself.
 *
 * When the database fails, the hook's error fails the request (500 unexpected_failure, logged by
 * the error handler): the routes behind it need the database anyway, and letting requests through
 * unlimited would open the door to exactly the flood the limit is for.
 */
export function createRateLimitHooks(options: {
  db: AuthDatabase;
  limits: RateLimits;
  serviceKey: string;
  now: () => Date;
  background: TaskQueue;
}): RateLimitHooks {
  const { db, limits, now } = options;
  const expected = Buffer.from(options.serviceKey);
  const isServiceCall = (request: FastifyRequest) => {
    const raw = request.headers.apikey;
    const given = Buffer.from((Array.isArray(raw) ? raw[0] : raw) ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  const sweep = createSweeper(db, now, options.background);
  const hook = (name: RateLimitName): onRequestAsyncHookHandler => {
    const limiter = createRateLimiter(db, name, limits[name], now);
    return async (request) => {
      if (isServiceCall(request)) return;
      const allowed = await limiter.take(request.ip);
      sweep();
      if (!allowed) {
        throw new AuthApiError(429, 'over_request_rate_limit', 'Request rate limit reached');
      }
    };
  };
  return { token: hook('token'), verify: hook('verify'), recover: hook('recover') };
}
