import { connectionProbe, ZHealthResponse } from '@vh/contracts';
import { connectionState } from './connection.ts';
import { requestJson } from './http.ts';
import { notifyConnected, notifyConnecting } from './notify.ts';

// What happens while the server is lost, loaded only once it is (connection-watch.tsx), so the
// toasts and the request code stay out of a first page load that never loses it.

/**
 * Shows 'Connecting to the server' and asks GET /api/health after a pause that grows each time,
 * so the way back is noticed even if the person does nothing. Returns what stops it.
 */
export function whileLost(): () => void {
  notifyConnecting();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let probing = false;
  let stopped = false;
  let pause: number = connectionProbe.firstMs;

  const schedule = () => {
    if (stopped || timer !== undefined || probing) return;
    timer = setTimeout(probe, pause);
    pause = Math.min(pause * connectionProbe.factor, connectionProbe.maxMs);
  };

  // Its outcome reaches connection.ts through http.ts, like any other request's.
  const probe = () => {
    timer = undefined;
    probing = true;
    void requestJson('/api/health', { schema: ZHealthResponse })
      .catch(() => undefined)
      .finally(() => {
        probing = false;
        if (connectionState() === 'lost') schedule();
      });
  };

  // The browser says the network is back: ask now rather than at the end of a long pause.
  const networkBack = () => {
    if (probing) return;
    clearTimeout(timer);
    probe();
  };

  schedule();
  window.addEventListener('online', networkBack);
  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', networkBack);
  };
}

/** The server answered again: the connecting toast, if it is up, becomes 'Connected to the server.'. */
export const announceBack = (): void => notifyConnected();
