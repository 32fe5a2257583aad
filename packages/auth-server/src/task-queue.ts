/**
 * Runs background tasks one at a time, in order. Bounded, so a flood of requests cannot queue
 * unbounded work; `idle()` resolves once everything queued so far has run (awaited on close).
 */
export function createTaskQueue(onError: (error: unknown) => void, maxPending = 1000) {
  let tail: Promise<void> = Promise.resolve();
  let pending = 0;
  return {
    /** Queues the task; false (and nothing queued) when the queue is full. */
    push(task: () => Promise<void>): boolean {
      if (pending >= maxPending) return false;
      pending += 1;
      tail = tail
        .then(task)
        .catch(onError)
        .finally(() => {
          pending -= 1;
        });
      return true;
    },
    idle: (): Promise<void> => tail,
  };
}

export type TaskQueue = ReturnType<typeof createTaskQueue>;
