import { OFFLINE_QUEUE } from '@vh/contracts';
import { onConnectionChange } from '../../../lib/connection.ts';
import { DELIVER_PUNCHES, isMessage, PUNCH_SYNC_TAG } from '../../../lib/pwa/messages.ts';
import { sendPunchBody } from '../api/timeclock.ts';
import { nextRetryDelay } from './backoff.ts';
import { deliverQueue, type Delivery, type SendQueued } from './deliver.ts';
import { announceOfflineChange } from './offline-db.ts';

// What makes the queue leave: the page, never the service worker (the session lives in the page,
// decision 004). A press, the `online` event, the server answering again, the clock opening, a
// timer whose wait doubles after each failed try, and the worker's Background Sync, which only
// wakes the page with a message.

/** Sends a body as `uid`, giving up after the request timeout (it is tried again later). */
export async function sendBody(uid: string, body: string) {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The request took too long', 'TimeoutError')),
    OFFLINE_QUEUE.requestTimeoutMs,
  );
  try {
    return await sendPunchBody(uid, body, controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

export const sendQueued: SendQueued = (item) => sendBody(item.uid, item.body);

type Runner = {
  users: number;
  /** The last wait between tries; null after a success. */
  delay: number | null;
  timer: ReturnType<typeof setTimeout> | undefined;
  send: SendQueued;
  unlisten: () => void;
};

const runners = new Map<string, Runner>();

/**
 * Delivers `uid`'s queue now (after a run already going), then, while someone keeps delivering
 * for `uid`, plans the next try: none when nothing waits, else after the backoff's next wait.
 */
export async function deliverNow(uid: string, send?: SendQueued): Promise<Delivery> {
  const runner = runners.get(uid);
  const delivery = await deliverQueue(uid, send ?? runner?.send ?? sendQueued);
  // Another tab may have sent what this one still shows: read the phone's record again.
  announceOfflineChange();
  if (runner && runners.get(uid) === runner) {
    clearTimeout(runner.timer);
    runner.timer = undefined;
    if (!delivery.stopped) {
      runner.delay = null;
    } else {
      // Any punch that left is a success: the wait starts over.
      const progressed = delivery.delivered.length + delivery.refused.length > 0;
      runner.delay = nextRetryDelay(progressed ? null : runner.delay);
      runner.timer = setTimeout(() => void deliverNow(uid).catch(() => undefined), runner.delay);
    }
  }
  return delivery;
}

/**
 * Keeps `uid`'s queue delivering while the returned function has not been called: at once, and
 * on every trigger above. Several callers share one runner.
 */
export function keepDelivering(uid: string, send: SendQueued = sendQueued): () => void {
  let runner = runners.get(uid);
  if (runner) {
    runner.users += 1;
  } else {
    const run = () => void deliverNow(uid).catch(() => undefined);
    const onMessage = (event: MessageEvent) => {
      if (isMessage(event.data, DELIVER_PUNCHES)) run();
    };
    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    window.addEventListener('online', run);
    worker?.addEventListener('message', onMessage);
    const unsubscribe = onConnectionChange((state) => {
      if (state === 'online') run();
    });
    runner = {
      users: 1,
      delay: null,
      timer: undefined,
      send,
      unlisten: () => {
        window.removeEventListener('online', run);
        worker?.removeEventListener('message', onMessage);
        unsubscribe();
      },
    };
    runners.set(uid, runner);
    run();
  }
  const mine = runner;
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    mine.users -= 1;
    if (mine.users > 0) return;
    mine.unlisten();
    clearTimeout(mine.timer);
    if (runners.get(uid) === mine) runners.delete(uid);
  };
}

type SyncRegistration = ServiceWorkerRegistration & {
  sync?: { register: (tag: string) => Promise<void> };
};

/** Asks the worker to wake the page once the browser is back online, where Background Sync exists. */
export async function askForBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration: SyncRegistration | undefined =
    await navigator.serviceWorker.getRegistration();
  await registration?.sync?.register(PUNCH_SYNC_TAG);
}
