import Chargebee from 'chargebee';
import { billingLimits, itemPriceOfPlan, plans, type TPlanKey } from '@vh/contracts';
import { ConfigError, type ExternalBillingConfig } from '../../config.ts';
import { deadlineHttpClient, type BillingClient } from './billing-client.ts';

/** What a real Chargebee site said about our key and the item prices the product sells. */
export type SiteAnswer =
  | { kind: 'ready' }
  /** A definite answer that the configuration is wrong, as a sentence naming what to change. */
  | { kind: 'refused'; sentence: string }
  /** No answer that settles it: the site down, slow, or answering something else. */
  | { kind: 'unanswered'; cause: unknown };

type Log = {
  info(message: string): void;
  warn(fields: { err: unknown }, message: string): void;
  error(message: string): void;
};

/**
 * The official client for the check, through our deadline. `transport` is how its requests are
 * sent: the network by default; tests give one that sends them to a fake site.
 */
export function siteCheckClient(
  billing: Pick<ExternalBillingConfig, 'site' | 'apiKey'>,
  transport: typeof fetch = fetch,
): BillingClient {
  return new Chargebee({
    site: billing.site,
    apiKey: billing.apiKey,
    timeout: billingLimits.siteCheckTimeoutMs,
    sdkTelemetryEnabled: false,
    httpClient: deadlineHttpClient(transport),
  });
}

/**
 * The item prices a checkout or plan change buys, which the site's catalogue must hold (an old
 * VerifiedHours_Pro-CAD-Monthly is read when a site has it, and is not required).
 */
export const SOLD_ITEM_PRICES = (Object.keys(plans) as TPlanKey[]).flatMap((plan) => {
  const id = itemPriceOfPlan(plan);
  return id ? [id] : [];
});

const fields = (error: unknown): { api_error_code?: unknown; http_status_code?: unknown } =>
  typeof error === 'object' && error !== null ? error : {};

/** Chargebee refused the key: 401, api_authentication_failed. */
function isKeyRefused(error: unknown): boolean {
  const { api_error_code, http_status_code } = fields(error);
  return http_status_code === 401 || api_error_code === 'api_authentication_failed';
}

/** The site has no such item price (a site that does not exist answers otherwise). */
function isMissing(error: unknown): boolean {
  return fields(error).api_error_code === 'resource_not_found';
}

/** Retrieves every item price the product sells, once, and reads what the site answered. */
export async function checkBillingSite(client: BillingClient, site: string): Promise<SiteAnswer> {
  const results = await Promise.allSettled(
    SOLD_ITEM_PRICES.map((id) => client.itemPrice.retrieve(id)),
  );
  const failures = results.flatMap((result, i) =>
    result.status === 'rejected'
      ? [{ id: SOLD_ITEM_PRICES[i], error: result.reason as unknown }]
      : [],
  );
  if (failures.some((failure) => isKeyRefused(failure.error))) {
    return {
      kind: 'refused',
      sentence: `CHARGEBEE_API_KEY: the Chargebee site ${site} (${site}.chargebee.com) refused this key (401); copy a full-access API key from that site's API keys settings`,
    };
  }
  const missing = failures.filter((failure) => isMissing(failure.error)).map((f) => f.id);
  if (missing.length > 0) {
    return {
      kind: 'refused',
      sentence: `CHARGEBEE_SITE: the Chargebee site ${site} has no item price ${missing.join(', ')}; the product sells ${SOLD_ITEM_PRICES.join(', ')}, which its product catalogue must hold with these ids`,
    };
  }
  const first = failures[0];
  return first ? { kind: 'unanswered', cause: first.error } : { kind: 'ready' };
}

/**
 * Checks a real site before the server serves anyone. A definite wrong answer stops start-up
 * with its sentence; a site that does not answer does not: the server starts, says so, and checks
 * again in the background, waiting twice as long each time, until the site answers. A wrong answer
 * found then is logged as an error (the server keeps running; every billing call will fail).
 */
export async function watchBillingSite(options: {
  site: string;
  check: () => Promise<SiteAnswer>;
  log: Log;
  firstRetryMs?: number;
  maxRetryMs?: number;
}): Promise<{ stop(): Promise<void> }> {
  const { site, log } = options;
  const maxRetryMs = options.maxRetryMs ?? billingLimits.siteCheckMaxRetryMs;
  const check = () =>
    options.check().catch((error: unknown): SiteAnswer => ({ kind: 'unanswered', cause: error }));
  const first = await check();
  if (first.kind === 'refused')
    throw new ConfigError(`Invalid configuration:\n  ${first.sentence}`);
  if (first.kind === 'ready') return { stop: () => Promise.resolve() };

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const schedule = (delayMs: number, cause: unknown, when: string) => {
    log.warn(
      { err: cause },
      `billing: the Chargebee site ${site} did not answer ${when}; the server runs, billing calls fail until it does, and it is checked again in ${Math.round(delayMs / 1000)} s`,
    );
    timer = setTimeout(() => {
      running = check().then((answer) => {
        if (stopped) return;
        if (answer.kind === 'ready')
          log.info(
            `billing: the Chargebee site ${site} answered; its key and item prices are right`,
          );
        else if (answer.kind === 'refused') log.error(`billing: ${answer.sentence}`);
        else schedule(Math.min(delayMs * 2, maxRetryMs), answer.cause, 'the check again');
      });
    }, delayMs);
    timer.unref();
  };
  schedule(options.firstRetryMs ?? billingLimits.siteCheckFirstRetryMs, first.cause, 'at start-up');
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
