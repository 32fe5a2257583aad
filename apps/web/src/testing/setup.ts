import { notifications } from '@mantine/notifications';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { forgetChargebee } from '../lib/billing-checkout.ts';
import { installChargebeeDouble } from './chargebee.ts';
import { restoreZone } from './zone.ts';

// What Mantine needs from a browser that jsdom does not provide.

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

window.HTMLElement.prototype.scrollIntoView = () => undefined;
// jsdom has no scrolling: the root layout's <ScrollRestoration> calls scrollTo on every
// navigation, and jsdom answers each call with a "not implemented" error in the log.
window.scrollTo = () => undefined;
// Mantine's autosizing Textarea waits for fonts to load before measuring.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: {
      ready: Promise.resolve(),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    },
  });
}

// jsdom's getComputedStyle warns for the pseudo-element argument Mantine passes; drop it.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// A query that fails inside waitFor or a findBy is tried again on every change to the document,
// and each failure printed the whole document into its message, to be thrown away on the next try.
// Only the last failure is ever shown, and waitFor prints the document into it when it gives up, so
// a failure while retrying carries its message alone (a fifth of the slowest form tests' time).
const elementError = getConfig().getElementError;
configure({
  getElementError: (message, container) => {
    const retrying = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })
      ._disableExpensiveErrorDiagnostics;
    if (!retrying) return elementError(message, container);
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

// Files share this jsdom (the web project does not isolate them): what a test changes in the
// document or the zone is put back, so the next file starts as a fresh page would.
const machineZone = process.env.TZ;

// jsdom loads no scripts: every test has a Chargebee.js double (testing/chargebee.ts).
beforeEach(() => {
  forgetChargebee();
  installChargebeeDouble();
});

afterEach(() => {
  cleanup();
  restoreZone(machineZone);
  document.title = '';
  // Toasts live in a module-level store that outlives any one render.
  notifications.clean();
  notifications.cleanQueue();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
