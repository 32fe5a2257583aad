import {
  itemPriceOfPlan,
  type TCheckoutRequest,
  type TItemPriceId,
  type TProfile,
  type TPurchasablePlanKey,
} from '@vh/contracts';
import { useSearchParams } from 'react-router';
import { RETURN_PARAM, rememberCheckoutReturn } from '../../pricing/return-path.ts';
import { createCheckout } from '../api/hosted-pages.ts';
import { useHostedPage } from './use-hosted-page.ts';

/** The checkout of `itemId`, prefilled with what the profile knows and nothing it does not. */
export const checkoutFor = (itemId: TItemPriceId, profile: TProfile): TCheckoutRequest => ({
  item_id: itemId,
  first_name: profile.first_name || undefined,
  last_name: profile.last_name || undefined,
  email: profile.email || undefined,
  phone: profile.cell_number ?? undefined,
});

/**
 * Starts the hosted checkout of a paid plan for a confirmed owner on Free: opened by Chargebee.js
 * (billing-checkout.ts), or the whole page on a small screen.
 * /pricing and the dashboard's remembered-plan card both buy through this. Whether the owner may
 * buy (decidePlanChoice) is the caller's to ask first. A page opened with ?return=<path> (a screen's
 * upgrade offer) has /success come back to that path; any other checkout forgets an older one.
 */
export function useCheckout() {
  const hostedPage = useHostedPage();
  const [params] = useSearchParams();
  const returnTo = params.get(RETURN_PARAM);

  /** Resolves true once the checkout is shown (or being gone to). */
  async function start(
    plan: TPurchasablePlanKey,
    profile: TProfile,
    options: { onClose?: () => void } = {},
  ): Promise<boolean> {
    const itemId = itemPriceOfPlan(plan);
    if (!itemId) return false;
    const body = checkoutFor(itemId, profile);
    rememberCheckoutReturn(returnTo);
    return hostedPage.open(() => createCheckout(body), options);
  }

  return { start, busy: hostedPage.busy };
}
