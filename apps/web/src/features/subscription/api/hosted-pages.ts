import {
  ZHostedPage,
  ZVerifySubscriptionResponse,
  type TCheckoutRequest,
  type THostedPage,
  type TVerifySubscriptionResponse,
} from '@vh/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

// The billing provider's hosted pages: the checkout that starts a plan, and the page that manages
// the card on file. Both are shown in the modal's iframe, or as the whole page on a small screen.

export function createCheckout(body: TCheckoutRequest): Promise<THostedPage> {
  return apiRequest('/api/businesses/subscriptions/checkout/create/', {
    method: 'POST',
    body,
    auth: true,
    schema: ZHostedPage,
  });
}

export function getPaymentMethodPage(uid: string): Promise<THostedPage> {
  return apiRequest(`/api/businesses/subscriptions/payment-method/${encodeURIComponent(uid)}/`, {
    auth: true,
    schema: ZHostedPage,
  });
}

/** 'pending' until the checkout has completed; 404 for a sub_id that is not the caller's. */
export function verifySubscription(
  subId: string,
  signal?: AbortSignal,
): Promise<TVerifySubscriptionResponse> {
  return apiRequest('/api/businesses/subscriptions/verify/', {
    query: { sub_id: subId },
    auth: true,
    schema: ZVerifySubscriptionResponse,
    ...(signal ? { signal } : {}),
  });
}
