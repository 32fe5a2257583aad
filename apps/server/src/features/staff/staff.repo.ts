import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { assignments, businesses, employments, profiles } from '../../db/schema/index.ts';
import { assignedCentreIds } from '../businesses/businesses.repo.ts';
import type { ProfileRow } from '../users/users.repo.ts';

export type EmploymentRow = typeof employments.$inferSelect;
export type NewEmploymentRow = typeof employments.$inferInsert;
export type StaffRow = { profile: ProfileRow; employment: EmploymentRow };
export type CentreRef = { id: string; name: string };

export async function insertEmployment(
  db: Executor,
  row: NewEmploymentRow,
  centreId: string,
): Promise<void> {
  await db.insert(employments).values(row);
  await db.insert(assignments).values({ staffUid: row.staffUid, businessId: centreId });
}

export async function findStaff(db: Executor, staffUid: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select({ profile: profiles, employment: employments })
    .from(employments)
    .innerJoin(profiles, eq(profiles.uid, employments.staffUid))
    .where(eq(employments.staffUid, staffUid))
    .limit(1);
  return row;
}

/** The owner's staff, or only those assigned to one of `centreIds` (a manager's view). */
export function listStaff(
  db: Executor,
  ownerUid: string,
  centreIds?: string[],
): Promise<StaffRow[]> {
  const mine = eq(employments.ownerUid, ownerUid);
  const where =
    centreIds === undefined
      ? mine
      : and(
          mine,
          inArray(
            employments.staffUid,
            db
              .select({ uid: assignments.staffUid })
              .from(assignments)
              .where(inArray(assignments.businessId, centreIds)),
          ),
        );
  return db
    .select({ profile: profiles, employment: employments })
    .from(employments)
    .innerJoin(profiles, eq(profiles.uid, employments.staffUid))
    .where(where)
    .orderBy(asc(sql`lower(${profiles.lastName})`), asc(sql`lower(${profiles.firstName})`));
}

/** Each person's centres, the one they joined with first. */
export async function centresOf(
  db: Executor,
  staffUids: string[],
): Promise<Map<string, CentreRef[]>> {
  const byStaff = new Map<string, CentreRef[]>();
  if (staffUids.length === 0) return byStaff;
  const rows = await db
    .select({ staffUid: assignments.staffUid, id: businesses.id, name: businesses.name })
    .from(assignments)
    .innerJoin(businesses, eq(businesses.id, assignments.businessId))
    .where(inArray(assignments.staffUid, staffUids))
    .orderBy(asc(assignments.createdAt), asc(businesses.name));
  for (const row of rows) {
    const list = byStaff.get(row.staffUid) ?? [];
    list.push({ id: row.id, name: row.name });
    byStaff.set(row.staffUid, list);
  }
  return byStaff;
}

/** Replaces a person's centres, keeping the dates of those that stay (the first stays first). */
export async function setAssignments(
  db: Executor,
  staffUid: string,
  centreIds: string[],
): Promise<void> {
  const current = await assignedCentreIds(db, staffUid);
  const gone = current.filter((id) => !centreIds.includes(id));
  const added = centreIds.filter((id) => !current.includes(id));
  if (gone.length > 0) {
    await db
      .delete(assignments)
      .where(and(eq(assignments.staffUid, staffUid), inArray(assignments.businessId, gone)));
  }
  if (added.length > 0) {
    await db.insert(assignments).values(added.map((businessId) => ({ staffUid, businessId })));
  }
}

/** Active, approved staff: what the Free plan's staff cap counts. */
export async function countActiveStaff(db: Executor, ownerUid: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(employments)
    .innerJoin(profiles, eq(profiles.uid, employments.staffUid))
    .where(
      and(
        eq(employments.ownerUid, ownerUid),
        eq(profiles.active, true),
        eq(profiles.pendingApproval, false),
      ),
    );
  return row?.n ?? 0;
}

export async function markApproved(
  db: Executor,
  staffUid: string,
  by: string,
  at: Date,
): Promise<void> {
  await db
    .update(employments)
    .set({ approvedAt: at, approvedBy: by })
    .where(eq(employments.staffUid, staffUid));
}

/** The owner's centres among `ids` (to refuse another business's centre by name). */
export async function ownersCentres(
  db: Executor,
  ownerUid: string,
  ids: string[],
): Promise<{ id: string; active: boolean }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: businesses.id, active: businesses.active })
    .from(businesses)
    .where(and(eq(businesses.ownerUid, ownerUid), inArray(businesses.id, ids)));
}

/** Owner and managers of a business who should hear that someone joined `centreId`. */
export async function employersToTell(
  db: Executor,
  ownerUid: string,
  centreId: string,
): Promise<{ email: string; firstName: string }[]> {
  const owner = db
    .select({ email: profiles.email, firstName: profiles.firstName })
    .from(profiles)
    .where(eq(profiles.uid, ownerUid));
  const managers = db
    .select({ email: profiles.email, firstName: profiles.firstName })
    .from(assignments)
    .innerJoin(profiles, eq(profiles.uid, assignments.staffUid))
    .where(
      and(
        eq(assignments.businessId, centreId),
        eq(profiles.isManager, true),
        eq(profiles.active, true),
        eq(profiles.pendingApproval, false),
      ),
    );
  return [...(await owner), ...(await managers)];
}

/** The time zone of the centre the person joined first (their days are counted there). */
export async function firstCentreTimeZone(
  db: Executor,
  staffUid: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ timeZone: businesses.timeZone })
    .from(assignments)
    .innerJoin(businesses, eq(businesses.id, assignments.businessId))
    .where(eq(assignments.staffUid, staffUid))
    .orderBy(asc(assignments.createdAt))
    .limit(1);
  return row?.timeZone;
}

/** Who of the owner's staff, other than `staffUid`, already has `number` (it is unique per owner). */
export async function employeeNumberHolder(
  db: Executor,
  ownerUid: string,
  number: string,
  staffUid: string,
): Promise<{ firstName: string; lastName: string } | undefined> {
  const [row] = await db
    .select({ firstName: profiles.firstName, lastName: profiles.lastName })
    .from(employments)
    .innerJoin(profiles, eq(profiles.uid, employments.staffUid))
    .where(
      and(
        eq(employments.ownerUid, ownerUid),
        eq(employments.employeeNumber, number),
        ne(employments.staffUid, staffUid),
      ),
    )
    .limit(1);
  return row;
}

export async function setEmployeeNumber(
  db: Executor,
  staffUid: string,
  number: string | null,
): Promise<void> {
  await db
    .update(employments)
    .set({ employeeNumber: number })
    .where(eq(employments.staffUid, staffUid));
}
