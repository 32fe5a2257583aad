import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random alphanumerics like Chargebee's generated ids (rejection sampling keeps it unbiased). */
export function randomId(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62];
    }
  }
  return out;
}

export const newCustomerId = () => randomId(17);
export const newSubscriptionId = () => randomId(17);
export const newPaymentSourceId = () => `pm_${randomId(20)}`;
export const newReferenceId = () => `tok_${randomId(20)}`;
export const newHostedPageId = () => randomId(40);
export const newInvoiceId = () => `inv_${randomId(16)}`;
export const newTransactionId = () => `txn_${randomId(16)}`;
export const newEventId = () => `ev_${randomId(20)}`;
export const newLineItemId = () => `li_${randomId(16)}`;
