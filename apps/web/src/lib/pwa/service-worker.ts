import { PWA } from '@vh/contracts';
import { Workbox } from 'workbox-window';

// The service worker (src/sw) is registered by the signed-in frame only: never on the landing
// page, the sign-in page or a first visit (decision 004), where it would fetch the whole app
// shell for someone who may never sign in. A new version found later waits until the person
// chooses to reload; nothing swaps the app under them.

/** Where the build puts the worker: at the site's root, so its scope is every page. */
const SCRIPT = '/sw.js';

let workbox: Workbox | null = null;
let registration: ServiceWorkerRegistration | undefined;
let updateWaiting = false;
let users = 0;
let checks: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

/** A production build, in a browser with service workers, on HTTPS or this machine. */
export function canRunWorker(): boolean {
  return import.meta.env.PROD && 'serviceWorker' in navigator && window.isSecureContext;
}

/**
 * Registers the worker (once per page, after the page has loaded) and looks for a new version
 * every PWA.updateCheckMs until the returned stop is called by the last user.
 */
export function startServiceWorker(): () => void {
  if (!canRunWorker()) return () => {};
  users += 1;
  if (!workbox) {
    workbox = new Workbox(SCRIPT, { scope: '/' });
    // Also dispatched at registration for a version that was already waiting.
    workbox.addEventListener('waiting', markWaiting);
    workbox.register().then(
      (found) => {
        registration = found;
      },
      // No worker means no offline start, nothing worse: the page works as before.
      (error: unknown) => console.warn(error),
    );
  }
  checks ??= setInterval(() => void checkForUpdate(), PWA.updateCheckMs);
  return () => {
    users -= 1;
    if (users > 0) return;
    clearInterval(checks);
    checks = undefined;
  };
}

/**
 * Asks the server for /sw.js again. workbox-window reports the first version found after it
 * registered; later ones are followed here, so a page left open across two deployments still
 * hears of the second.
 */
async function checkForUpdate(): Promise<void> {
  try {
    await workbox?.update();
  } catch {
    return; // Offline: the next check tries again.
  }
  const installing = registration?.installing;
  installing?.addEventListener('statechange', () => {
    if (installing.state === 'installed') markWaitingIfUpdate();
  });
  markWaitingIfUpdate();
}

/** A version waits only when another one runs the page: a first install takes over by itself. */
function markWaitingIfUpdate(): void {
  if (registration?.waiting && navigator.serviceWorker.controller) markWaiting();
}

function markWaiting(): void {
  if (updateWaiting) return;
  updateWaiting = true;
  for (const listener of listeners) listener();
}

/** Whether a new version waits for the person to reload. */
export const isUpdateWaiting = (): boolean => updateWaiting;

export function onUpdateWaiting(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests start each case with no worker registered (a page loads this module once). */
export function forgetServiceWorker(): void {
  workbox = null;
  registration = undefined;
  updateWaiting = false;
  users = 0;
  clearInterval(checks);
  checks = undefined;
  listeners.clear();
}

/**
 * The person's "Reload": the waiting version takes over, then the page reloads into it. With no
 * version waiting (another tab already took it), the page just reloads.
 */
export function applyUpdate(reload: () => void = () => window.location.reload()): void {
  const waiting = registration?.waiting;
  if (!workbox || !waiting) {
    reload();
    return;
  }
  if (navigator.serviceWorker.controller) {
    workbox.addEventListener('controlling', reload);
  } else {
    // A page the worker never ran (opened before the first install) sees no change of control.
    waiting.addEventListener('statechange', () => {
      if (waiting.state === 'activated') reload();
    });
  }
  workbox.messageSkipWaiting();
}
