import type { THostedPage, TPublicConfig } from '@vh/contracts';

/**
 * Opens a hosted page (checkout, card) the way Chargebee documents for Chargebee.js v2: its hosted
 * pages are not put in our own iframe; Chargebee.js opens and manages them. With a real site the
 * script is Chargebee's own (js.chargebee.com, which the CSP then admits); with the billing sandbox
 * it is the sandbox's stand-in with the same contract. Which one, and for which site, comes from
 * /api/config, so this code is the same for both.
 */

/** The part of Chargebee.js v2's `openCheckout` options this app uses. */
export type CheckoutOptions = {
  hostedPage: () => Promise<THostedPage>;
  loaded?: () => void;
  close?: () => void;
  success?: (hostedPageId: string) => void;
  error?: (error: unknown) => void;
};

export type ChargebeeInstance = {
  openCheckout(options: CheckoutOptions): void;
  closeAll?(): void;
};

type ChargebeeJs = {
  init(options: { site: string }): ChargebeeInstance;
  getInstance(): ChargebeeInstance;
};

type Loader = { script: string; instance: Promise<ChargebeeInstance> };
let loading: Loader | null = null;

const chargebeeOf = (): ChargebeeJs | undefined =>
  (window as unknown as { Chargebee?: ChargebeeJs }).Chargebee;

/** Loads Chargebee.js once (one script tag), and inits it for the site. */
export function loadChargebee(checkout: TPublicConfig['checkout']): Promise<ChargebeeInstance> {
  if (loading?.script === checkout.script) return loading.instance;
  const instance = new Promise<ChargebeeInstance>((resolve, reject) => {
    const ready = () => {
      const chargebee = chargebeeOf();
      if (chargebee) resolve(chargebee.init({ site: checkout.site }));
      else reject(new Error('Chargebee.js did not load'));
    };
    if (chargebeeOf()) {
      ready();
      return;
    }
    const tag = document.createElement('script');
    tag.src = checkout.script;
    tag.async = true;
    tag.addEventListener('load', ready);
    tag.addEventListener('error', () => reject(new Error('Chargebee.js could not be loaded')));
    document.head.append(tag);
  });
  const loader: Loader = { script: checkout.script, instance };
  loading = loader;
  // A failed load (offline) is tried again next time, with a new script tag.
  instance.catch(() => {
    if (loading === loader) loading = null;
  });
  return instance;
}

/** For tests: forget the loaded script. */
export function forgetChargebee(): void {
  loading = null;
}

export type OpenCheckout = {
  /** Where Chargebee.js comes from (/api/config's `checkout`). */
  checkout: TPublicConfig['checkout'];
  /** Our API's hosted page (POST checkout/create, GET payment-method). */
  load: () => Promise<THostedPage>;
  /** The page completed: where to go next (the page's return URL, with its id and state). */
  onSuccess: (returnTo: string) => void;
  onClose?: () => void;
  onError: (error: unknown) => void;
  /** The page is on screen (or could not be had). */
  onSettled?: () => void;
};

/**
 * Asks Chargebee.js to open our API's hosted page. On success the page's return URL is followed,
 * as the hosted page itself would have done: `/success?sub_id=…&id=…&state=succeeded`.
 */
export async function openBillingCheckout(options: OpenCheckout): Promise<void> {
  const chargebee = await loadChargebee(options.checkout);
  let page: THostedPage | null = null;
  chargebee.openCheckout({
    hostedPage: async () => {
      try {
        page = await options.load();
        return page;
      } catch (error) {
        options.onSettled?.();
        throw error;
      }
    },
    loaded: () => options.onSettled?.(),
    success: (hostedPageId) => {
      chargebee.closeAll?.();
      const back = new URL(page?.return_url ?? '/', window.location.href);
      back.searchParams.set('id', hostedPageId);
      back.searchParams.set('state', 'succeeded');
      options.onSuccess(`${back.pathname}${back.search}`);
    },
    close: () => {
      options.onSettled?.();
      options.onClose?.();
    },
    error: (error) => {
      options.onSettled?.();
      options.onError(error);
    },
  });
}
