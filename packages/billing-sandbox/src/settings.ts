import { eq, sql } from 'drizzle-orm';
import type { SandboxDatabase } from './db.ts';
import { settings } from './schema.ts';

export type SandboxSettings = typeof settings.$inferSelect;

/** The settings row, created on first use so a fresh database needs no seeding step. */
export async function readSettings(db: SandboxDatabase): Promise<SandboxSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  if (row) return row;
  await db.insert(settings).values({ id: 1 }).onConflictDoNothing();
  const [created] = await db.select().from(settings).where(eq(settings.id, 1));
  if (!created) throw new Error('billing-sandbox: settings row is missing');
  return created;
}

export async function updateSettings(
  db: SandboxDatabase,
  changes: Partial<Omit<SandboxSettings, 'id'>>,
): Promise<SandboxSettings> {
  await readSettings(db);
  const [row] = await db.update(settings).set(changes).where(eq(settings.id, 1)).returning();
  if (!row) throw new Error('billing-sandbox: settings row is missing');
  return row;
}

/** Moves the shared sandbox clock forward atomically, so concurrent advances add up. */
export async function advanceClockOffset(db: SandboxDatabase, seconds: number): Promise<void> {
  await readSettings(db);
  await db
    .update(settings)
    .set({ clockOffsetSeconds: sql`${settings.clockOffsetSeconds} + ${seconds}` })
    .where(eq(settings.id, 1));
}

/** The sandbox's "now": the host's clock plus the test offset every instance shares. */
export async function sandboxNow(db: SandboxDatabase, baseNow: () => Date): Promise<Date> {
  const { clockOffsetSeconds } = await readSettings(db);
  return new Date(baseNow().getTime() + clockOffsetSeconds * 1000);
}
