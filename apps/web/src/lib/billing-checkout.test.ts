import type { THostedPage } from '@vh/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetChargebee,
  loadChargebee,
  openBillingCheckout,
  type CheckoutOptions,
} from './billing-checkout.ts';

const REAL = { site: 'acme-test', script: 'https://js.chargebee.com/v2/chargebee.js' };
const PAGE: THostedPage = {
  id: 'hp_1',
  url: 'https://acme-test.chargebee.com/pages/v3/hp_1/',
  type: 'checkout_new',
  state: 'created',
  embed: false,
  created_at: 1_800_000_000,
  expires_at: 1_800_003_600,
  return_url: 'http://localhost:3000/success?sub_id=vh_1',
};

/** A Chargebee.js double: records what openCheckout was asked. */
function fakeChargebee() {
  const opened: CheckoutOptions[] = [];
  const instance = {
    openCheckout: vi.fn((options: CheckoutOptions) => void opened.push(options)),
    closeAll: vi.fn(),
  };
  const chargebee = { init: vi.fn(() => instance), getInstance: () => instance };
  return { chargebee, instance, opened };
}

const setChargebee = (value: unknown) =>
  Object.assign(window as unknown as Record<string, unknown>, { Chargebee: value });

afterEach(() => {
  forgetChargebee();
  setChargebee(undefined);
  document.head.querySelectorAll('script').forEach((tag) => tag.remove());
});

describe('the billing checkout opener', () => {
  it('loads Chargebee.js once, from the configured script, and inits it for the site', async () => {
    const { chargebee, instance } = fakeChargebee();
    setChargebee(undefined);
    const first = loadChargebee(REAL);
    const again = loadChargebee(REAL);
    const tags = document.head.querySelectorAll('script');
    expect(tags).toHaveLength(1);
    expect(tags[0]?.getAttribute('src')).toBe(REAL.script);
    setChargebee(chargebee);
    tags[0]?.dispatchEvent(new Event('load'));
    expect(await first).toBe(instance);
    expect(await again).toBe(instance);
    expect(chargebee.init).toHaveBeenCalledOnce();
    expect(chargebee.init).toHaveBeenCalledWith({ site: 'acme-test' });
  });

  it('hands openCheckout a hostedPage promise of our API page, and follows its return URL on success', async () => {
    const { chargebee, instance, opened } = fakeChargebee();
    setChargebee(chargebee);
    const load = vi.fn(() => Promise.resolve(PAGE));
    const onSuccess = vi.fn();
    const onSettled = vi.fn();
    await openBillingCheckout({ checkout: REAL, load, onSuccess, onError: vi.fn(), onSettled });

    expect(instance.openCheckout).toHaveBeenCalledOnce();
    const options = opened[0]!;
    // Chargebee.js asks for the page itself, when it is ready for it.
    expect(load).not.toHaveBeenCalled();
    await expect(options.hostedPage()).resolves.toEqual(PAGE);
    expect(load).toHaveBeenCalledOnce();
    options.loaded?.();
    expect(onSettled).toHaveBeenCalled();

    options.success?.('hp_1');
    expect(instance.closeAll).toHaveBeenCalled();
    expect(onSuccess).toHaveBeenCalledWith('/success?sub_id=vh_1&id=hp_1&state=succeeded');
  });

  it('reports a page that could not be had, and a closed checkout', async () => {
    const { chargebee, opened } = fakeChargebee();
    setChargebee(chargebee);
    const failure = new Error('billing down');
    const onError = vi.fn();
    const onClose = vi.fn();
    const onSuccess = vi.fn();
    await openBillingCheckout({
      checkout: REAL,
      load: () => Promise.reject(failure),
      onSuccess,
      onError,
      onClose,
    });
    const options = opened[0]!;
    await expect(options.hostedPage()).rejects.toBe(failure);
    options.error?.(failure);
    expect(onError).toHaveBeenCalledWith(failure);
    options.close?.();
    expect(onClose).toHaveBeenCalledOnce();
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
