import { and, asc, count, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { assignments, businesses, inviteCodes, profiles } from '../../db/schema/index.ts';
import { appendAudit, type AuditEvent } from '../audit/audit-chain.ts';

export type CentreRow = typeof businesses.$inferSelect;
export type NewCentreRow = typeof businesses.$inferInsert;
export type InviteCodeRow = typeof inviteCodes.$inferSelect;

export async function insertCentre(db: Executor, row: NewCentreRow): Promise<CentreRow> {
  const [created] = await db.insert(businesses).values(row).returning();
  if (!created) throw new Error('insert into businesses returned no row');
  return created;
}

export async function findCentre(db: Executor, id: string): Promise<CentreRow | undefined> {
  const [row] = await db.select().from(businesses).where(eq(businesses.id, id));
  return row;
}

export function findCentres(db: Executor, ids: string[]): Promise<CentreRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(businesses)
    .where(inArray(businesses.id, ids))
    .orderBy(asc(businesses.createdAt), asc(businesses.id));
}

export function listCentresOfOwner(db: Executor, ownerUid: string): Promise<CentreRow[]> {
  return db
    .select()
    .from(businesses)
    .where(eq(businesses.ownerUid, ownerUid))
    .orderBy(asc(businesses.createdAt), asc(businesses.id));
}

export async function updateCentreRow(
  db: Executor,
  id: string,
  patch: Partial<Omit<NewCentreRow, 'id' | 'ownerUid'>>,
): Promise<CentreRow | undefined> {
  const [row] = await db
    .update(businesses)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(businesses.id, id))
    .returning();
  return row;
}

/**
 * Locks the owner's profile row until the transaction ends and returns its plan: two requests
 * racing to add a centre take turns, so the second counts the first one's centre.
 */
export async function lockOwnerPlan(db: Executor, ownerUid: string): Promise<string | undefined> {
  const [row] = await db
    .select({ plan: profiles.plan })
    .from(profiles)
    .where(eq(profiles.uid, ownerUid))
    .for('update');
  return row?.plan;
}

export async function countActiveCentres(db: Executor, ownerUid: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(businesses)
    .where(and(eq(businesses.ownerUid, ownerUid), eq(businesses.active, true)));
  return row?.n ?? 0;
}

/** The live (unrevoked) codes of these centres, expired ones included: the owner sees them. */
export function liveInviteCodes(db: Executor, businessIds: string[]): Promise<InviteCodeRow[]> {
  if (businessIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(inviteCodes)
    .where(and(inArray(inviteCodes.businessId, businessIds), isNull(inviteCodes.revokedAt)));
}

/** Inserts the code unless another live code already has it (then undefined: draw again). */
export async function insertInviteCode(
  db: Executor,
  row: { id: string; businessId: string; code: string; createdAt: Date; expiresAt: Date | null },
): Promise<InviteCodeRow | undefined> {
  const [created] = await db.insert(inviteCodes).values(row).onConflictDoNothing().returning();
  return created;
}

export async function revokeInviteCodes(db: Executor, businessId: string, at: Date): Promise<void> {
  await db
    .update(inviteCodes)
    .set({ revokedAt: at })
    .where(and(eq(inviteCodes.businessId, businessId), isNull(inviteCodes.revokedAt)));
}

/** The centre a code lets people join: only a live, unexpired code of an active centre. */
export async function findCentreByLiveCode(
  db: Executor,
  code: string,
  now: Date,
): Promise<CentreRow | undefined> {
  const [row] = await db
    .select({ centre: businesses })
    .from(inviteCodes)
    .innerJoin(businesses, eq(businesses.id, inviteCodes.businessId))
    .where(
      and(
        eq(inviteCodes.code, code),
        isNull(inviteCodes.revokedAt),
        or(
          isNull(inviteCodes.expiresAt),
          gt(inviteCodes.expiresAt, sql`${now.toISOString()}::timestamptz`),
        ),
        eq(businesses.active, true),
      ),
    )
    .limit(1);
  return row?.centre;
}

/** Every change to centres and staff goes into the business's hash chain (ARCHITECTURE §10). */
export async function recordAuditEvent(tx: Transaction, event: AuditEvent): Promise<void> {
  await appendAudit(tx, event);
}

/** The centres a manager looks after: those they are assigned to. */
export async function assignedCentreIds(db: Executor, staffUid: string): Promise<string[]> {
  const rows = await db
    .select({ id: assignments.businessId })
    .from(assignments)
    .where(eq(assignments.staffUid, staffUid));
  return rows.map((row) => row.id);
}
