import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import { ErrorCode, type TAddHolidayRequest, type THolidayList } from '@vh/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { businesses, centreHolidays, centreHolidayYears } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { formatCalendarDate } from '../../lib/dates.ts';
import { bindHoliday, type Binding } from '../audit/audit-bindings.ts';
import { appendAfter, lockChainHead, type ChainLink } from '../audit/audit-chain.ts';
import { refuseClosedDates } from '../closed-periods/closed-periods.ts';
import { employerOf, type Me } from '../staff/staff-access.ts';
import { rowsOf, textOf } from '../../db/sql-helpers.ts';
import { holidayRegionOf, type HolidayRegion } from './holiday-region.ts';
import { libraryDays, type LibraryDay } from './library-days.ts';

export type HolidaysDeps = { db: Database; now: () => Date };

const noSuchCentre = () => new AppError(ErrorCode.NOT_FOUND, 'errors.centres.noSuchCentre');
const noSuchHoliday = () => new AppError(ErrorCode.NOT_FOUND, 'errors.holidays.noSuchHoliday');
// Well under PostgreSQL's 65,535 parameters per statement (5 a row).
const INSERT_CHUNK = 1000;

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Seeds each (centre, year) list not seeded yet from the holiday library, once. Both inserts skip
 * rows that exist, so a day the owner added or removed is never overwritten, and two requests
 * seeding the same list at once both succeed. The year is recorded after its days: a seeding cut
 * short is simply done again. The days go into the owners' chains with the entry that seeds them
 * (hours count holiday hours from these rows), each owner's chain head locked first, in uid order,
 * as every other writer of holidays locks it before their rows.
 */
export async function ensureHolidays(
  db: Database,
  businessIds: string[],
  years: number[],
  at: Date,
): Promise<void> {
  const ids = [...new Set(businessIds)].sort();
  const wanted = [...new Set(years)].sort((a, b) => a - b);
  if (ids.length === 0 || wanted.length === 0) return;
  const seeded = await db
    .select({ businessId: centreHolidayYears.businessId, year: centreHolidayYears.year })
    .from(centreHolidayYears)
    .where(
      and(inArray(centreHolidayYears.businessId, ids), inArray(centreHolidayYears.year, wanted)),
    );
  const done = new Set(seeded.map((row) => `${row.businessId}/${row.year}`));
  if (done.size === ids.length * wanted.length) return;
  const centres = await db
    .select({
      id: businesses.id,
      ownerUid: businesses.ownerUid,
      country: businesses.country,
      province: businesses.province,
    })
    .from(businesses)
    .where(inArray(businesses.id, ids))
    .orderBy(asc(businesses.id));
  const regions = new Map<string, HolidayRegion>();
  const lists = new Map<string, LibraryDay[]>();
  const days: (typeof centreHolidays.$inferInsert)[] = [];
  const marks: (typeof centreHolidayYears.$inferInsert)[] = [];
  for (const centre of centres) {
    const place = `${centre.country}\n${centre.province}`;
    const region = regions.get(place) ?? holidayRegionOf(centre.country, centre.province);
    regions.set(place, region);
    for (const year of wanted) {
      if (done.has(`${centre.id}/${year}`)) continue;
      const key = `${region.region ?? ''}/${year}`;
      const list = lists.get(key) ?? libraryDays(region, year);
      lists.set(key, list);
      for (const day of list) days.push({ businessId: centre.id, ...day, source: 'library' });
      marks.push({ businessId: centre.id, year, region: region.region, notice: region.notice });
    }
  }
  days.sort((a, b) => byText(a.businessId, b.businessId) || byText(a.date, b.date));
  const ownerOf = new Map(centres.map((centre) => [centre.id, centre.ownerUid]));
  await db.transaction(async (tx) => {
    const heads = new Map<string, ChainLink>();
    for (const owner of [...new Set(ownerOf.values())].sort()) {
      heads.set(owner, await lockChainHead(tx, owner));
    }
    const added = new Map<string, Binding[]>();
    for (let i = 0; i < days.length; i += INSERT_CHUNK) {
      const rows = await tx
        .insert(centreHolidays)
        .values(days.slice(i, i + INSERT_CHUNK))
        .onConflictDoNothing()
        .returning({
          businessId: centreHolidays.businessId,
          date: centreHolidays.date,
          removed: centreHolidays.removed,
          statutory: centreHolidays.statutory,
        });
      for (const row of rows) {
        const owner = ownerOf.get(row.businessId) ?? '';
        added.set(owner, [...(added.get(owner) ?? []), bindHoliday(row.businessId, row.date, row)]);
      }
    }
    if (marks.length > 0) await tx.insert(centreHolidayYears).values(marks).onConflictDoNothing();
    for (const [owner, head] of heads) {
      const bound = added.get(owner);
      if (!bound) continue;
      await appendAfter(tx, head, {
        ownerUid: owner,
        // The library's days are the business's defaults: recorded on the owner's behalf.
        actorUid: owner,
        action: 'holiday.seed',
        subject: `owner:${owner}`,
        data: { days: bound.length, bound },
        at,
      });
    }
  });
}

/**
 * The centre, for its owner or a manager assigned to it; anyone else (another business, a manager
 * of another centre, staff) learns nothing of it. Only the owner changes the list.
 */
async function centreInReach(db: Executor, me: Me, centreId: string, change: boolean) {
  const employer = await employerOf(db, me).catch((error: unknown) => {
    if (error instanceof AppError) return null;
    throw error;
  });
  const [centre] = await db
    .select({ ownerUid: businesses.ownerUid, timeZone: businesses.timeZone })
    .from(businesses)
    .where(eq(businesses.id, centreId));
  if (
    !employer ||
    !centre ||
    centre.ownerUid !== employer.ownerUid ||
    (employer.centreIds && !employer.centreIds.includes(centreId))
  ) {
    throw noSuchCentre();
  }
  if (change && !employer.isOwner) {
    throw new AppError(ErrorCode.FORBIDDEN, 'errors.holidays.ownerOnly');
  }
  return { employer, centre };
}

async function listOf(
  deps: HolidaysDeps,
  centreId: string,
  year: number,
  canEdit: boolean,
): Promise<THolidayList> {
  const { db } = deps;
  await ensureHolidays(db, [centreId], [year], deps.now());
  const [mark] = await db
    .select({ region: centreHolidayYears.region, notice: centreHolidayYears.notice })
    .from(centreHolidayYears)
    .where(and(eq(centreHolidayYears.businessId, centreId), eq(centreHolidayYears.year, year)));
  const rows = await db
    .select()
    .from(centreHolidays)
    .where(
      and(
        eq(centreHolidays.businessId, centreId),
        between(centreHolidays.date, `${year}-01-01`, `${year}-12-31`),
      ),
    )
    .orderBy(asc(centreHolidays.date));
  return {
    year,
    region: mark?.region ?? null,
    notice: mark?.notice ?? null,
    holidays: rows.map((row) => ({
      date: row.date,
      name: row.name,
      source: row.source === 'owner' ? 'owner' : 'library',
      removed: row.removed,
      statutory: row.statutory,
    })),
    can_edit: canEdit,
  };
}

/** GET /api/businesses/{id}/holidays/: a year's list (default: this year where the centre is). */
export async function holidayList(
  deps: HolidaysDeps,
  me: Me,
  centreId: string,
  year: number | undefined,
): Promise<THolidayList> {
  const { employer, centre } = await centreInReach(deps.db, me, centreId, false);
  const thisYear = new Intl.DateTimeFormat('en', { timeZone: centre.timeZone, year: 'numeric' });
  const wanted = year ?? Number(thisYear.format(deps.now()));
  return listOf(deps, centreId, wanted, employer.isOwner);
}

const findDay = async (db: Executor, centreId: string, date: string) =>
  (
    await db
      .select()
      .from(centreHolidays)
      .where(and(eq(centreHolidays.businessId, centreId), eq(centreHolidays.date, date)))
  )[0];

/**
 * A holiday decides holiday hours, so a day inside a week someone's approval covers is not changed
 * behind it: the owner unlocks the week first.
 */
async function refuseInApprovedWeek(tx: Executor, ownerUid: string, date: string) {
  const result = await tx.execute<{
    week: string;
  }>(sql`select to_char(a.week_start, 'YYYY-MM-DD') as week
      from week_approvals a
      where a.owner_uid = ${ownerUid}::uuid and a.unlocked_at is null
        and ${date}::date between a.week_start and a.week_start + 6
      limit 1`);
  const [row] = rowsOf(result);
  if (row) {
    throw new AppError(ErrorCode.CONFLICT, 'errors.holidays.weekLocked', {
      values: { week: formatCalendarDate(textOf(row.week)) },
    });
  }
}

/** POST /api/businesses/{id}/holidays/: adds a day, or restores (and renames) a removed one. */
export async function addHoliday(
  deps: HolidaysDeps,
  me: Me,
  centreId: string,
  body: TAddHolidayRequest,
): Promise<THolidayList> {
  const { employer } = await centreInReach(deps.db, me, centreId, true);
  const year = Number(body.date.slice(0, 4));
  // Seeded first, so that a library day on this date is found and never added twice.
  await ensureHolidays(deps.db, [centreId], [year], deps.now());
  await deps.db.transaction(async (tx) => {
    // The owner's chain head, locked first, queues their changes: the check below stays true.
    const head = await lockChainHead(tx, employer.ownerUid);
    await refuseClosedDates(tx, employer.ownerUid, [body.date]);
    await refuseInApprovedWeek(tx, employer.ownerUid, body.date);
    const existing = await findDay(tx, centreId, body.date);
    if (existing && !existing.removed) {
      throw new AppError(ErrorCode.CONFLICT, 'errors.holidays.alreadyHoliday', {
        values: { date: formatCalendarDate(body.date), name: existing.name },
      });
    }
    if (existing) {
      await tx
        .update(centreHolidays)
        .set({ removed: false, name: body.name, statutory: body.statutory })
        .where(and(eq(centreHolidays.businessId, centreId), eq(centreHolidays.date, body.date)));
    } else {
      await tx.insert(centreHolidays).values({
        businessId: centreId,
        date: body.date,
        name: body.name,
        source: 'owner',
        statutory: body.statutory,
      });
    }
    await appendAfter(tx, head, {
      ownerUid: employer.ownerUid,
      actorUid: employer.actorUid,
      action: 'holiday.add',
      subject: `centre:${centreId}`,
      data: {
        date: body.date,
        name: body.name,
        restored: existing !== undefined,
        statutory: body.statutory,
        bound: [bindHoliday(centreId, body.date, { removed: false, statutory: body.statutory })],
      },
      at: deps.now(),
    });
  });
  return listOf(deps, centreId, year, true);
}

/**
 * DELETE /api/businesses/{id}/holidays/{date}/: a library day is kept, marked removed, so seeding
 * never brings it back; a day the owner added is deleted.
 */
export async function removeHoliday(
  deps: HolidaysDeps,
  me: Me,
  centreId: string,
  date: string,
): Promise<THolidayList> {
  const { employer } = await centreInReach(deps.db, me, centreId, true);
  const year = Number(date.slice(0, 4));
  await ensureHolidays(deps.db, [centreId], [year], deps.now());
  await deps.db.transaction(async (tx) => {
    const head = await lockChainHead(tx, employer.ownerUid);
    await refuseClosedDates(tx, employer.ownerUid, [date]);
    await refuseInApprovedWeek(tx, employer.ownerUid, date);
    const day = await findDay(tx, centreId, date);
    if (!day || day.removed) throw noSuchHoliday();
    const where = and(eq(centreHolidays.businessId, centreId), eq(centreHolidays.date, date));
    if (day.source === 'library') {
      await tx.update(centreHolidays).set({ removed: true }).where(where);
    } else {
      await tx.delete(centreHolidays).where(where);
    }
    await appendAfter(tx, head, {
      ownerUid: employer.ownerUid,
      actorUid: employer.actorUid,
      action: 'holiday.remove',
      subject: `centre:${centreId}`,
      data: {
        date,
        name: day.name,
        source: day.source,
        // A library day stays, marked removed (seeding never brings it back); the owner's goes.
        bound: [
          bindHoliday(centreId, date, day.source === 'library' ? { ...day, removed: true } : null),
        ],
      },
      at: deps.now(),
    });
  });
  return listOf(deps, centreId, year, true);
}
