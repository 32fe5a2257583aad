// Whether the server can be reached, as the app's requests find it (http.ts reports each one).
// 'lost' begins with the first request that gets no answer and ends with the first that does;
// only the changes are told to listeners (connection-watch.tsx). No imports: the watcher that
// listens is mounted on every page, the landing page too, which must stay small.

export type ConnectionState = 'online' | 'lost';

let state: ConnectionState = 'online';
const listeners = new Set<(state: ConnectionState) => void>();

/** http.ts: a request got its answer (true), or none, or only a proxy's for a down server. */
export function reportReach(reached: boolean): void {
  const next = reached ? 'online' : 'lost';
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener(next);
}

export const connectionState = (): ConnectionState => state;

/** Calls `listener` when the server is lost and when it is reached again. */
export function onConnectionChange(listener: (state: ConnectionState) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets a loss without telling anyone: for a page (or a test) starting over. */
export function resetConnection(): void {
  state = 'online';
}
