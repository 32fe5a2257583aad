import { loadEveryNamespace } from '@vh/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AuthContext } from './context.ts';
import type { AuthDatabase } from './db.ts';
import { configureHttp, loggable } from './http.ts';
import type { AuthKeys } from './keys.ts';
import type { SendMail } from './mail.ts';
import { createDummyHash } from './passwords.ts';
import {
  DEFAULT_RATE_LIMITS,
  createRateLimitHooks,
  type RateLimit,
  type RateLimits,
} from './rate-limit.ts';
import { createRedirectPolicy } from './redirects.ts';
import { requireApiKey } from './request-auth.ts';
import { registerAdminRoutes } from './routes/admin.routes.ts';
import { registerDisabledRoutes } from './routes/disabled.routes.ts';
import { registerJwksRoutes } from './routes/jwks.routes.ts';
import { registerRecoverRoutes } from './routes/recover.routes.ts';
import { registerTokenRoutes } from './routes/token.routes.ts';
import { registerUserRoutes } from './routes/user.routes.ts';
import { registerVerifyLinkRoute, registerVerifyRoutes } from './routes/verify.routes.ts';
import { createTaskQueue } from './task-queue.ts';
import { createTokenService } from './tokens.ts';

export interface AuthServerOptions {
  db: AuthDatabase;
  keys: AuthKeys;
  /** Goes in the JWT `iss` claim, e.g. 'http://localhost:3000/auth/v1'. */
  issuer: string;
  /** The clock behind every time decision (default: the system clock). */
  now?: () => Date;
  /** Access token lifetime (default 3600). */
  accessTokenTtlSeconds?: number;
  /** How long a rotated refresh token may still be presented (default 10). */
  refreshTokenReuseIntervalSeconds?: number;
  /** Shortest password accepted when one is set (default 8). */
  passwordMinLength?: number;
  /** Sign in before the email is confirmed (default true, like MAILER_ALLOW_UNVERIFIED_EMAIL_SIGN_INS). */
  allowUnverifiedEmailSignIns?: boolean;
  /**
   * Delivers POST /recover's message (resetPasswordForEmail). Without it the code is still
   * created but nobody receives it. Called after the response; failures are logged, not retried.
   */
  sendMail?: SendMail;
  /**
   * Per-address limits (GoTrue's defaults): token 1800/h, verify 360/h, recover 30 per 5 min,
   * bursts of 30, counted in the database so servers sharing it share them. Calls whose apikey is
   * the service key are exempt.
   */
  rateLimits?: Partial<RateLimits>;
  /** Origins besides the issuer's that a redirect_to may point at (GoTrue's URI allow list). */
  redirectOrigins?: string[];
}

/**
 * The Supabase Auth (GoTrue) REST API as a Fastify plugin; register it with `{ prefix: '/auth/v1' }`.
 * It is deliberately encapsulated (no fastify-plugin): its parsers, hooks and error handling stay
 * inside its prefix.
 */
export const authServerPlugin: FastifyPluginAsync<AuthServerOptions> = async (app, options) => {
  // The text rules it shares with the product (@vh/contracts) word their refusals from the catalogue.
  await loadEveryNamespace();
  const now = options.now ?? (() => new Date());
  const accessTokenTtlSeconds = positiveInteger(
    options.accessTokenTtlSeconds ?? 3600,
    'accessTokenTtlSeconds',
  );
  const background = createTaskQueue((error) => {
    app.log.error({ err: loggable(error) }, 'auth-server: background task failed');
  });
  const ctx: AuthContext = {
    db: options.db,
    tokens: await createTokenService({
      keys: options.keys,
      issuer: options.issuer,
      now,
      accessTokenTtlSeconds,
    }),
    now,
    dummyHash: await createDummyHash(),
    refreshTokenReuseIntervalSeconds: nonNegativeInteger(
      options.refreshTokenReuseIntervalSeconds ?? 10,
      'refreshTokenReuseIntervalSeconds',
    ),
    passwordMinLength: positiveInteger(options.passwordMinLength ?? 8, 'passwordMinLength'),
    allowUnverifiedEmailSignIns: options.allowUnverifiedEmailSignIns ?? true,
    issuer: options.issuer,
    redirects: createRedirectPolicy(options.issuer, options.redirectOrigins),
    rateLimits: createRateLimitHooks({
      db: options.db,
      limits: rateLimitsFrom(options.rateLimits),
      serviceKey: options.keys.serviceKey,
      now,
      background,
    }),
    sendMail: options.sendMail,
    background,
  };
  // Queued recovery work and rate-limit sweeps finish before the host closes the database under it.
  app.addHook('onClose', async () => ctx.background.idle());

  configureHttp(app);
  registerJwksRoutes(app, options.keys);
  registerVerifyLinkRoute(app, ctx);

  await app.register(async (gated) => {
    gated.addHook('onRequest', async (request) => requireApiKey(ctx, request));
    // Token and user responses are credentials: no cache may keep them.
    gated.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
    });
    registerTokenRoutes(gated, ctx);
    registerVerifyRoutes(gated, ctx);
    registerRecoverRoutes(gated, ctx);
    registerUserRoutes(gated, ctx);
    registerDisabledRoutes(gated, ctx);
    // Its own context, so the admin check guards the admin routes only.
    await gated.register((admin, _options, done) => {
      registerAdminRoutes(admin, ctx);
      done();
    });
  });
};

function rateLimitsFrom(overrides: Partial<RateLimits> = {}): RateLimits {
  const checked = (name: keyof RateLimits): RateLimit => {
    const limit = overrides[name] ?? DEFAULT_RATE_LIMITS[name];
    positiveInteger(limit.max, `rateLimits.${name}.max`);
    if (!(limit.windowSeconds > 0)) {
      throw new Error(`auth-server: rateLimits.${name}.windowSeconds must be positive`);
    }
    if (limit.burst !== undefined) positiveInteger(limit.burst, `rateLimits.${name}.burst`);
    return limit;
  };
  return { token: checked('token'), verify: checked('verify'), recover: checked('recover') };
}

function positiveInteger(value: number, name: string): number {
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`auth-server: ${name} must be a positive integer`);
  }
  return value;
}

function nonNegativeInteger(value: number, name: string): number {
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`auth-server: ${name} must be a non-negative integer`);
  }
  return value;
}
