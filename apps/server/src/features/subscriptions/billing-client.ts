import Chargebee from 'chargebee';
import type { FastifyInstance } from 'fastify';
import { billingLimits } from '@vh/contracts';
import { injectFetch } from '../../auth/inject-fetch.ts';
import { DeadlineExceeded, withDeadline } from '../../lib/deadline-fetch.ts';

/** The official client; every call the product makes to billing goes through one of these. */
export type BillingClient = InstanceType<typeof Chargebee>;

export type BillingTarget =
  /** A real Chargebee site over HTTPS. */
  | { kind: 'chargebee'; site: string; apiKey: string }
  /** The embedded sandbox inside this process, reached at its API path by Fastify's inject. */
  | { kind: 'sandbox'; app: FastifyInstance; apiKey: string; prefix: string };

/**
 * The same client and the same calls for both targets; only where the requests go differs. For
 * the sandbox, the client's requests (to /api/v2/…, the only API path it accepts) are moved under
 * the sandbox's prefix and handed to it in-process, like the embedded auth service's: no socket to
 * ourselves is needed and tests that never listen still reach it.
 */
export function createBillingClient(
  target: BillingTarget,
  options: { timeoutMs?: number } = {},
): BillingClient {
  const common = {
    apiKey: target.apiKey,
    timeout: options.timeoutMs ?? billingLimits.requestTimeoutMs,
    // Telemetry would report our calls to Chargebee; the product does not need it.
    sdkTelemetryEnabled: false,
  };
  if (target.kind === 'chargebee') {
    return new Chargebee({ ...common, site: target.site, httpClient: deadlineHttpClient(fetch) });
  }
  const send = injectFetch(target.app);
  return new Chargebee({
    ...common,
    site: 'billing-sandbox',
    protocol: 'http',
    hostSuffix: '',
    port: 80,
    httpClient: deadlineHttpClient(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      // Ids reach the path unencoded ('/' included): nothing may climb out of the API.
      if (!url.pathname.startsWith('/api/v2/')) {
        throw new Error(`billing: refused a request outside the API (${url.pathname})`);
      }
      url.pathname = `${target.prefix}${url.pathname}`;
      return send(url, init);
    }),
  });
}

/**
 * How the chargebee client sends its requests: with a deadline of our own. The client's own
 * timeout aborts through `fetch(new Request(request, { signal }))`, a signal that can stop
 * working after a garbage collection in Node (undici#4068), and then a silent site holds the
 * request for as long as the connection stays open. Here the request is sent anew from its parts
 * with the signal given directly, and the answer is a rejection at the deadline whether or not
 * the transport honours the signal. A deadline answers as the client's own timeout does (504,
 * type "timeout"), so callers see one kind of failure.
 */
export function deadlineHttpClient(transport: typeof fetch) {
  return {
    async makeApiRequest(request: Request, timeout: number): Promise<Response> {
      const body = request.body ? await request.arrayBuffer() : undefined;
      const init = { method: request.method, headers: request.headers, body };
      try {
        return await withDeadline(transport, timeout)(request.url, init);
      } catch (error) {
        if (!(error instanceof DeadlineExceeded)) throw error;
        throw Object.assign(new Error('io_error', { cause: error }), {
          type: 'timeout',
          api_error_code: 'request aborted due to timeout.',
          http_status_code: 504,
        });
      }
    },
  };
}
