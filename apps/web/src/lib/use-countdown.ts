import { useCallback, useEffect, useState } from 'react';

/**
 * A whole-second countdown: `start(60)` makes `remaining` 60, then 59 a second later, … down to 0.
 * Counted against a deadline, so a late timer never stretches the wait. Fake timers drive it.
 * With `storageKey` the deadline is kept in sessionStorage, so a reload resumes the countdown
 * instead of offering a button the server would refuse.
 */
export function useCountdown(storageKey?: string): {
  remaining: number;
  start: (seconds: number) => void;
} {
  const [deadline, setDeadline] = useState<number | null>(() => storedDeadline(storageKey));
  const [remaining, setRemaining] = useState(() => secondsUntil(deadline));

  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const left = secondsUntil(deadline);
      setRemaining(left);
      if (left === 0) {
        setDeadline(null);
        store(storageKey, null);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline, storageKey]);

  const start = useCallback(
    (seconds: number) => {
      const next = Date.now() + seconds * 1000;
      setRemaining(seconds);
      setDeadline(next);
      store(storageKey, next);
    },
    [storageKey],
  );

  return { remaining, start };
}

function secondsUntil(deadline: number | null): number {
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

function storedDeadline(key: string | undefined): number | null {
  if (!key) return null;
  try {
    const value = Number(sessionStorage.getItem(key));
    return Number.isFinite(value) && value > Date.now() ? value : null;
  } catch {
    // Storage blocked: the countdown simply does not survive a reload.
    return null;
  }
}

function store(key: string | undefined, deadline: number | null): void {
  if (!key) return;
  try {
    if (deadline === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, String(deadline));
  } catch {
    // As above.
  }
}
