import { eq } from 'drizzle-orm';
import { salesTaxesFor, taxOn } from '../canada-sales-tax.ts';
import type { SandboxItemPrice } from '../catalogue.ts';
import { maskedNumber } from '../cards.ts';
import type { Change } from '../context.ts';
import { newInvoiceId, newLineItemId, newTransactionId } from '../ids.ts';
import {
  customers,
  invoices,
  type BillingAddress,
  type InvoiceLineTax,
  type InvoiceTransaction,
} from '../schema.ts';
import { nextRetryAt } from '../dunning-schedule.ts';
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
 * upgrades, reactivation) throw, which rolls it back with everything else. With `dunning`, a failed
 * charge leaves the invoice `payment_due` with its first retry scheduled (see dunning-schedule.ts).
 * Prices are tax exclusive: the sales tax of the customer's billing province is added on top and
 * charged with the rest (see canada-sales-tax.ts).
 */
export async function invoiceAndCollect(
  change: Change,
  charge: Charge,
  source: PaymentSourceRow | undefined,
  options: { dunning?: boolean } = {},
): Promise<{ invoice: InvoiceRow; paid: boolean }> {
  const [customer] = await change.tx
    .select({ billingAddress: customers.billingAddress })
    .from(customers)
    .where(eq(customers.id, charge.customerId));
  const billingAddress: BillingAddress | null = customer?.billingAddress ?? null;
  const lineItemId = newLineItemId();
  const lineTaxes: InvoiceLineTax[] = salesTaxesFor(billingAddress, change.nowUnix).map((tax) => ({
    lineItemId,
    name: tax.name,
    rateMilliPercent: tax.rateMilliPercent,
    jurisType: tax.jurisType,
    jurisName: tax.jurisName,
    jurisCode: tax.jurisCode,
    taxableAmount: charge.amount,
    amount: taxOn(charge.amount, tax),
  }));
  const tax = lineTaxes.reduce((sum, line) => sum + line.amount, 0);
  const total = charge.amount + tax;

  const declined = !source || source.behaviour === 'decline_insufficient_funds';
  const nothingToCollect = total === 0;
  const paid = nothingToCollect || !declined;
  const transaction =
    source && !nothingToCollect ? cardTransaction(change, source, total, paid) : null;
  const [invoice] = await change.tx
    .insert(invoices)
    .values({
      id: newInvoiceId(),
      customerId: charge.customerId,
      subscriptionId: charge.subscriptionId,
      status: paid ? 'paid' : options.dunning ? 'payment_due' : 'not_paid',
      recurring: charge.recurring,
      currencyCode: charge.itemPrice.currency_code,
      tax,
      total,
      amountPaid: paid ? total : 0,
      amountDue: paid ? 0 : total,
      date: change.nowUnix,
      paidAt: paid ? change.nowUnix : null,
      lines: [
        {
          id: lineItemId,
          description: charge.description,
          itemPriceId: charge.itemPrice.id,
          quantity: charge.quantity,
          unitAmount: charge.unitAmount,
          amount: charge.amount,
          dateFrom: charge.dateFrom,
          dateTo: charge.dateTo,
        },
      ],
      lineTaxes,
      billingAddress,
      transaction,
      failedAttempts: paid ? 0 : 1,
      nextRetryAt: !paid && options.dunning ? (nextRetryAt(change.nowUnix, 1) ?? null) : null,
      updatedAt: change.nowUnix,
      resourceVersion: change.version,
    })
    .returning();
  if (!invoice) throw new Error('billing-sandbox: invoice insert returned nothing');
  return { invoice, paid };
}

/** The gateway's answer to charging `amount` to the card. */
export function cardTransaction(
  change: Change,
  source: PaymentSourceRow,
  amount: number,
  paid: boolean,
): InvoiceTransaction {
  return {
    id: newTransactionId(),
    status: paid ? 'success' : 'failure',
    amount,
    date: change.nowUnix,
    paymentSourceId: source.id,
    maskedCardNumber: maskedNumber(source.iin, source.last4),
    ...(paid ? {} : { errorCode: 'insufficient_funds', errorText: 'Insufficient funds' }),
  };
}

/** Whether the test gateway approves a charge on this card. */
export const approves = (source: PaymentSourceRow | undefined): source is PaymentSourceRow =>
  source !== undefined && !source.deleted && source.behaviour !== 'decline_insufficient_funds';
