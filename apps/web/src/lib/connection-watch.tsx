import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectionState, onConnectionChange, resetConnection } from './connection.ts';

// The toasts and probing load only when the server is first lost.
const loadProbe = () => import('./connection-probe.ts');

/**
 * Mounted once, with the query cache. When the server is lost it says 'Connecting to the server'
 * and probes until it is back (connection-probe.ts); when any request gets through it says
 * 'Connected to the server.' and refetches what is on screen, which may have failed or gone stale.
 */
export function ConnectionWatch() {
  const queryClient = useQueryClient();

  useEffect(() => {
    let stopProbing: (() => void) | undefined;
    let unmounted = false;

    const lost = () => {
      void loadProbe().then(({ whileLost }) => {
        if (unmounted || stopProbing || connectionState() !== 'lost') return;
        stopProbing = whileLost();
      });
    };

    // Start from 'online': a loss seen before this mounted (a request of a page that is gone) is
    // not this page's; the next request that fails says so again.
    resetConnection();
    const unsubscribe = onConnectionChange((state) => {
      if (state === 'lost') return lost();
      stopProbing?.();
      stopProbing = undefined;
      void loadProbe().then(({ announceBack }) => announceBack());
      void queryClient.invalidateQueries();
    });

    return () => {
      unmounted = true;
      unsubscribe();
      stopProbing?.();
      resetConnection();
    };
  }, [queryClient]);

  return null;
}
