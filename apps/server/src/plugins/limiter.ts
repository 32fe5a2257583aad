import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ErrorCode, t, type MessageKey } from '@vh/contracts';
import { AppError } from '../lib/app-error.ts';

export type LimitRule = { max: number; windowMs: number };

/** The refusal a limiter answers with: what was done too often, and how long to wait. */
export type LimitRefusal = Extract<MessageKey, `errors.limits.${string}`>;

/**
 * A named allowance per key (an account id, an address), for limits that a route's config cannot
 * express: keyed on what the server resolved, or counting failures only. In memory, like the
 * per-route limits (see the README on several instances).
 */
export type Limiter = {
  /** Spends one unit of `key`'s allowance; throws RATE_LIMITED when none was left. */
  consume(key: string): Promise<void>;
  /** Throws RATE_LIMITED when `key` has nothing left, without spending anything. */
  check(key: string): Promise<void>;
  /** Forgets `key` (a success that should not count against the next attempts). */
  reset(key: string): Promise<void>;
  /**
   * Gives back one unit `consume` spent, for an attempt that turned out not to count: spending
   * first and refunding later keeps a cap exact when attempts run at the same time.
   */
  refund(key: string): Promise<void>;
};

export function createLimiter(rule: LimitRule, scale: number, refusal: LimitRefusal): Limiter {
  const points = Math.max(1, Math.round(rule.max * scale));
  const limiter = new RateLimiterMemory({ points, duration: Math.ceil(rule.windowMs / 1000) });
  const refused = (waitMs: number) =>
    new AppError(ErrorCode.RATE_LIMITED, refusal, { values: { wait: waitText(waitMs) } });
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          // A refused attempt holds nothing; left counted, it would swallow a later refund.
          await limiter.reward(key);
          throw refused(error.msBeforeNext);
        }
        throw error;
      }
    },
    async check(key) {
      const state = await limiter.get(key);
      if (state && state.remainingPoints <= 0) throw refused(state.msBeforeNext);
    },
    async reset(key) {
      await limiter.delete(key);
    },
    async refund(key) {
      // Once the window has passed there is nothing to give back; a reward would start the next
      // window in credit.
      const state = await limiter.get(key);
      if (state && state.consumedPoints > 0) await limiter.reward(key);
    },
  };
}

/** "45 seconds", "3 minutes": how long a person has to wait, in words they read at a glance. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 90) return t('errors.wait.seconds', { seconds });
  return t('errors.wait.minutes', { minutes: Math.ceil(seconds / 60) });
}
