import { billingLimits, type THostedPage, t } from '@vh/contracts';
import { useState } from 'react';
import { reloadTo } from '../../../lib/navigation.ts';
import { notifyBillingFailure } from '../billing-failure.ts';

/** A hosted page being shown in the modal, with the words around it. */
export type ShownHostedPage = { url: string; title: string; frameTitle: string };

/** Small screens get the provider's page as the whole page: a 600 px frame in a phone does not fit. */
export const wantsFullPage = (): boolean =>
  window.innerWidth < billingLimits.fullPageCheckoutBelowPx;

/**
 * Opens one of the billing provider's hosted pages (checkout, payment method): asks the server for
 * it, then shows it in the modal, or goes there on a small screen. A failure is toasted with the
 * spec's connection error unless the server said something more useful.
 */
export function useHostedPage() {
  const [shown, setShown] = useState<ShownHostedPage | null>(null);
  const [busy, setBusy] = useState(false);

  /** Resolves true once the page is shown (or being gone to), false when it could not be had. */
  async function open(
    load: () => Promise<THostedPage>,
    words: Omit<ShownHostedPage, 'url'>,
  ): Promise<boolean> {
    setBusy(true);
    try {
      const page = await load();
      if (wantsFullPage()) reloadTo(page.url);
      else setShown({ url: page.url, ...words });
      return true;
    } catch (error) {
      notifyBillingFailure(error, t('toasts.billingConnectionError'));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { open, busy, shown, close: () => setShown(null) };
}
