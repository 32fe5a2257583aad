import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { authKeysFromPem, authServerPlugin, loadOrCreateAuthKeys } from '@vh/auth-server';
import { billingSandboxPlugin, loadOrCreateSandboxSecrets } from '@vh/billing-sandbox';
import {
  BODY_LIMIT_BYTES,
  checkoutScript,
  loadEveryNamespace,
  rateLimits,
  serverLimits,
} from '@vh/contracts';
import { createAuthGateway } from './auth/auth-gateway.ts';
import { injectFetch } from './auth/inject-fetch.ts';
import { createSessionConfirmer } from './auth/session-confirmation.ts';
import { createTokenVerifier, type KeySource } from './auth/token-verifier.ts';
import {
  ConfigError,
  checkoutScriptOf,
  cspSourcesOf,
  type Config,
  type SandboxCredentials,
} from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { runUnderLease } from './db/job-lease.ts';
import { BIND_EXISTING_ROWS, bindExistingRows } from './features/audit/bind-existing-rows.ts';
import { classifyExistingHolidays } from './features/holidays/classify-holidays.ts';
import { businessesRoutes } from './features/businesses/businesses.routes.ts';
import { contactRoutes } from './features/contact/contact.routes.ts';
import { systemRoutes } from './features/system/system.routes.ts';
import { lazyCountryLookup } from './features/ip-country/ip-country.ts';
import { ipCountryRoutes } from './features/ip-country/ip-country.routes.ts';
import { devMailRoutes } from './features/dev-mail/dev-mail.routes.ts';
import { accountRoutes } from './features/users/account.routes.ts';
import { passwordsRoutes } from './features/passwords/passwords.routes.ts';
import { profileRoutes } from './features/profile/profile.routes.ts';
import { loadCaller } from './features/sessions/revocation.ts';
import { revokeTokens } from './features/users/users.repo.ts';
import { sessionsRoutes } from './features/sessions/sessions.routes.ts';
import { createSignInLimits } from './features/sessions/sessions.service.ts';
import {
  ORPHAN_MIN_AGE_MS,
  SIGN_UP_SWEEP,
  sweepInterruptedSignUps,
} from './features/users/sign-up-sweep.ts';
import { createRetentionJob, type RetentionJob } from './features/retention/retention-job.ts';
import type { UsersDeps } from './features/users/users.service.ts';
import { usersRoutes } from './features/users/users.routes.ts';
import { createStaffSignUpLimits, registerStaff } from './features/staff/staff-sign-up.service.ts';
import { centresOf } from './features/staff/staff.repo.ts';
import { staffRoutes } from './features/staff/staff.routes.ts';
import { receiptPdfRoutes } from './features/receipt-pdf/receipt-pdf.routes.ts';
import { receiptsRoutes } from './features/receipts/receipts.routes.ts';
import { loadOrCreateReceiptKey, publishReceiptKey } from './features/receipts/receipt-keys.ts';
import { punchNoteRoutes } from './features/timeclock/punch-notes.routes.ts';
import { timeclockRoutes } from './features/timeclock/timeclock.routes.ts';
import { createAuditVerifier, type AuditVerifier } from './features/audit/audit-verification.ts';
import { holidaysRoutes } from './features/holidays/holidays.routes.ts';
import { overtimeRulesRoutes } from './features/overtime-rules/overtime-rules.routes.ts';
import { payPeriodsRoutes } from './features/pay-periods/pay-periods.routes.ts';
import { payEstimateRoutes } from './features/pay-estimate/pay-estimate.routes.ts';
import { payRatesRoutes } from './features/pay-rates/pay-rates.routes.ts';
import { exportsRoutes } from './features/reports/exports.routes.ts';
import { payrollExportsRoutes } from './features/payroll-exports/payroll-exports.routes.ts';
import { reportsRoutes } from './features/reports/reports.routes.ts';
import { timesheetsRoutes } from './features/timesheets/timesheets.routes.ts';
import { botRoutes } from './features/bot/bot.routes.ts';
import { todayRoutes } from './features/today/today.routes.ts';
import { createBotWorker, type BotWorker } from './features/bot/bot-worker.ts';
import {
  createBillingClient,
  type BillingClient,
} from './features/subscriptions/billing-client.ts';
import {
  checkBillingSite,
  siteCheckClient,
  watchBillingSite,
} from './features/subscriptions/billing-site-check.ts';
import { sandboxItemPrices } from './features/subscriptions/sandbox-catalogue.ts';
import { subscriptionsRoutes } from './features/subscriptions/subscriptions.routes.ts';
import type { WebhookCredentials } from './features/subscriptions/webhook.ts';
import { defaultWebDist, registerSpa } from './features/web/spa.ts';
import { createOutboxMailer } from './mail/outbox-mailer.ts';
import { createSmtpMailer } from './mail/smtp-mailer.ts';
import { secureDataDir } from './lib/data-dir.ts';
import { leaseHolderId } from './lib/repeating-task.ts';
import { withEveryStatus } from './openapi/responses.ts';
import { billingFingerprintOf, joinDatabase, stayListed } from './start-up.ts';
import { callerHook, decorateCaller } from './plugins/caller.ts';
import { devOnly } from './plugins/dev-only.ts';
import {
  clientErrorHandler,
  registerErrorHandler,
  sendFrameworkError,
} from './plugins/error-handler.ts';
import { trackInFlight } from './plugins/graceful-shutdown.ts';
import { createLimits } from './plugins/limiter.ts';
import { RequestLog, requestLogSerializers } from './plugins/request-log.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerSecurityHeaders, securityHeaders } from './plugins/security-headers.ts';
import { refuseRepeatedQueryKeys } from './plugins/single-query-values.ts';

export type BuildOptions = {
  /** An already-open database; by default one is opened from the config and closed with the app. */
  database?: DatabaseHandle;
  /** Injected clock for the embedded auth service and token checks; defaults to the wall clock. */
  now?: () => Date;
  webDist?: string;
  logger?: boolean;
  /** Run the bot worker on a timer (the default); without it, a caller drives `botWorker.runOnce()`. */
  runBots?: boolean;
  /** Run the retention purge on a timer (the default); without it, a caller drives `retentionJob.runOnce()`. */
  runRetention?: boolean;
  /**
   * Tests only: how the start-up check of a real Chargebee site sends its requests (to a fake
   * site) and how soon it checks again a site that did not answer.
   */
  billingSiteCheck?: { transport?: typeof fetch; firstRetryMs?: number };
};

/** Builds the whole product (no listen): external services → plugins → features → error handling. */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  // The server answers in every namespace's words (errors, mails, PDFs); loaded once per process.
  await loadEveryNamespace();
  const now = options.now ?? (() => new Date());
  const headers = securityHeaders({
    publicUrl: config.publicUrl,
    sources: cspSourcesOf(config),
  });
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers["x-jwt"]', 'req.headers.authorization', 'req.headers.apikey'],
            serializers: requestLogSerializers,
          },
    logController: new RequestLog(),
    trustProxy: trustProxyOption(config.trustProxy),
    serverFactory: (handler) => createServer(config, handler),
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: serverLimits.requestTimeoutMs,
    keepAliveTimeout: serverLimits.keepAliveTimeoutMs,
    // A shutdown closes idle keep-alive sockets instead of waiting for clients to hang up.
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: false },
    // Errors Fastify raises before any route runs (a malformed URL) get our shape and headers.
    frameworkErrors: (error, request, reply) => {
      void reply.headers(headers);
      sendFrameworkError(error, request, reply);
    },
    clientErrorHandler: clientErrorHandler(headers),
  });
  app.server.headersTimeout = serverLimits.headersTimeoutMs;
  registerSecurityHeaders(app, headers);
  const inFlight = trackInFlight(app);
  app.decorate('inFlight', inFlight);
  // The API speaks JSON only; anything else gets a clear 400 instead of a confusing type error.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  let database = options.database;
  if (!database) {
    await secureDataDir(config.dataDir);
    const opened = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: config.dataDir,
    });
    app.addHook('onClose', async () => opened.close());
    database = opened;
  }
  // The shared keys are read before the database is joined: a server that cannot agree with the
  // servers already running stops before it serves anyone.
  const authKeys = config.auth
    ? undefined
    : config.authSigningKey
      ? await authKeysFromPem(config.authSigningKey).catch((error: unknown) => {
          throw new ConfigError(`Invalid configuration:\n  AUTH_SIGNING_KEY: ${String(error)}`);
        })
      : await loadOrCreateAuthKeys(config.dataDir);
  const sandboxSecrets = config.billing
    ? undefined
    : (config.billingSandbox ?? (await loadOrCreateSandboxSecrets(config.dataDir)));
  const server = {
    id: leaseHolderId(),
    authKeyId: authKeys?.kid ?? null,
    billingFingerprint: sandboxSecrets ? billingFingerprintOf(sandboxSecrets) : null,
  };
  try {
    await joinDatabase(database, server, { billingSandbox: !config.billing });
    const listed = stayListed(database, server, (err, message) => app.log.warn({ err }, message));
    listed.start();
    app.addHook('preClose', async () => listed.stop());
    // Once, on the first start after rows began to be bound to the audit chain; one server does
    // it while the others start serving.
    const startedAt = now;
    await runUnderLease(
      database.db,
      {
        name: BIND_EXISTING_ROWS,
        holder: server.id,
        leaseMs: serverLimits.startUpJobLeaseMs,
        againAfterMs: 0,
        now: startedAt,
      },
      async () => {
        await bindExistingRows(database.db, startedAt);
        await classifyExistingHolidays(database.db, startedAt);
      },
    );
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
    const keys = authKeys ?? (await loadOrCreateAuthKeys(config.dataDir));
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

  // Again now that the database and the keys have written their files.
  await secureDataDir(config.dataDir);

  const externalAuthUrl = config.auth?.url;
  const auth = createAuthGateway(
    externalAuthUrl
      ? { url: externalAuthUrl, serviceKey }
      : { url: config.publicUrl, serviceKey, fetch: injectFetch(app) },
  );
  const verify = await createTokenVerifier(keySource, {
    issuer: config.auth ? `${config.auth.url}/auth/v1` : issuer,
    ...(options.now ? { now: options.now } : {}),
  });
  // Every limit is counted in the database the servers share.
  const limits = createLimits(db, config.rateLimitScale);
  const deps: UsersDeps = {
    db,
    auth,
    mailer,
    publicUrl: config.publicUrl,
    now,
    emailChangeLimit: limits.limiter(
      'email-change',
      rateLimits.credentialChange,
      'errors.limits.emailChanges',
    ),
  };
  const confirmSession = createSessionConfirmer({
    check: (accessToken) => auth.confirmSession(accessToken),
    now,
    onEnded: (uid, sessionId) => revokeTokens(db, uid, { sessionId }),
    onUnreachable: (err) => app.log.warn({ err }, 'the auth service did not confirm a session'),
  });
  const authenticate = callerHook(
    verify,
    (token) => loadCaller({ db, log: (err, message) => app.log.error({ err }, message) }, token),
    confirmSession,
  );

  await app.register(fastifySwagger, {
    openapi: {
      // 3.1: its schemas are JSON Schema 2020-12, which is what the zod schemas are written as.
      openapi: '3.1.0',
      info: {
        title: 'VerifiedHours API',
        description: 'Authenticated calls carry the access token in the X-JWT header.',
        version: '0.1.0',
      },
      components: { securitySchemes: { jwt: { type: 'apiKey', in: 'header', name: 'X-JWT' } } },
    },
    hideUntagged: true,
    // Every status each operation can answer, not only those its route names.
    transform: withEveryStatus,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Its policy carries upgrade-insecure-requests, which blanks the page over plain HTTP.
    transformStaticCSP: (policy) =>
      config.publicUrl.startsWith('https:')
        ? policy
        : policy.replace(/upgrade-insecure-requests;?\s*/, ''),
  });

  await registerRateLimit(app, limits);
  decorateCaller(app);
  registerErrorHandler(app);
  refuseRepeatedQueryKeys(app);
  await app.register(
    systemRoutes({
      database,
      authUrl: externalAuthUrl,
      anonKey,
      map: config.map,
      geocoderUrl: config.geocoderUrl,
      checkout: checkoutScriptOf(config),
    }),
  );
  await app.register(ipCountryRoutes(config.ipCountry ? lazyCountryLookup() : undefined));
  await app.register(
    sessionsRoutes({ db, auth, now, signInLimits: createSignInLimits(limits) }, authenticate),
  );
  const staffSignUp = { ...deps, ...createStaffSignUpLimits(limits) };
  await app.register(
    usersRoutes(
      {
        ...deps,
        // Staff sign up through the accounts' door; the organisation layer does the work.
        registerStaff: (input, clientAddress) => registerStaff(staffSignUp, input, clientAddress),
        staffCentres: centresOf,
      },
      authenticate,
    ),
  );
  await app.register(accountRoutes(deps, authenticate));
  await app.register(passwordsRoutes(deps, authenticate));
  await app.register(profileRoutes({ ...deps, staffCentres: centresOf }, authenticate));
  await app.register(businessesRoutes({ db, now }, authenticate));
  await app.register(
    staffRoutes(
      {
        ...deps,
        staffResetLimit: limits.limiter(
          'staff-reset-links',
          rateLimits.forgotPassword,
          'errors.limits.staffResetLinks',
        ),
      },
      authenticate,
    ),
  );
  const signer = await loadOrCreateReceiptKey({
    dataDir: config.dataDir,
    pem: config.receiptSigningKey,
  });
  await publishReceiptKey(db, signer);
  await app.register(receiptsRoutes({ db }));
  const auditVerifier = createAuditVerifier({
    db,
    now,
    log: (err, message) => app.log.error({ err }, message),
  });
  app.decorate('auditVerifier', auditVerifier);
  // Before the database closes: checks in progress stop and say so.
  app.addHook('preClose', async () => auditVerifier.stop());
  await app.register(timeclockRoutes({ db, now, signer, verifier: auditVerifier }, authenticate));
  await app.register(
    receiptPdfRoutes({ db, now, signer, publicUrl: config.publicUrl }, authenticate),
  );
  await app.register(punchNoteRoutes({ db, now, signer }, authenticate));
  await app.register(holidaysRoutes({ db, now }, authenticate));
  await app.register(overtimeRulesRoutes({ db, now }, authenticate));
  await app.register(payRatesRoutes({ db, now }, authenticate));
  await app.register(payEstimateRoutes({ db, now }, authenticate));
  await app.register(payPeriodsRoutes({ db, now }, authenticate));
  await app.register(reportsRoutes({ db, now }, authenticate));
  await app.register(timesheetsRoutes({ db, now }, authenticate));
  await app.register(exportsRoutes({ db, now, publicUrl: config.publicUrl }, authenticate));
  await app.register(payrollExportsRoutes({ db, now, publicUrl: config.publicUrl }, authenticate));
  await app.register(botRoutes({ db, now }, authenticate));
  await app.register(todayRoutes({ db, now }, authenticate));
  const botWorker = createBotWorker({
    db,
    now,
    log: (err, message) => app.log.error({ err }, message),
  });
  app.decorate('botWorker', botWorker);
  if (options.runBots !== false) {
    app.addHook('onReady', (done) => {
      botWorker.start();
      done();
    });
  }
  // Before the database closes: finish the pass in progress and hand the bots to another server.
  app.addHook('preClose', async () => botWorker.stop());
  const retentionJob = createRetentionJob({
    db,
    now,
    logPurge: (report) => app.log.info(report, 'retention purge'),
    firstCheckMs: config.retentionFirstCheckMs,
    log: (err, message) => app.log.error({ err }, message),
  });
  app.decorate('retentionJob', retentionJob);
  if (options.runRetention !== false) {
    app.addHook('onReady', (done) => {
      retentionJob.start();
      done();
    });
  }
  // Before the database closes: finish the batch in progress and hand the lease back.
  app.addHook('preClose', async () => retentionJob.stop());
  // A real site that refuses our key or item prices stops start-up; what was opened is closed.
  const billing = await connectBilling(
    app,
    config,
    db,
    now,
    sandboxSecrets,
    options.billingSiteCheck,
  ).catch(async (error: unknown) => {
    await app.close();
    throw error;
  });
  await app.register(
    subscriptionsRoutes(
      {
        db,
        billing: billing.client,
        webhook: billing.webhook,
        publicUrl: config.publicUrl,
        now,
        exclusive: (lock, work) => database.exclusive(lock, work),
      },
      authenticate,
    ),
  );
  await app.register(contactRoutes({ db, mailer, supportEmail: config.supportEmail, now }));
  if (mailer.kind === 'outbox') {
    await app.register(devMailRoutes(db, devOnly(config.devRoutesFromNetwork)));
  }
  await registerSpa(app, options.webDist ?? defaultWebDist);

  // Repairs sign-ups a crash interrupted, once the app is ready; never delays start-up.
  let sweep: Promise<void> = Promise.resolve();
  // Tests wait for it before they act, so a pass never meets a sign-up they are making.
  app.decorate('signUpSweep', { settled: () => sweep });
  app.addHook('onReady', (done) => {
    // One server mends them for all: the first to start, and none again for a while after.
    sweep = runUnderLease(
      db,
      {
        name: SIGN_UP_SWEEP,
        holder: server.id,
        leaseMs: serverLimits.startUpJobLeaseMs,
        againAfterMs: ORPHAN_MIN_AGE_MS,
        now,
      },
      () => sweepInterruptedSignUps({ db, auth, now }),
    ).then(
      (result) => {
        if (result && result.repaired + result.removed + result.unbanned > 0)
          app.log.warn(result, 'interrupted sign-ups mended, old bans lifted');
      },
      (error: unknown) => app.log.error({ err: error }, 'interrupted sign-up sweep failed'),
    );
    done();
  });
  app.addHook('preClose', async () => sweep);

  return app;
}

/**
 * The billing client: a real Chargebee site when configured, else the embedded sandbox, registered
 * here and reached through the same client. The sandbox's webhooks come back to our receiver
 * in-process, with the credentials it was given. A real site is asked first whether it takes our
 * key and sells our item prices: a definite no stops start-up with a sentence (ConfigError).
 */
async function connectBilling(
  app: FastifyInstance,
  config: Config,
  db: DatabaseHandle['db'],
  now: () => Date,
  secrets: SandboxCredentials | undefined,
  siteCheck: BuildOptions['billingSiteCheck'] = {},
): Promise<{ client: BillingClient; webhook: WebhookCredentials }> {
  if (config.billing || !secrets) {
    if (!config.billing) throw new Error('the billing sandbox has no credentials');
    const { site, apiKey, webhookUsername, webhookPassword } = config.billing;
    const checkClient = siteCheckClient(config.billing, siteCheck.transport);
    const watch = await watchBillingSite({
      site,
      check: () => checkBillingSite(checkClient, site),
      log: {
        info: (message) => app.log.info(message),
        warn: (fields, message) => app.log.warn(fields, message),
        error: (message) => app.log.error(message),
      },
      ...(siteCheck.firstRetryMs === undefined ? {} : { firstRetryMs: siteCheck.firstRetryMs }),
    });
    app.addHook('preClose', async () => watch.stop());
    return {
      client: createBillingClient({ kind: 'chargebee', site, apiKey }),
      webhook: { username: webhookUsername, password: webhookPassword },
    };
  }
  const webhook = { username: secrets.webhookUsername, password: secrets.webhookPassword };
  const prefix = checkoutScript.sandboxPrefix;
  await app.register(billingSandboxPlugin, {
    prefix,
    db,
    apiKey: secrets.apiKey,
    publicUrl: config.publicUrl,
    itemPrices: sandboxItemPrices(),
    webhook: { url: `${config.publicUrl}/api/businesses/subscriptions/webhook/`, ...webhook },
    fetch: injectFetch(app),
    now,
    guardTestControls: devOnly(config.devRoutesFromNetwork),
  });
  return {
    client: createBillingClient({ kind: 'sandbox', app, apiKey: secrets.apiKey, prefix }),
    webhook,
  };
}

/** HTTPS when TLS_CERT_FILE and TLS_KEY_FILE are set (browsers give a LAN address no GPS without it). */
function createServer(config: Config, handler: http.RequestListener): http.Server {
  if (!config.tls) return http.createServer(handler);
  const options = {
    cert: readFileSync(config.tls.certFile),
    key: readFileSync(config.tls.keyFile),
  };
  // An HTTPS server is an HTTP server over TLS; Fastify drives both the same way.
  const server: http.Server = https.createServer(options, handler);
  return server;
}

/** A hop count means "trust the nearest n proxies", which Fastify takes as a function. */
function trustProxyOption(value: Config['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

declare module 'fastify' {
  interface FastifyInstance {
    inFlight: ReturnType<typeof trackInFlight>;
    botWorker: BotWorker;
    retentionJob: RetentionJob;
    auditVerifier: AuditVerifier;
    /** The start-up pass over interrupted sign-ups: settles once it has finished. */
    signUpSweep: { settled(): Promise<void> };
  }
}
