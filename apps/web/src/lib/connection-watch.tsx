import { useEffect } from 'react';
import { connectionState, onConnectionChange, resetConnection } from './connection.ts';
import { currentQueryClient } from './query-client.ts';
import { loadWords } from './words.ts';

// The toasts, their words and the probing load only when the server is first lost.
const loadProbe = () =>
  Promise.all([import('./connection-probe.ts'), loadWords('toasts')]).then(([probe]) => probe);

/**
 * Mounted once, at the root. When the server is lost it says 'Connecting to the server'
 * and probes until it is back (connection-probe.ts); when any request gets through it says
 * 'Connected to the server.' and refetches what is on screen, which may have failed or gone stale.
 */
export function ConnectionWatch() {
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
      void currentQueryClient()?.invalidateQueries();
    });

    return () => {
      unmounted = true;
      unsubscribe();
      stopProbing?.();
      resetConnection();
    };
  }, []);

  return null;
}
