import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';

export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfileRow = typeof profiles.$inferInsert;

export async function findProfileByUid(db: Executor, uid: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.uid, uid)).limit(1);
  return row;
}

export async function findProfileByUsername(
  db: Executor,
  username: string,
): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(sql`lower(${profiles.username}) = lower(${username})`)
    .limit(1);
  return row;
}

export async function usernameExists(db: Executor, username: string): Promise<boolean> {
  const rows = await db
    .select({ uid: profiles.uid })
    .from(profiles)
    .where(sql`lower(${profiles.username}) = lower(${username})`)
    .limit(1);
  return rows.length > 0;
}

export async function emailExists(db: Executor, email: string): Promise<boolean> {
  const rows = await db
    .select({ uid: profiles.uid })
    .from(profiles)
    .where(sql`lower(${profiles.email}) = lower(${email})`)
    .limit(1);
  return rows.length > 0;
}

export async function insertProfile(db: Executor, row: NewProfileRow): Promise<ProfileRow> {
  const [created] = await db.insert(profiles).values(row).returning();
  if (!created) throw new Error('insert into profiles returned no row');
  return created;
}
