import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { AuthApiError } from './errors.ts';

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
// Past this many tracked addresses, full buckets (which hold no information) are dropped.
const SWEEP_THRESHOLD = 10_000;
const SWEEP_INTERVAL_MS = 1_000;

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * A token bucket per client address, in memory and read from the injected clock so tests can
 * move time. One process only: a second instance would keep its own counts.
 */
export function createRateLimiter(limit: RateLimit, now: () => Date) {
  const capacity = limit.burst ?? Math.min(DEFAULT_BURST, limit.max);
  const refillPerMs = limit.max / (limit.windowSeconds * 1000);
  const buckets = new Map<string, Bucket>();
  let lastSweep = 0;

  // A clock moved backwards refills nothing rather than draining the bucket.
  const level = (bucket: Bucket, at: number) =>
    Math.min(capacity, bucket.tokens + Math.max(0, at - bucket.at) * refillPerMs);

  function sweep(at: number) {
    if (buckets.size < SWEEP_THRESHOLD || at - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = at;
    for (const [key, bucket] of buckets) {
      if (level(bucket, at) >= capacity) buckets.delete(key);
    }
  }

  return {
    /** Spends one request of the address's allowance; false when none is left. */
    take(key: string): boolean {
      const at = now().getTime();
      const bucket = buckets.get(key);
      const tokens = bucket ? level(bucket, at) : capacity;
      if (tokens < 1) return false;
      if (!bucket) sweep(at);
      buckets.set(key, { tokens: tokens - 1, at });
      return true;
    },
  };
}

export type RateLimitHooks = Record<RateLimitName, onRequestHookHandler>;

/**
 * onRequest hooks enforcing each limit per client address (`request.ip`: put the host behind
 * `trustProxy` when a proxy fronts it). Calls carrying the service key as `apikey` are exempt:
 * the product server calls on behalf of many users from one address and limits per user itself.
 */
export function createRateLimitHooks(
  limits: RateLimits,
  serviceKey: string,
  now: () => Date,
): RateLimitHooks {
  const expected = Buffer.from(serviceKey);
  const isServiceCall = (request: FastifyRequest) => {
    const raw = request.headers.apikey;
    const given = Buffer.from((Array.isArray(raw) ? raw[0] : raw) ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  const hook = (limit: RateLimit): onRequestHookHandler => {
    const limiter = createRateLimiter(limit, now);
    return (request, _reply, done) => {
      if (isServiceCall(request) || limiter.take(request.ip)) done();
      else done(new AuthApiError(429, 'over_request_rate_limit', 'Request rate limit reached'));
    };
  };
  return { token: hook(limits.token), verify: hook(limits.verify), recover: hook(limits.recover) };
}
