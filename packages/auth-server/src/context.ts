import type { AuthDatabase } from './db.ts';
import type { SendMail } from './mail.ts';
import type { RateLimitHooks } from './rate-limit.ts';
import type { RedirectPolicy } from './redirects.ts';
import type { TaskQueue } from './task-queue.ts';
import type { TokenService } from './tokens.ts';

/** What every service needs, built once when the plugin is registered. */
export interface AuthContext {
  db: AuthDatabase;
  tokens: TokenService;
  now: () => Date;
  dummyHash: string;
  refreshTokenReuseIntervalSeconds: number;
  passwordMinLength: number;
  allowUnverifiedEmailSignIns: boolean;
  /** Base of the links handed out ('…/auth/v1'). */
  issuer: string;
  redirects: RedirectPolicy;
  rateLimits: RateLimitHooks;
  sendMail: SendMail | undefined;
  /**
   * Work done after answering: POST /recover's, so its duration reveals nothing, and the
   * occasional sweep of refilled rate-limit buckets, so no request waits for it.
   */
  background: TaskQueue;
}
