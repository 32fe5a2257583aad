import Chargebee from 'chargebee';
import type { FastifyInstance } from 'fastify';
import { billingLimits } from '@vh/contracts';
import { injectFetch } from '../../auth/inject-fetch.ts';

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
  if (target.kind === 'chargebee') return new Chargebee({ ...common, site: target.site });
  const send = injectFetch(target.app);
  return new Chargebee({
    ...common,
    site: 'billing-sandbox',
    protocol: 'http',
    hostSuffix: '',
    port: 80,
    httpClient: {
      makeApiRequest: async (request: Request, timeout: number) => {
        const url = new URL(request.url);
        // Ids reach the path unencoded ('/' included): nothing may climb out of the API.
        if (!url.pathname.startsWith('/api/v2/')) {
          throw new Error(`billing: refused a request outside the API (${url.pathname})`);
        }
        url.pathname = `${target.prefix}${url.pathname}`;
        const body = request.body ? await request.arrayBuffer() : null;
        const moved = new Request(url, { method: request.method, headers: request.headers, body });
        return withTimeout(send(moved), timeout);
      },
    },
  });
}

/** The client's own fetch client times out the same way; a slow sandbox must not hang a request. */
async function withTimeout(response: Promise<Response>, timeout: number): Promise<Response> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () =>
        reject(Object.assign(new Error('io_error'), { type: 'timeout', http_status_code: 504 })),
      timeout,
    );
  });
  try {
    return await Promise.race([response, expired]);
  } finally {
    clearTimeout(timer);
  }
}
