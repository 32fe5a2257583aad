/** Raised when a call to a provider outlives the deadline we gave it. */
export class DeadlineExceeded extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'DeadlineExceeded';
  }
}

/**
 * A `fetch` that gives up after `ms`. The request is aborted, and the answer is a rejection at the
 * deadline whether or not the underlying fetch honours the signal: an in-process inject ignores
 * it, and a signal passed on through `new Request(request, { signal })` can stop working after a
 * garbage collection (undici#4068), so the signal alone is not a deadline.
 */
export function withDeadline(inner: typeof fetch, ms: number): typeof fetch {
  return async (input, init) => {
    const controller = new AbortController();
    const signal = init?.signal
      ? AbortSignal.any([init.signal, controller.signal])
      : controller.signal;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new DeadlineExceeded(ms);
        controller.abort(error);
        reject(error);
      }, ms);
    });
    try {
      return await Promise.race([inner(input, { ...init, signal }), deadline]);
    } finally {
      clearTimeout(timer);
    }
  };
}
