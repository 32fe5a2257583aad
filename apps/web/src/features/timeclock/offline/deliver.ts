import { t, type TPunchResponse } from '@vh/contracts';
import { isApiError } from '../../../lib/api-client.ts';
import type { QueuedPunch, RefusedPunch } from './offline-db.ts';
import { markDelivered, markRefused, waitingPunches } from './punch-queue.ts';

/** Sends one queued punch's fixed body; rejects with the API's error. */
export type SendQueued = (item: QueuedPunch) => Promise<TPunchResponse>;

export type Delivery = {
  /** Recorded by the server; `response` is null when its answer could not be read. */
  delivered: { item: QueuedPunch; response: TPunchResponse | null }[];
  refused: RefusedPunch[];
  /** What stopped the delivery with punches still waiting (no connection, a server error). */
  stopped: { error: unknown } | null;
};

/** The Web Locks name every tab delivers under, so one tab at a time sends the queue. */
export const DELIVERY_LOCK = 'vh-punch-delivery';

/** 4xx answers that mean "not now" rather than "no": the punch stays and is tried again. */
const TRY_AGAIN = new Set([401, 408, 429]);

/** The server answered and will not record this punch, whatever the retries. */
export const isRefusal = (error: unknown): boolean =>
  isApiError(error) && error.status >= 400 && error.status < 500 && !TRY_AGAIN.has(error.status);

/** A 2xx whose body did not parse: the punch is recorded all the same. */
export const isRecordedAnyway = (error: unknown): boolean =>
  isApiError(error) && error.status >= 200 && error.status < 300;

/** The server's sentence for a refusal; our generic one if it gave none. */
export const refusalSentence = (error: unknown): string =>
  isApiError(error) && error.message.trim() ? error.message : t('toasts.fetchError');

let inThisTab: Promise<unknown> = Promise.resolve();

/**
 * Runs `deliver` while holding the delivery lock: two tabs (or two triggers in one) never send
 * the queue at once. A browser without Web Locks still delivers one run at a time within the tab;
 * across tabs it may then send a punch twice, which the server answers as the same punch (its id).
 */
function withDeliveryLock<T>(deliver: () => Promise<T>): Promise<T> {
  if ('locks' in navigator && typeof navigator.locks.request === 'function') {
    return navigator.locks.request(DELIVERY_LOCK, deliver);
  }
  const run = inThisTab.then(deliver, deliver);
  inThisTab = run.catch(() => undefined);
  return run;
}

/**
 * Sends this person's waiting punches one at a time, oldest first, each with the body it was
 * queued with. A refusal becomes a card and the next one goes; anything else (no connection, a
 * server error, a session to renew) stops here, and the rest wait for the next try.
 */
export function deliverQueue(uid: string, send: SendQueued): Promise<Delivery> {
  return withDeliveryLock(async () => {
    const delivery: Delivery = { delivered: [], refused: [], stopped: null };
    // Read under the lock: a run that waited for another finds what that one left.
    for (const item of await waitingPunches(uid)) {
      try {
        const response = await send(item);
        await markDelivered(item);
        delivery.delivered.push({ item, response });
      } catch (error) {
        if (isRecordedAnyway(error)) {
          await markDelivered(item);
          delivery.delivered.push({ item, response: null });
        } else if (isRefusal(error)) {
          delivery.refused.push(await markRefused(item, refusalSentence(error)));
        } else {
          delivery.stopped = { error };
          break;
        }
      }
    }
    return delivery;
  });
}
