import { useQueryClient } from '@tanstack/react-query';
import { connectionProbe, ZHealthResponse } from '@vh/contracts';
import { useEffect } from 'react';
import { connectionState, onConnectionChange, resetConnection } from './connection.ts';
import { requestJson } from './http.ts';
import { notifyConnected, notifyConnecting } from './notify.ts';

/**
 * Mounted once, with the query cache. When the server is lost it shows 'Connecting to the server'
 * and asks GET /api/health with growing pauses, so the way back is noticed even if the person does
 * nothing; when any request gets through it says 'Connected to the server.' and refetches what is
 * on screen, which may have failed or gone stale meanwhile.
 */
export function ConnectionWatch() {
  const queryClient = useQueryClient();

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let probing = false;
    let pause: number = connectionProbe.firstMs;
    let stopped = false;

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

    const lost = () => {
      notifyConnecting();
      pause = connectionProbe.firstMs;
      schedule();
    };

    // The browser says the network is back: ask now rather than at the end of a long pause.
    const networkBack = () => {
      if (connectionState() !== 'lost' || probing) return;
      clearTimeout(timer);
      probe();
    };

    if (connectionState() === 'lost') lost();
    const unsubscribe = onConnectionChange((state) => {
      if (state === 'lost') return lost();
      clearTimeout(timer);
      timer = undefined;
      notifyConnected();
      void queryClient.invalidateQueries();
    });
    window.addEventListener('online', networkBack);

    return () => {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
      window.removeEventListener('online', networkBack);
      resetConnection();
    };
  }, [queryClient]);

  return null;
}
