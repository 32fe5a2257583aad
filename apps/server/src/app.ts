import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { authServerPlugin, loadOrCreateAuthKeys } from '@vh/auth-server';
import { BODY_LIMIT_BYTES } from '@vh/contracts';
import { createAuthGateway } from './auth/auth-gateway.ts';
import { createTokenVerifier, type KeySource } from './auth/token-verifier.ts';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { contactRoutes } from './features/contact/contact.routes.ts';
import { systemRoutes } from './features/system/system.routes.ts';
import { devMailRoutes } from './features/dev-mail/dev-mail.routes.ts';
import { accountRoutes } from './features/users/account.routes.ts';
import { requireActiveProfile, type UsersDeps } from './features/users/users.service.ts';
import { usersRoutes } from './features/users/users.routes.ts';
import { defaultWebDist, registerSpa } from './features/web/spa.ts';
import { createOutboxMailer } from './mail/outbox-mailer.ts';
import { createSmtpMailer } from './mail/smtp-mailer.ts';
import { callerHook, decorateCaller } from './plugins/caller.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';

export type BuildOptions = {
  /** An already-open database; by default one is opened from the config and closed with the app. */
  database?: DatabaseHandle;
  /** Injected clock for the embedded auth service and token checks; defaults to the wall clock. */
  now?: () => Date;
  webDist?: string;
  logger?: boolean;
};

/** Builds the whole product (no listen): external services → plugins → features → error handling. */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers["x-jwt"]', 'req.headers.authorization', 'req.headers.apikey'],
          },
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: false },
  });
  // The API speaks JSON only; anything else gets a clear 400 instead of a confusing type error.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  let database = options.database;
  if (!database) {
    const opened = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: config.dataDir,
    });
    app.addHook('onClose', async () => opened.close());
    database = opened;
  }
  try {
    await runMigrations(database);
  } catch (error) {
    await app.close();
    throw error;
  }
  const db = database.db;

  const mailer = config.smtpUrl
    ? createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom })
    : createOutboxMailer(db);
  app.addHook('onClose', async () => mailer.close());
  const issuer = `${config.publicUrl}/auth/v1`;
  let keySource: KeySource;
  let anonKey: string;
  let serviceKey: string;
  if (config.auth) {
    keySource =
      'jwksUrl' in config.auth.verify
        ? { jwksUrl: config.auth.verify.jwksUrl }
        : { secret: config.auth.verify.secret };
    anonKey = config.auth.anonKey;
    serviceKey = config.auth.serviceKey;
  } else {
    const keys = await loadOrCreateAuthKeys(config.dataDir);
    await app.register(authServerPlugin, {
      prefix: '/auth/v1',
      db,
      keys,
      issuer,
      // supabase-js callers of /recover get their mail through the product's mailer.
      sendMail: (message) => mailer.send({ ...message, links: message.links ?? [] }),
      ...(options.now ? { now: options.now } : {}),
    });
    // The public half of the key set, exactly what /auth/v1/.well-known/jwks.json publishes.
    keySource = { jwks: keys.jwks };
    anonKey = keys.anonKey;
    serviceKey = keys.serviceKey;
  }

  const externalAuthUrl = config.auth?.url;
  const auth = createAuthGateway({ url: () => externalAuthUrl ?? selfUrl(app), serviceKey });
  const verify = await createTokenVerifier(keySource, {
    issuer: config.auth ? `${config.auth.url}/auth/v1` : issuer,
    ...(options.now ? { now: options.now } : {}),
  });
  const deps: UsersDeps = { db, auth, mailer, publicUrl: config.publicUrl };
  const authenticate = callerHook(verify, (uid) => requireActiveProfile(deps, uid));

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        connectSrc: ["'self'", ...(externalAuthUrl ? [new URL(externalAuthUrl).origin] : [])],
        // Mantine sets CSS variables through style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
      },
    },
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'VerifiedHours API',
        description: 'Authenticated calls carry the access token in the X-JWT header.',
        version: '0.1.0',
      },
      components: { securitySchemes: { jwt: { type: 'apiKey', in: 'header', name: 'X-JWT' } } },
    },
    hideUntagged: true,
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await registerRateLimit(app);
  decorateCaller(app);
  registerErrorHandler(app);
  await app.register(systemRoutes({ database, authUrl: externalAuthUrl, anonKey }));
  await app.register(usersRoutes(deps, authenticate));
  await app.register(accountRoutes(deps, authenticate));
  await app.register(
    contactRoutes({
      db,
      mailer,
      supportEmail: config.supportEmail,
      now: options.now ?? (() => new Date()),
    }),
  );
  if (mailer.kind === 'outbox') await app.register(devMailRoutes(db));
  await registerSpa(app, options.webDist ?? defaultWebDist);

  return app;
}

/** Where this process can reach its own embedded services. */
function selfUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') {
    throw new Error('the server is not listening yet, so the embedded auth service has no address');
  }
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}
