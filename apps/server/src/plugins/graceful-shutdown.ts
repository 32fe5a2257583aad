import type { FastifyInstance } from 'fastify';

/**
 * Counts requests in flight, so a shutdown can stop accepting, let them finish and only then close
 * the app (Fastify's own close answers 503 to anything that reaches the router once it starts,
 * including the embedded auth service's calls that an in-flight sign-in still has to make).
 */
export function trackInFlight(app: FastifyInstance): {
  drain(timeoutMs: number): Promise<boolean>;
} {
  let inFlight = 0;
  let draining = false;
  const waiters = new Set<() => void>();
  app.addHook('onRequest', (_request, reply, done) => {
    inFlight += 1;
    // Tell keep-alive clients not to send another request on this connection.
    if (draining) void reply.header('connection', 'close');
    done();
  });
  const finished = () => {
    inFlight -= 1;
    if (inFlight === 0) for (const wake of waiters) wake();
  };
  app.addHook('onResponse', (_request, _reply, done) => {
    finished();
    done();
  });
  app.addHook('onRequestAbort', (_request, done) => {
    finished();
    done();
  });
  return {
    /** Resolves true once nothing is in flight, false if `timeoutMs` passed first. */
    drain(timeoutMs) {
      draining = true;
      if (inFlight === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(true);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          resolve(false);
        }, timeoutMs);
        waiters.add(wake);
      });
    },
  };
}

/**
 * Stops taking connections, closes idle keep-alive sockets, waits for requests in flight (at most
 * `timeoutMs`), then closes the app (database, mail). Resolves once everything is closed.
 */
export async function shutDown(
  app: FastifyInstance,
  tracker: { drain(timeoutMs: number): Promise<boolean> },
  timeoutMs: number,
): Promise<void> {
  const server = app.server;
  const stopped = new Promise<void>((resolve) => {
    if (!server.listening) resolve();
    else server.close(() => resolve());
  });
  server.closeIdleConnections();
  const drained = await tracker.drain(timeoutMs);
  if (!drained) app.log.warn('shutting down with requests still in flight');
  server.closeAllConnections();
  await stopped;
  await app.close();
}
