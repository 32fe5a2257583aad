import type { SandboxItemPrice } from '../catalogue.ts';
import { maskedNumber } from '../cards.ts';
import type { Change } from '../context.ts';
import { newInvoiceId, newLineItemId, newTransactionId } from '../ids.ts';
import { invoices, type InvoiceTransaction } from '../schema.ts';
import type { InvoiceRow, PaymentSourceRow } from './repo.ts';

export interface Charge {
  customerId: string;
  subscriptionId: string;
  description: string;
  itemPrice: Pick<SandboxItemPrice, 'id' | 'currency_code'>;
  quantity: number;
  unitAmount: number;
  amount: number;
  dateFrom: number;
  dateTo: number;
  recurring: boolean;
}

/**
 * Invoices a charge and collects it from the card at once, as Chargebee does with auto collection
 * on. The invoice is written either way; callers that must not keep a failed charge (checkout,
 * upgrades, reactivation) throw, which rolls it back with everything else.
 */
export async function invoiceAndCollect(
  change: Change,
  charge: Charge,
  source: PaymentSourceRow | undefined,
): Promise<{ invoice: InvoiceRow; paid: boolean }> {
  const declined = !source || source.behaviour === 'decline_insufficient_funds';
  const nothingToCollect = charge.amount === 0;
  const paid = nothingToCollect || !declined;
  const transaction: InvoiceTransaction | null =
    source && !nothingToCollect
      ? {
          id: newTransactionId(),
          status: paid ? 'success' : 'failure',
          amount: charge.amount,
          date: change.nowUnix,
          paymentSourceId: source.id,
          maskedCardNumber: maskedNumber(source.iin, source.last4),
          ...(paid ? {} : { errorCode: 'insufficient_funds', errorText: 'Insufficient funds' }),
        }
      : null;
  const [invoice] = await change.tx
    .insert(invoices)
    .values({
      id: newInvoiceId(),
      customerId: charge.customerId,
      subscriptionId: charge.subscriptionId,
      status: paid ? 'paid' : 'not_paid',
      recurring: charge.recurring,
      currencyCode: charge.itemPrice.currency_code,
      total: charge.amount,
      amountPaid: paid ? charge.amount : 0,
      amountDue: paid ? 0 : charge.amount,
      date: change.nowUnix,
      paidAt: paid ? change.nowUnix : null,
      lines: [
        {
          id: newLineItemId(),
          description: charge.description,
          itemPriceId: charge.itemPrice.id,
          quantity: charge.quantity,
          unitAmount: charge.unitAmount,
          amount: charge.amount,
          dateFrom: charge.dateFrom,
          dateTo: charge.dateTo,
        },
      ],
      transaction,
      updatedAt: change.nowUnix,
      resourceVersion: change.version,
    })
    .returning();
  if (!invoice) throw new Error('billing-sandbox: invoice insert returned nothing');
  return { invoice, paid };
}
