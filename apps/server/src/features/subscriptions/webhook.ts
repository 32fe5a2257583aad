import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { basicAuthValidator } from 'chargebee';
import { ErrorCode, type TBillingWebhookEvent } from '@vh/contracts';
import { AppError } from '../../lib/app-error.ts';
import { eventSeen, recordEvent } from './subscriptions.repo.ts';
import { syncOwner, syncSubscription, type SubscriptionsDeps } from './subscriptions.service.ts';

export type WebhookCredentials = { username: string; password: string };

// Equal-length digests, so the comparison takes the same time whatever was guessed.
const digest = (value: string) => createHash('sha256').update(value).digest();
const same = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

/** The client library's Basic-auth check, with our credentials compared in constant time. */
export function webhookAuthenticator(credentials: WebhookCredentials) {
  const validate = basicAuthValidator((username, password) =>
    // Both compared, always: stopping at a wrong username would tell a guesser it was wrong.
    [same(username, credentials.username), same(password, credentials.password)].every(Boolean),
  );
  return async (headers: IncomingHttpHeaders): Promise<void> => {
    try {
      await validate(headers);
    } catch (error) {
      throw new AppError(ErrorCode.UNAUTHENTICATED, 'errors.subscriptions.webhookCredentials', {
        cause: error,
      });
    }
  };
}

/**
 * Handles one delivery. The event only says that something changed: its subscription is
 * re-fetched and mirrored, so duplicates, retries and out-of-order deliveries all end in the
 * provider's current state. An event is recorded as seen only after it was handled, so a failure
 * (answered 503) is retried by the provider instead of lost. Copies of one event arriving together,
 * on this server or another, take turns on a lock named after the event: the first handles it,
 * the others wait for it and answer that it was handled (or handle it themselves if it failed).
 */
export function handleWebhook(
  deps: SubscriptionsDeps,
  event: TBillingWebhookEvent,
): Promise<'processed' | 'duplicate' | 'ignored'> {
  return deps.exclusive(`billing-event:${event.id}`, () => handleOnce(deps, event));
}

async function handleOnce(
  deps: SubscriptionsDeps,
  event: TBillingWebhookEvent,
): Promise<'processed' | 'duplicate' | 'ignored'> {
  if (await eventSeen(deps.db, event.id)) return 'duplicate';
  const content = event.content ?? {};
  const subscriptionId = content.subscription?.id ?? content.invoice?.subscription_id;
  const customerId = content.customer?.id;
  let outcome: 'synced' | 'unknown' = 'unknown';
  if (subscriptionId) outcome = await syncSubscription(deps, subscriptionId, customerId);
  else if (customerId) outcome = await syncOwner(deps, customerId);
  await recordEvent(deps.db, event.id, event.event_type);
  return outcome === 'synced' ? 'processed' : 'ignored';
}
