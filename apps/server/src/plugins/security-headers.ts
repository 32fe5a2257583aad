import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** What the page may load from beyond its own origin; later features add map tiles, a geocoder, billing pages. */
export type CspSources = {
  /** Origins the browser may call with fetch (a real Supabase project). */
  connect?: string[];
  img?: string[];
  frame?: string[];
  /** Scripts from another origin: Chargebee.js, only when a real Chargebee site is configured. */
  script?: string[];
};

export type SecurityHeaderOptions = {
  /** The address people use; HTTPS turns on HSTS and upgrade-insecure-requests. */
  publicUrl: string;
  sources?: CspSources;
};

// The time clock needs the position, and /verify the camera to read a printed receipt's QR code:
// only from our own pages, never from a frame of another origin. Nothing needs the rest.
const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'camera=(self)',
  'microphone=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
].join(', ');

const origins = (urls: string[] = []) => urls.map((url) => new URL(url).origin);

/**
 * The Content-Security-Policy, built in one place from the configuration. Over plain HTTP (a LAN
 * address, a demo) upgrade-insecure-requests would make the browser fetch every asset over HTTPS
 * that is not there, leaving a blank page: it is sent only when the public URL is HTTPS.
 */
export function contentSecurityPolicyDirectives(options: SecurityHeaderOptions) {
  const https = new URL(options.publicUrl).protocol === 'https:';
  const sources = options.sources ?? {};
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    connectSrc: ["'self'", ...origins(sources.connect)],
    fontSrc: ["'self'", 'data:'],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    frameSrc: sources.frame?.length ? origins(sources.frame) : ["'none'"],
    imgSrc: ["'self'", 'data:', ...origins(sources.img)],
    // The installed app: its manifest and its service worker (/sw.js), ours only. default-src
    // already says so; named here so a change to it cannot take the installed app down with it.
    manifestSrc: ["'self'"],
    workerSrc: ["'self'"],
    objectSrc: ["'none'"],
    scriptSrc: ["'self'", ...origins(sources.script)],
    scriptSrcAttr: ["'none'"],
    // Mantine sets CSS variables through style attributes.
    styleSrc: ["'self'", "'unsafe-inline'"],
    upgradeInsecureRequests: https ? [] : null,
  };
}

/**
 * Every security header, computed once with helmet at start-up: the configuration never changes
 * while the process runs, so building it again for each request would be wasted work.
 */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const https = new URL(options.publicUrl).protocol === 'https:';
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicyDirectives(options),
    },
    // Over HTTP the header is ignored by browsers and only confuses readers of a response.
    strictTransportSecurity: https ? { maxAge: 31_536_000 } : false,
  })({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    // helmet reports a bad directive this way; a message that says so beats '[object Object]'.
    if (error instanceof Error) throw error;
    if (error !== undefined) throw new Error('helmet refused the security header configuration');
  });
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

/** Sets the headers on every response, including Fastify's own errors and the 404 handler. */
export function registerSecurityHeaders(app: FastifyInstance, headers: Record<string, string>) {
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}
