import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payRates } from '../../db/schema/index.ts';

export type PayRateRow = typeof payRates.$inferSelect;

/** A person's rates, the newest date first. */
export function ratesOf(db: Executor, staffUid: string): Promise<PayRateRow[]> {
  return db
    .select()
    .from(payRates)
    .where(eq(payRates.staffUid, staffUid))
    .orderBy(desc(payRates.effectiveFrom));
}

export async function findRate(db: Executor, id: string): Promise<PayRateRow | undefined> {
  const [row] = await db.select().from(payRates).where(eq(payRates.id, id));
  return row;
}

export async function rateOn(
  db: Executor,
  staffUid: string,
  effectiveFrom: string,
): Promise<PayRateRow | undefined> {
  const [row] = await db
    .select()
    .from(payRates)
    .where(and(eq(payRates.staffUid, staffUid), eq(payRates.effectiveFrom, effectiveFrom)));
  return row;
}

/**
 * Writes the rate of (person, date), replacing the one there: the unique index on the pair makes
 * a second writer of the same pair update the first's row rather than add another.
 */
export async function upsertRate(db: Executor, row: PayRateRow): Promise<PayRateRow> {
  const [written] = await db
    .insert(payRates)
    .values(row)
    .onConflictDoUpdate({
      target: [payRates.staffUid, payRates.effectiveFrom],
      set: { centsPerHour: row.centsPerHour, setBy: row.setBy, setAt: row.setAt },
    })
    .returning();
  if (!written) throw new Error('upsert into pay_rates returned no row');
  return written;
}

export async function deleteRate(db: Executor, id: string): Promise<void> {
  await db.delete(payRates).where(eq(payRates.id, id));
}
