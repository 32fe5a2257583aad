import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, SHELL_PAGE, type RequestLike, type ShellStore } from './fetch.ts';

const origin = 'https://hours.example.com';

const request = (path: string, overrides: Partial<RequestLike> = {}): RequestLike => ({
  method: 'GET',
  url: `${origin}${path}`,
  mode: 'cors',
  destination: 'script',
  ...overrides,
});
const page = (path: string) => request(path, { mode: 'navigate', destination: 'document' });

const KEPT_SHELL = '<!doctype html><title>kept</title>';

/** A precache holding the shell page and one script; the network answers `network`. */
function storeWith(network: ShellStore<RequestLike>['network']) {
  const kept = new Map([
    [`${origin}${SHELL_PAGE}`, KEPT_SHELL],
    [`${origin}/assets/index-abc.js`, 'kept script'],
  ]);
  const store: ShellStore<RequestLike> = {
    keeps: (url) => kept.has(url),
    kept: (url) => {
      const body = kept.get(new URL(url, origin).href);
      return Promise.resolve(body === undefined ? undefined : new Response(body));
    },
    network: vi.fn(network),
    navigationTimeoutMs: 5_000,
  };
  return store;
}

const textOf = async (response: Promise<Response> | null) => {
  if (!response) throw new Error('the worker left the request to the browser');
  return (await response).text();
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the service worker’s answers', () => {
  it('never answers the API, the auth service or the server’s own pages, even as a navigation', () => {
    const store = storeWith(() => Promise.resolve(new Response('network')));
    for (const path of [
      '/api/timeclock/status/',
      '/api',
      '/auth/v1/token?grant_type=password',
      '/dev/mail',
      '/billing-sandbox/checkout',
    ]) {
      expect(answer(request(path), origin, store)).toBeNull();
      expect(answer(page(path), origin, store)).toBeNull();
    }
    expect(
      answer(request('/api/timeclock/punches/', { method: 'POST' }), origin, store),
    ).toBeNull();
    expect(store.network).not.toHaveBeenCalled();
  });

  it('leaves other origins and files it does not keep to the browser', () => {
    const store = storeWith(() => Promise.resolve(new Response('network')));
    expect(answer(request('/assets/index-abc.js'), 'https://other.example', store)).toBeNull();
    expect(answer(request('/assets/landing-xyz.js'), origin, store)).toBeNull();
    expect(answer(page('/pricing'), origin, { ...store })).not.toBeNull();
  });

  it('serves a kept script from the precache without the network', async () => {
    const store = storeWith(() => Promise.reject(new TypeError('offline')));
    expect(await textOf(answer(request('/assets/index-abc.js'), origin, store))).toBe(
      'kept script',
    );
    expect(store.network).not.toHaveBeenCalled();
  });

  it('answers a page from the network first, so a deployment shows at once', async () => {
    const store = storeWith(() => Promise.resolve(new Response('fresh from the server')));
    expect(await textOf(answer(page('/dashboard?panel=clock'), origin, store))).toBe(
      'fresh from the server',
    );
  });

  it('opens the kept shell when the network fails or a proxy says the server is down', async () => {
    const offline = storeWith(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await textOf(answer(page('/dashboard?panel=clock'), origin, offline))).toBe(KEPT_SHELL);
    const down = storeWith(() => Promise.resolve(new Response('Bad gateway', { status: 502 })));
    expect(await textOf(answer(page('/dashboard'), origin, down))).toBe(KEPT_SHELL);
    // A page the server answered, even with an error of its own, is the server's to show.
    const missing = storeWith(() => Promise.resolve(new Response('not found', { status: 404 })));
    expect(await textOf(answer(page('/nowhere'), origin, missing))).toBe('not found');
  });

  it('opens the kept shell when the network is too slow, not after the browser gives up', async () => {
    vi.useFakeTimers();
    const store = storeWith(() => new Promise<Response>(() => {}));
    const response = answer(page('/dashboard?panel=clock'), origin, store);
    await vi.advanceTimersByTimeAsync(store.navigationTimeoutMs - 1);
    let settled = false;
    void response?.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await textOf(response)).toBe(KEPT_SHELL);
  });

  it('waits for the network when it keeps no shell yet (still installing)', async () => {
    const store = storeWith(() => Promise.resolve(new Response('late but here')));
    store.kept = () => Promise.resolve(undefined);
    store.navigationTimeoutMs = 0;
    expect(await textOf(answer(page('/dashboard'), origin, store))).toBe('late but here');
  });

  it('leaves a frame’s navigation (a hosted checkout returning) to the server', () => {
    const store = storeWith(() => Promise.resolve(new Response('network')));
    const framed = request('/success?sub_id=1', { mode: 'navigate', destination: 'iframe' });
    expect(answer(framed, origin, store)).toBeNull();
  });
});
