import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';

/** A server's name in leases: host, process and a random part (a restarted pid is a new holder). */
export const leaseHolderId = (): string =>
  `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

export type RepeatingTask = {
  /** True from stop() on: a long pass checks it between pieces of work and ends early. */
  readonly stopped: boolean;
  start(): void;
  /** No further pass starts; resolves once the pass in progress has ended. */
  stop(): Promise<void>;
};

/**
 * Runs `pass` after `firstMs`, then `everyMs` after each pass ends, so passes never overlap and a
 * slow one delays the next instead of piling up. A failed pass is reported and the next runs as
 * usual. The timer never keeps the process alive.
 */
export function repeatingTask(
  pass: () => Promise<unknown>,
  options: { firstMs: number; everyMs: number; onError: (error: unknown) => void },
): RepeatingTask {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass()
        .catch(options.onError)
        .finally(() => schedule(options.everyMs));
    }, delayMs);
    timer.unref();
  }

  return {
    get stopped() {
      return stopped;
    },
    start() {
      stopped = false;
      schedule(options.firstMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
