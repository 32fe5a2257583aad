// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSandbox, type Sandbox } from './harness.ts';

type Instance = {
  openCheckout(options: Record<string, unknown>): void;
  closeAll(): void;
};
type ChargebeeGlobal = {
  init(config: { site: string }): Instance;
  getInstance(): Instance;
};

// This package is typed without the DOM; the few browser parts the test touches (jsdom's):
type Element = {
  getAttribute(name: string): string | null;
  dispatchEvent(event: unknown): boolean;
  click(): void;
};
const browser = globalThis as unknown as {
  window: { Chargebee: ChargebeeGlobal };
  document: { querySelector(selector: string): Element | null };
  Event: new (type: string) => unknown;
};

let sandbox: Sandbox;
let Chargebee: ChargebeeGlobal;
beforeAll(async () => {
  sandbox = await startSandbox();
  const reply = await sandbox.app.inject({
    method: 'GET',
    url: '/billing-sandbox/v2/chargebee.js',
  });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['content-type']).toContain('text/javascript');
  // The browser runs it as a classic script; here it runs against jsdom's window.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script under test, run as a page would
  const run = new Function(reply.body) as () => void;
  run();
  Chargebee = browser.window.Chargebee;
});
afterAll(async () => sandbox.close());

const PAGE = {
  id: 'hp_123',
  type: 'checkout_new',
  url: 'http://localhost:3000/billing-sandbox/pages/v3/hp_123/',
  state: 'created',
  embed: false,
};

/** Lets the script's iframe "arrive" at `href` (jsdom does not load frames). */
function frameArrivesAt(frame: Element, href: string) {
  Object.defineProperty(frame, 'contentWindow', {
    configurable: true,
    value: { location: new URL(href) },
  });
  frame.dispatchEvent(new browser.Event('load'));
}

const shownFrame = () => browser.document.querySelector('[data-cb-sandbox-checkout] iframe');

describe('the sandbox Chargebee.js stand-in (GET <prefix>/v2/chargebee.js)', () => {
  it('offers Chargebee.init / getInstance, as Chargebee.js v2 does', () => {
    const cb = Chargebee.init({ site: 'billing-sandbox' });
    expect(Chargebee.getInstance()).toBe(cb);
  });

  it('opens the hosted page it is given in its own overlay and calls success on completion', async () => {
    const cb = Chargebee.getInstance();
    const loaded = vi.fn();
    const success = vi.fn();
    const close = vi.fn();
    cb.openCheckout({ hostedPage: () => Promise.resolve(PAGE), loaded, success, close });
    await vi.waitFor(() => expect(shownFrame()?.getAttribute('src')).toBe(PAGE.url));
    const frame = shownFrame()!;
    // The frame may not move the host's tab: the opener decides what follows.
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    frameArrivesAt(frame, PAGE.url);
    expect(loaded).toHaveBeenCalledOnce();
    frameArrivesAt(frame, 'http://localhost:3000/success?sub_id=s1&id=hp_123&state=succeeded');
    expect(success).toHaveBeenCalledWith('hp_123');
    expect(close).not.toHaveBeenCalled();
    expect(shownFrame()).toBeNull();
  });

  it('calls close on the cancel URL or the close button, and error when hostedPage rejects', async () => {
    const cb = Chargebee.getInstance();
    const close = vi.fn();
    const success = vi.fn();
    cb.openCheckout({ hostedPage: () => Promise.resolve(PAGE), success, close });
    await vi.waitFor(() => expect(shownFrame()?.getAttribute('src')).toBe(PAGE.url));
    frameArrivesAt(shownFrame()!, 'http://localhost:3000/pricing?id=hp_123&state=cancelled');
    expect(close).toHaveBeenCalledOnce();
    expect(success).not.toHaveBeenCalled();

    cb.openCheckout({ hostedPage: () => Promise.resolve(PAGE), close });
    await vi.waitFor(() => expect(shownFrame()).not.toBeNull());
    browser.document.querySelector('[data-cb-sandbox-checkout] button')?.click();
    expect(close).toHaveBeenCalledTimes(2);
    expect(shownFrame()).toBeNull();

    const error = vi.fn();
    const failure = new Error('no page');
    cb.openCheckout({ hostedPage: () => Promise.reject(failure), error });
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(failure));
    expect(shownFrame()).toBeNull();
  });
});
