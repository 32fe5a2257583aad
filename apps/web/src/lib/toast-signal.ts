import { useSyncExternalStore } from 'react';

// Whether any toast was ever shown on this page. The toast container (and Mantine's notifications
// package behind it) loads only then; this module is all the first page load carries of it.

let wanted = false;
const listeners = new Set<() => void>();

/** notify.ts calls this before every toast. */
export function wantToasts(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True from the first toast on. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}
