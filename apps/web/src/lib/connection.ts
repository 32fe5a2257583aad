import { onServerReach } from './http.ts';

// Whether the server can be reached, as the app's requests find it (http.ts). 'lost' begins with
// the first request that gets no answer and ends with the first that does; only the changes are
// told to listeners (connection-watch.tsx shows the toasts, probes and refetches).

export type ConnectionState = 'online' | 'lost';

let state: ConnectionState = 'online';
const listeners = new Set<(state: ConnectionState) => void>();

onServerReach((reached) => {
  const next = reached ? 'online' : 'lost';
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener(next);
});

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
