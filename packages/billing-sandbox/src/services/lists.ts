import { and, asc, desc, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { SandboxContext } from '../context.ts';
import { notFound, paramWrongValue, unsupported } from '../errors.ts';
import { asParams, optionalString, type Params } from '../params.ts';
import { events, invoices, paymentSources } from '../schema.ts';
import {
  cardJson,
  customerJson,
  eventJson,
  invoiceJson,
  paymentSourceJson,
  type Json,
} from '../serialize.ts';
import { findPaymentSource, requireCustomer } from './repo.ts';

interface ListResult {
  list: Json[];
  next_offset?: string;
}

/** `limit` (1..100, default 10) and an opaque `offset` (the last row's sequence number). */
function paging(query: Params): { limit: number; after: number | undefined } {
  const rawLimit = optionalString(query, ['limit']);
  const limit = rawLimit === undefined ? 10 : Number(rawLimit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    throw paramWrongValue('limit', 'must be between 1 and 100');
  }
  const rawOffset = optionalString(query, ['offset']);
  if (rawOffset !== undefined && !/^\d{1,15}$/.test(rawOffset)) {
    throw paramWrongValue('offset', 'invalid offset');
  }
  return { limit, after: rawOffset === undefined ? undefined : Number(rawOffset) };
}

/** Only `[is]` filters on the named fields; other operators are refused, not ignored. */
function isFilters(query: Params, fields: string[], others: string[]): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (['limit', 'offset', ...others].includes(key)) continue;
    if (!fields.includes(key)) throw unsupported(`Filtering by ${key}`, key);
    const operators = asParams(value);
    for (const operator of Object.keys(operators)) {
      if (operator !== 'is')
        throw unsupported(`The ${key}[${operator}] filter`, `${key}[${operator}]`);
    }
    const filter = optionalString(query, [key, 'is']);
    if (filter === undefined) throw paramWrongValue(`${key}[is]`, 'invalid value');
    filters[key] = filter;
  }
  return filters;
}

export async function listInvoices(ctx: SandboxContext, query: Params): Promise<ListResult> {
  const filters = isFilters(query, ['customer_id', 'subscription_id', 'status'], ['sort_by']);
  const sortBy = asParams(query.sort_by);
  const sortKeys = Object.entries(sortBy);
  let ascending = false;
  if (sortKeys.length > 0) {
    const [direction, field] = sortKeys[0] ?? [];
    if (sortKeys.length > 1 || field !== 'date' || (direction !== 'asc' && direction !== 'desc')) {
      throw unsupported('Sorting other than sort_by[asc|desc]=date', 'sort_by');
    }
    ascending = direction === 'asc';
  }
  const { limit, after } = paging(query);
  const conditions: (SQL | undefined)[] = [
    filters.customer_id ? eq(invoices.customerId, filters.customer_id) : undefined,
    filters.subscription_id ? eq(invoices.subscriptionId, filters.subscription_id) : undefined,
    filters.status ? eq(invoices.status, filters.status as 'paid') : undefined,
    after === undefined ? undefined : ascending ? gt(invoices.seq, after) : lt(invoices.seq, after),
  ];
  // seq follows date order (invoices are written at their date), so it pages the date sort.
  const rows = await ctx.db
    .select()
    .from(invoices)
    .where(and(...conditions))
    .orderBy(ascending ? asc(invoices.seq) : desc(invoices.seq))
    .limit(limit + 1);
  return page(
    rows,
    limit,
    (row) => ({ invoice: invoiceJson(row) }),
    (row) => row.seq,
  );
}

export async function listEvents(ctx: SandboxContext, query: Params): Promise<ListResult> {
  const filters = isFilters(query, ['event_type'], []);
  const { limit, after } = paging(query);
  const rows = await ctx.db
    .select()
    .from(events)
    .where(
      and(
        filters.event_type ? eq(events.eventType, filters.event_type) : undefined,
        after === undefined ? undefined : lt(events.seq, after),
      ),
    )
    .orderBy(desc(events.seq))
    .limit(limit + 1);
  return page(
    rows,
    limit,
    (row) => ({ event: eventJson(row) }),
    (row) => row.seq,
  );
}

export async function listPaymentSources(ctx: SandboxContext, query: Params): Promise<ListResult> {
  const filters = isFilters(query, ['customer_id'], []);
  const { limit, after } = paging(query);
  const rows = await ctx.db
    .select()
    .from(paymentSources)
    .where(
      and(
        eq(paymentSources.deleted, false),
        filters.customer_id ? eq(paymentSources.customerId, filters.customer_id) : undefined,
      ),
    )
    .orderBy(asc(paymentSources.createdAt), asc(paymentSources.id))
    .offset(after ?? 0)
    .limit(limit + 1);
  // A customer has a handful of cards, so a plain row offset pages them well enough.
  const skipped = after ?? 0;
  return page(
    rows,
    limit,
    (row) => ({ payment_source: paymentSourceJson(row) }),
    (_row) => skipped + limit,
  );
}

export async function retrieveCustomer(ctx: SandboxContext, id: string): Promise<Json> {
  const customer = await requireCustomer(ctx.db, id);
  const primary = await findPaymentSource(ctx.db, customer.primaryPaymentSourceId);
  return {
    customer: customerJson(customer, primary),
    ...(primary && !primary.deleted ? { card: cardJson(primary) } : {}),
  };
}

export async function retrievePaymentSource(ctx: SandboxContext, id: string): Promise<Json> {
  const source = await findPaymentSource(ctx.db, id);
  if (!source) throw notFound('Payment source', id);
  return { payment_source: paymentSourceJson(source) };
}

function page<Row>(
  rows: Row[],
  limit: number,
  wrap: (row: Row) => Json,
  cursor: (row: Row) => number,
): ListResult {
  const visible = rows.slice(0, limit);
  const last = visible.at(-1);
  return {
    list: visible.map(wrap),
    ...(rows.length > limit && last !== undefined ? { next_offset: String(cursor(last)) } : {}),
  };
}
