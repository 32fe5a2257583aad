// What the service worker and the pages say to each other. Neither the DOM's types nor the
// worker's are used here, so both sides import the same names (src/sw and lib/pwa).

/** The Background Sync tag a page registers when it queues a punch, where the browser has it. */
export const PUNCH_SYNC_TAG = 'vh-punches';

/**
 * The worker asks every open page to deliver the waiting punches: the session, and so the
 * right to send them, lives in the page, never in the worker.
 */
export const DELIVER_PUNCHES = { type: 'vh:deliver-punches' } as const;

/** A page tells the waiting worker to take over (the shape workbox-window's messageSkipWaiting sends). */
export const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

/** Whether a message event's data is `message`. */
export function isMessage(data: unknown, message: { type: string }): boolean {
  return (
    typeof data === 'object' && data !== null && (data as { type?: unknown }).type === message.type
  );
}
