import { OFFLINE_QUEUE } from '@vh/contracts';

/**
 * The wait before the next delivery try after one that failed: the first value, then twice the
 * last, up to the cap. `previous` is null after a success (or at the start).
 */
export function nextRetryDelay(previous: number | null): number {
  if (previous === null) return OFFLINE_QUEUE.retryFirstMs;
  return Math.min(previous * 2, OFFLINE_QUEUE.retryMaxMs);
}
