import { useEffect, useState } from 'react';
import { connectionState, onConnectionChange } from '../../../lib/connection.ts';
import { keepDelivering } from './delivery-service.ts';
import { onOfflineChange, type QueuedPunch, type RefusedPunch } from './offline-db.ts';
import { lastDelivery, refusedPunches, waitingPunches } from './punch-queue.ts';

export type OfflinePunches = {
  waiting: QueuedPunch[];
  refused: RefusedPunch[];
  /** When a punch last left this phone for the server (device ms). */
  lastSent: number | null;
};

const NOTHING: OfflinePunches = { waiting: [], refused: [], lastSent: null };

async function read(uid: string): Promise<OfflinePunches> {
  const [waiting, refused, lastSent] = await Promise.all([
    waitingPunches(uid),
    refusedPunches(uid),
    lastDelivery(uid),
  ]);
  return { waiting, refused, lastSent };
}

/**
 * This person's punches as the phone keeps them, read again after every change; while mounted,
 * their queue keeps delivering (delivery-service.ts). Storage the browser denies reads as empty.
 */
export function useOfflinePunches(uid: string | null): OfflinePunches {
  const [punches, setPunches] = useState<OfflinePunches>(NOTHING);
  useEffect(() => {
    if (!uid) return;
    let latest = 0;
    const refresh = () => {
      // Reads can finish out of order: only the last one asked for is shown.
      const ticket = ++latest;
      read(uid).then(
        (next) => {
          if (ticket === latest) setPunches(next);
        },
        () => undefined,
      );
    };
    refresh();
    const unsubscribe = onOfflineChange(refresh);
    const stop = keepDelivering(uid);
    // Another tab may have sent or queued punches while this one was out of sight.
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      latest = -1;
      unsubscribe();
      stop();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [uid]);
  return punches;
}

const reachable = () => navigator.onLine && connectionState() === 'online';

/**
 * Whether the server can be reached: the browser must think it is online, and the app's last
 * request must have had an answer (the browser's word alone says nothing about a captive Wi-Fi).
 */
export function useOnline(): boolean {
  const [online, setOnline] = useState(reachable);
  useEffect(() => {
    const update = () => setOnline(reachable());
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    const unsubscribe = onConnectionChange(update);
    update();
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      unsubscribe();
    };
  }, []);
  return online;
}
