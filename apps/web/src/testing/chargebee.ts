import { checkoutScript, type THostedPage, type TPublicConfig } from '@vh/contracts';
import type { CheckoutOptions } from '../lib/billing-checkout.ts';

/**
 * A Chargebee.js double for the whole web suite (jsdom loads no scripts): `openCheckout` asks for
 * the hosted page as Chargebee.js does and records it; a test reads what was opened and can end
 * the checkout as the person would (`success`, `close`).
 */
export type OpenedCheckout = { page: THostedPage; options: CheckoutOptions };

const opened: OpenedCheckout[] = [];

const instance = {
  openCheckout(options: CheckoutOptions) {
    void options.hostedPage().then(
      (page) => {
        opened.push({ page, options });
        options.loaded?.();
      },
      (error: unknown) => options.error?.(error),
    );
  },
  closeAll() {},
};

export function installChargebeeDouble(): void {
  opened.length = 0;
  Object.assign(window, {
    Chargebee: { init: () => instance, getInstance: () => instance },
  });
}

/** The hosted pages Chargebee.js was asked to open, oldest first. */
export const openedCheckouts = (): readonly OpenedCheckout[] => opened;

/** GET /api/config as a server with the billing sandbox answers it (the checkout's script). */
export const publicConfig = (): TPublicConfig => ({
  auth: { url: null, anonKey: 'anon' },
  map: { tileUrl: null, attribution: '' },
  geocoder: { url: null },
  checkout: { site: checkoutScript.sandboxSite, script: checkoutScript.sandboxScriptPath },
});
