import { ErrorCode, serverLimits, t, type MessageKey } from '@vh/contracts';
import type { Database } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import {
  forgetPoints,
  readPoints,
  returnPoint,
  spendPoint,
  sweepEndedWindows,
  type LimitCount,
} from './limit-counts.ts';

export type LimitRule = { max: number; windowMs: number };

/** The refusal a limiter answers with: what was done too often, and how long to wait. */
export type LimitRefusal = Extract<MessageKey, `errors.limits.${string}`>;

/**
 * A named allowance per key (an account id, an address), for limits that a route's config cannot
 * express: keyed on what the server resolved, or counting failures only.
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

/**
 * Every limit of this server, counted in the database it shares with the other servers (the
 * `rate_limit_counts` table): a caller spreading attempts over several servers meets the limit at
 * the count one server allows, and a restart forgets nothing. The clock is the database's, so
 * servers whose clocks drift still agree on when a window ends. `scale` multiplies every
 * allowance (RATE_LIMIT_SCALE).
 */
export type Limits = {
  readonly scale: number;
  /** The allowance a rule gives at this scale (never below one). */
  allowance(rule: LimitRule): number;
  /** Spends a point of `key`'s window; the count is capped one past `cap` when one is given. */
  spend(key: string, windowMs: number, cap?: number): Promise<LimitCount>;
  /** A named limiter over `rule`; `name` keeps its keys apart from every other limit's. */
  limiter(name: string, rule: LimitRule, refusal: LimitRefusal): Limiter;
};

export function createLimits(db: Database, scale: number): Limits {
  let lastSweep = Date.now();
  const allowance = (rule: LimitRule) => Math.max(1, Math.round(rule.max * scale));

  async function spend(key: string, windowMs: number, cap?: number): Promise<LimitCount> {
    // Ended windows are deleted now and then, not on every attempt: they hold nothing, and a new
    // window over an old row starts afresh anyway.
    if (Date.now() - lastSweep >= serverLimits.rateLimitSweepEveryMs) {
      lastSweep = Date.now();
      await sweepEndedWindows(db);
    }
    return spendPoint(db, key, windowMs, cap);
  }

  return {
    scale,
    allowance,
    spend,
    limiter(name, rule, refusal) {
      const points = allowance(rule);
      const keyOf = (key: string) => `limit:${name}:${key}`;
      const refused = (waitMs: number) =>
        new AppError(ErrorCode.RATE_LIMITED, refusal, { values: { wait: waitText(waitMs) } });
      return {
        async consume(key) {
          const count = await spend(keyOf(key), rule.windowMs, points);
          if (count.points > points) throw refused(count.msLeft);
        },
        async check(key) {
          const count = await readPoints(db, keyOf(key));
          if (count && count.points >= points) throw refused(count.msLeft);
        },
        async reset(key) {
          await forgetPoints(db, keyOf(key));
        },
        async refund(key) {
          // Once the window has ended there is nothing to give back.
          await returnPoint(db, keyOf(key), points);
        },
      };
    },
  };
}

/** "45 seconds", "3 minutes": how long a person has to wait, in words they read at a glance. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 90) return t('errors.wait.seconds', { seconds });
  return t('errors.wait.minutes', { minutes: Math.ceil(seconds / 60) });
}
