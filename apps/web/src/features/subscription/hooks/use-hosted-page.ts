import { billingLimits, type THostedPage, t } from '@vh/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getPublicConfig } from '../../../lib/public-config.ts';
import { reloadTo } from '../../../lib/navigation.ts';
import { notifyBillingFailure } from '../billing-failure.ts';
import { openBillingCheckout } from '../../../lib/billing-checkout.ts';

/** Small screens get the provider's page as the whole page, not an overlay on a phone. */
export const wantsFullPage = (): boolean =>
  window.innerWidth < billingLimits.fullPageCheckoutBelowPx;

/**
 * Opens one of the billing provider's hosted pages (checkout, payment method): asks the server for
 * it, then has Chargebee.js open it (billing-checkout.ts; Chargebee's hosted pages are not put in
 * our own frame), or goes there on a small screen. When the page completes, its return URL is
 * followed. A failure is toasted with the spec's connection error unless the server said something
 * more useful.
 */
export function useHostedPage() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  /** Resolves true once the page is being opened (or gone to), false when it could not be had. */
  async function open(
    load: () => Promise<THostedPage>,
    options: { onClose?: () => void } = {},
  ): Promise<boolean> {
    setBusy(true);
    try {
      const page = await load();
      if (wantsFullPage()) {
        reloadTo(page.url);
        setBusy(false);
        return true;
      }
      const { checkout } = await queryClient.ensureQueryData({
        queryKey: ['public-config'],
        queryFn: ({ signal }) => getPublicConfig(signal),
      });
      await openBillingCheckout({
        checkout,
        load: () => Promise.resolve(page),
        onSuccess: reloadTo,
        onClose: options.onClose,
        onError: (error) => notifyBillingFailure(error, t('toasts.billingConnectionError')),
        onSettled: () => setBusy(false),
      });
      return true;
    } catch (error) {
      notifyBillingFailure(error, t('toasts.billingConnectionError'));
      setBusy(false);
      return false;
    }
  }

  return { open, busy };
}
