import { eq } from 'drizzle-orm';
import type { SandboxDatabase } from '../db.ts';
import { notFound } from '../errors.ts';
import { customers, invoices, paymentSources, subscriptions } from '../schema.ts';
import {
  cardJson,
  customerJson,
  invoiceJson,
  paymentSourceJson,
  subscriptionJson,
  transactionJson,
  type Json,
} from '../serialize.ts';

export type CustomerRow = typeof customers.$inferSelect;
export type PaymentSourceRow = typeof paymentSources.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

export async function findCustomer(db: SandboxDatabase, id: string, lock = false) {
  const query = db.select().from(customers).where(eq(customers.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function requireCustomer(db: SandboxDatabase, id: string, lock = false) {
  const row = await findCustomer(db, id, lock);
  if (!row) throw notFound('Customer', id);
  return row;
}

export async function findPaymentSource(db: SandboxDatabase, id: string | null) {
  if (!id) return undefined;
  const [row] = await db.select().from(paymentSources).where(eq(paymentSources.id, id));
  return row;
}

export async function requireSubscription(db: SandboxDatabase, id: string, lock = false) {
  const query = db.select().from(subscriptions).where(eq(subscriptions.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Subscription', id);
  return row;
}

export async function requireInvoice(db: SandboxDatabase, id: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!row) throw notFound('Invoice', id);
  return row;
}

/** `{customer, payment_source}`: a payment_source_* event's content. */
export async function paymentSourceContent(db: SandboxDatabase, source: PaymentSourceRow) {
  const customer = await requireCustomer(db, source.customerId);
  const primary = await findPaymentSource(db, customer.primaryPaymentSourceId);
  return { customer: customerJson(customer, primary), payment_source: paymentSourceJson(source) };
}

/** `{subscription, customer, card?}`, the shape of subscription responses and events. */
export async function subscriptionContent(
  db: SandboxDatabase,
  subscription: SubscriptionRow,
  invoice?: InvoiceRow,
): Promise<Json> {
  const customer = await requireCustomer(db, subscription.customerId);
  const primary = await findPaymentSource(db, customer.primaryPaymentSourceId);
  const source = await findPaymentSource(db, subscription.paymentSourceId);
  return {
    subscription: subscriptionJson(subscription),
    customer: customerJson(customer, primary),
    ...(source && !source.deleted ? { card: cardJson(source) } : {}),
    ...(invoice ? { invoice: invoiceJson(invoice) } : {}),
  };
}

/** `{transaction, invoice, customer, subscription}`: a payment_* event's content. */
export async function paymentContent(
  db: SandboxDatabase,
  invoice: InvoiceRow,
  subscription: SubscriptionRow,
): Promise<Json> {
  const customer = await requireCustomer(db, invoice.customerId);
  const primary = await findPaymentSource(db, customer.primaryPaymentSourceId);
  return {
    transaction: transactionJson(invoice),
    invoice: invoiceJson(invoice),
    customer: customerJson(customer, primary),
    subscription: subscriptionJson(subscription),
  };
}
