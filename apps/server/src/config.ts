import path from 'node:path';
import { z } from 'zod';
import { billingLimits, checkoutScript, retention } from '@vh/contracts';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
// OpenStreetMap's tile policy asks for this credit, linked to its copyright page.
const DEFAULT_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** The URL a tile template stands for, with its placeholders filled in (to check and to parse). */
export function sampleTileUrl(template: string): URL {
  return new URL(template.replace('{s}', 'a').replace(/\{[zxyr]\}/g, '0'));
}

/**
 * What the CSP must admit for a tile template: its origin, with a leading {s} subdomain as a
 * wildcard (https://{s}.tile.example.org → https://*.tile.example.org).
 */
export function tileOrigin(template: string): string {
  return sampleTileUrl(template.replace(/^(https?:\/\/)\{s\}\./, '$1*.')).origin;
}

function isTileTemplate(value: string): boolean {
  if (!['{z}', '{x}', '{y}'].every((part) => value.includes(part))) return false;
  try {
    return ['http:', 'https:'].includes(sampleTileUrl(value).protocol);
  } catch {
    return false;
  }
}

const ZEnv = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    // Loopback unless asked: a fresh install is not on the network until its owner says so.
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    TRUST_PROXY: optionalText.pipe(
      z
        .string()
        .regex(
          /^(true|false|\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
          'must be true, false, a hop count, or comma-separated proxy addresses (CIDR allowed)',
        )
        .optional(),
    ),
    DEV_ROUTES_FROM_NETWORK: optionalText.pipe(z.enum(['true', 'false']).optional()),
    TLS_CERT_FILE: optionalText,
    TLS_KEY_FILE: optionalText,
    RATE_LIMIT_SCALE: z.coerce.number().min(1).max(1_000_000).default(1),
    PUBLIC_URL: optionalText.pipe(z.url().optional()),
    DATA_DIR: z.string().trim().min(1).default('./.data'),
    RECEIPT_SIGNING_KEY: optionalText.pipe(
      z
        .string()
        .refine(
          (pem) => pem.includes('-----BEGIN PRIVATE KEY-----'),
          'must be an Ed25519 private key in PKCS#8 PEM form',
        )
        .optional(),
    ),
    DATABASE_URL: optionalText.pipe(
      z
        .url()
        .refine((url) => /^postgres(ql)?:\/\//.test(url), 'must be a postgres:// URL')
        .optional(),
    ),
    // The embedded auth service's token signing key, shared by every server on one database.
    AUTH_SIGNING_KEY: optionalText.pipe(
      z
        .string()
        .refine(
          (pem) => pem.includes('-----BEGIN PRIVATE KEY-----'),
          'must be an EC P-256 private key in PKCS#8 PEM form',
        )
        .optional(),
    ),
    AUTH_URL: optionalText.pipe(z.url().optional()),
    AUTH_ANON_KEY: optionalText,
    AUTH_SERVICE_KEY: optionalText,
    AUTH_JWT_SECRET: optionalText,
    AUTH_JWKS_URL: optionalText.pipe(z.url().optional()),
    // A real Chargebee site ('acme-test' for acme-test.chargebee.com); unset runs the sandbox.
    CHARGEBEE_SITE: optionalText.pipe(
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'must be the site name, e.g. acme-test')
        .optional(),
    ),
    CHARGEBEE_API_KEY: optionalText,
    CHARGEBEE_WEBHOOK_USERNAME: optionalText,
    CHARGEBEE_WEBHOOK_PASSWORD: optionalText,
    // The billing sandbox's API key and webhook credentials, shared by every server on one database.
    BILLING_SANDBOX_API_KEY: optionalText.pipe(
      z.string().min(16, 'must be at least 16 characters').optional(),
    ),
    BILLING_SANDBOX_WEBHOOK_USERNAME: optionalText,
    BILLING_SANDBOX_WEBHOOK_PASSWORD: optionalText.pipe(
      z.string().min(16, 'must be at least 16 characters').optional(),
    ),
    SMTP_URL: optionalText.pipe(
      z
        .url()
        .refine((url) => /^smtps?:\/\//.test(url), 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: z.string().trim().min(3).default('VerifiedHours <no-reply@verifiedhours.localhost>'),
    SUPPORT_EMAIL: z
      .string()
      .trim()
      .pipe(z.email('must be an email address'))
      .default('support@verifiedhours.localhost'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    // The centre map's tiles: a {z}/{x}/{y} template ({s} for subdomains), or 'off' for no map.
    MAP_TILE_URL: z
      .string()
      .trim()
      .default(DEFAULT_TILE_URL)
      .refine(
        (value) => value === 'off' || isTileTemplate(value),
        'must be an http(s) URL template with {z}, {x} and {y}, or off',
      ),
    MAP_TILE_ATTRIBUTION: z.string().trim().min(1).default(DEFAULT_TILE_ATTRIBUTION),
    // A Photon-compatible address search (GET ?q=…&limit=5); unset hides address search.
    GEOCODER_URL: optionalText.pipe(
      z
        .url()
        .refine((url) => /^https?:\/\//.test(url), 'must be an http(s) URL')
        .optional(),
    ),
    // Pre-fills empty country fields from the caller's address, with a database shipped in the
    // server's dependencies (no network call); off never opens it.
    IP_COUNTRY: optionalText.pipe(z.enum(['on', 'off']).optional()),
    // Seconds from start-up to the retention job's first check (then every few minutes).
    RETENTION_FIRST_CHECK_SECONDS: z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 60 * 60)
      .default(retention.firstCheckMs / 1000),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.TLS_CERT_FILE) !== Boolean(env.TLS_KEY_FILE)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.TLS_CERT_FILE ? 'TLS_KEY_FILE' : 'TLS_CERT_FILE'],
        message: 'TLS_CERT_FILE and TLS_KEY_FILE go together',
      });
    }
    if (env.CHARGEBEE_SITE) {
      // A webhook anyone could post would let them rewrite a customer's plan.
      for (const key of [
        'CHARGEBEE_API_KEY',
        'CHARGEBEE_WEBHOOK_USERNAME',
        'CHARGEBEE_WEBHOOK_PASSWORD',
      ] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'required with CHARGEBEE_SITE' });
      }
      // Chargebee refuses a hosted page whose redirect_url is on any other port.
      const port = env.PUBLIC_URL ? redirectPortOf(env.PUBLIC_URL) : undefined;
      if (
        port !== undefined &&
        !(billingLimits.redirectPorts as readonly number[]).includes(port)
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['PUBLIC_URL'],
          message: `is on port ${port}, and Chargebee only accepts a redirect_url on port ${acceptedPorts()}; with CHARGEBEE_SITE set, use an https address or one of those ports`,
        });
      }
    } else if (env.CHARGEBEE_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['CHARGEBEE_SITE'],
        message: 'required with CHARGEBEE_API_KEY',
      });
    }
    const sandboxKeys = [
      'BILLING_SANDBOX_API_KEY',
      'BILLING_SANDBOX_WEBHOOK_USERNAME',
      'BILLING_SANDBOX_WEBHOOK_PASSWORD',
    ] as const;
    if (sandboxKeys.some((key) => env[key])) {
      if (env.CHARGEBEE_SITE) {
        ctx.addIssue({
          code: 'custom',
          path: [sandboxKeys.find((key) => env[key]) ?? sandboxKeys[0]],
          message: 'is for the billing sandbox; with CHARGEBEE_SITE set it would not be used',
        });
      }
      for (const key of sandboxKeys) {
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'the three BILLING_SANDBOX_ settings go together',
          });
      }
    }
    if (env.AUTH_SIGNING_KEY && env.AUTH_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SIGNING_KEY'],
        message: 'is for the embedded auth service; with AUTH_URL set it would not be used',
      });
    }
    if (!env.AUTH_URL) return;
    for (const key of ['AUTH_ANON_KEY', 'AUTH_SERVICE_KEY'] as const) {
      if (!env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'required with AUTH_URL' });
    }
    if (!env.AUTH_JWT_SECRET && !env.AUTH_JWKS_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_JWKS_URL'],
        message: 'AUTH_JWKS_URL or AUTH_JWT_SECRET is required with AUTH_URL',
      });
    }
  });

/** The port a URL is reached on: its own, or its scheme's (an https URL without one is 443). */
function redirectPortOf(url: string): number | undefined {
  // A URL that does not parse has its own issue already.
  const parsed = URL.parse(url);
  if (!parsed) return undefined;
  if (parsed.port) return Number(parsed.port);
  return parsed.protocol === 'https:' ? 443 : 80;
}

/** '80, 443, 8080 or 8443'. */
function acceptedPorts(): string {
  const ports = billingLimits.redirectPorts.map(String);
  return `${ports.slice(0, -1).join(', ')} or ${ports.at(-1) ?? ''}`;
}

/** A real Supabase project; absent means the embedded auth service. */
export type ExternalAuthConfig = {
  url: string;
  anonKey: string;
  serviceKey: string;
  verify: { jwksUrl: string } | { secret: string };
};

/** A real Chargebee site and the Basic credentials its webhooks are registered with. */
export type ExternalBillingConfig = {
  site: string;
  apiKey: string;
  webhookUsername: string;
  webhookPassword: string;
};

/** What the embedded billing sandbox and the product's webhook receiver agree on. */
export type SandboxCredentials = {
  apiKey: string;
  webhookUsername: string;
  webhookPassword: string;
};

/** Fastify's trustProxy: whom to believe about the client's address (X-Forwarded-For). */
export type TrustProxy = boolean | number | string[];

export type Config = {
  port: number;
  host: string;
  trustProxy: TrustProxy;
  /** Development-only routes (the mailbox) answer other machines too; loopback only otherwise. */
  devRoutesFromNetwork: boolean;
  /** Serve HTTPS with this certificate and key (PEM files). */
  tls: { certFile: string; keyFile: string } | undefined;
  /** Multiplies every rate limit's allowance; 1 in production, large for test suites and benchmarks. */
  rateLimitScale: number;
  publicUrl: string;
  dataDir: string;
  /** Signs punch receipts; unset, a key is made in DATA_DIR on first start. */
  receiptSigningKey: string | undefined;
  /** Signs the embedded auth service's tokens (PEM); unset, a key is made in DATA_DIR. */
  authSigningKey: string | undefined;
  /** The billing sandbox's credentials; unset, they are made in DATA_DIR. */
  billingSandbox: SandboxCredentials | undefined;
  databaseUrl: string | undefined;
  auth: ExternalAuthConfig | undefined;
  /** A real Chargebee site; undefined runs the embedded billing sandbox. */
  billing: ExternalBillingConfig | undefined;
  /** Unset: mail goes to the outbox and /dev/mail (embedded mode). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where contact requests are mailed. */
  supportEmail: string;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  /** The centre map; null tile URL means no map (coordinates and "Use my location" only). */
  map: { tileUrl: string | null; attribution: string };
  /** Photon-compatible address search; undefined hides it. */
  geocoderUrl: string | undefined;
  /** Guess a country from the client's address (IP_COUNTRY, on unless off). */
  ipCountry: boolean;
  /** How long after start-up the retention job first checks for work. */
  retentionFirstCheckMs: number;
};

export class ConfigError extends Error {}

/** Parses the environment once at start-up and fails naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    devRoutesFromNetwork: e.DEV_ROUTES_FROM_NETWORK === 'true',
    tls:
      e.TLS_CERT_FILE && e.TLS_KEY_FILE
        ? { certFile: path.resolve(e.TLS_CERT_FILE), keyFile: path.resolve(e.TLS_KEY_FILE) }
        : undefined,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    publicUrl: (
      e.PUBLIC_URL ?? `${e.TLS_CERT_FILE ? 'https' : 'http'}://localhost:${e.PORT}`
    ).replace(/\/+$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    receiptSigningKey: e.RECEIPT_SIGNING_KEY?.replace(/\\n/g, '\n'),
    authSigningKey: e.AUTH_SIGNING_KEY?.replace(/\\n/g, '\n'),
    billingSandbox:
      e.BILLING_SANDBOX_API_KEY &&
      e.BILLING_SANDBOX_WEBHOOK_USERNAME &&
      e.BILLING_SANDBOX_WEBHOOK_PASSWORD
        ? {
            apiKey: e.BILLING_SANDBOX_API_KEY,
            webhookUsername: e.BILLING_SANDBOX_WEBHOOK_USERNAME,
            webhookPassword: e.BILLING_SANDBOX_WEBHOOK_PASSWORD,
          }
        : undefined,
    databaseUrl: e.DATABASE_URL,
    auth: e.AUTH_URL
      ? {
          url: e.AUTH_URL.replace(/\/+$/, ''),
          anonKey: e.AUTH_ANON_KEY ?? '',
          serviceKey: e.AUTH_SERVICE_KEY ?? '',
          verify: e.AUTH_JWKS_URL
            ? { jwksUrl: e.AUTH_JWKS_URL }
            : { secret: e.AUTH_JWT_SECRET ?? '' },
        }
      : undefined,
    billing: e.CHARGEBEE_SITE
      ? {
          site: e.CHARGEBEE_SITE,
          apiKey: e.CHARGEBEE_API_KEY ?? '',
          webhookUsername: e.CHARGEBEE_WEBHOOK_USERNAME ?? '',
          webhookPassword: e.CHARGEBEE_WEBHOOK_PASSWORD ?? '',
        }
      : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    logLevel: e.LOG_LEVEL,
    map: {
      tileUrl: e.MAP_TILE_URL === 'off' ? null : e.MAP_TILE_URL,
      attribution: e.MAP_TILE_ATTRIBUTION,
    },
    geocoderUrl: e.GEOCODER_URL,
    ipCountry: e.IP_COUNTRY !== 'off',
    retentionFirstCheckMs: e.RETENTION_FIRST_CHECK_SECONDS * 1000,
  };
}

function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((part) => part.trim());
}

/** The origin of the billing provider's hosted pages, which the checkout modal frames. */
export function billingPagesOrigin(config: Config): string {
  return config.billing ? `https://${config.billing.site}.chargebee.com` : config.publicUrl;
}

/** Where Chargebee.js (v2) is loaded from; Chargebee serves it only from its own servers. */
const CHARGEBEE_JS_URL = checkoutScript.chargebeeJsUrl;

/** Where the browser loads Chargebee.js from, and for which site: Chargebee's own, or the sandbox's. */
export function checkoutScriptOf(config: Config): { site: string; script: string } {
  return config.billing
    ? { site: config.billing.site, script: CHARGEBEE_JS_URL }
    : { site: checkoutScript.sandboxSite, script: checkoutScript.sandboxScriptPath };
}

/**
 * What the page may reach beyond its own origin: the auth project, the geocoder, the map tiles,
 * and the billing provider's checkout. With a real site, Chargebee.js (its script and the frames it
 * opens) comes from js.chargebee.com and the site's hosted pages; with the sandbox, its script and
 * pages are our own origin, and no Chargebee origin is admitted.
 */
export function cspSourcesOf(config: Config): {
  connect: string[];
  img: string[];
  frame: string[];
  script: string[];
} {
  const chargebee = config.billing ? [CHARGEBEE_JS_URL, billingPagesOrigin(config)] : [];
  return {
    // Our own origin too: the sandbox's checkout frame is ours.
    frame: [config.publicUrl, ...chargebee],
    script: config.billing ? [CHARGEBEE_JS_URL] : [],
    connect: [
      ...(config.auth ? [config.auth.url] : []),
      ...(config.geocoderUrl ? [config.geocoderUrl] : []),
    ],
    img: config.map.tileUrl ? [tileOrigin(config.map.tileUrl)] : [],
  };
}
