import { and, eq } from 'drizzle-orm';
import { CANADA } from '@vh/contracts';
import type { Database } from '../../db/client.ts';
import { businesses, centreHolidays, maintenanceSteps } from '../../db/schema/index.ts';
import { bindHoliday } from '../audit/audit-bindings.ts';
import { appendAfter, lockChainHead } from '../audit/audit-chain.ts';
import { holidayRegionOf } from './holiday-region.ts';
import { isStatutory } from './statutory-days.ts';

export const CLASSIFY_HOLIDAYS = 'classify-statutory-holidays';

type Day = { businessId: string; date: string; name: string; removed: boolean };

/**
 * Runs once, after the rows are bound (decision 013): the library days seeded before statutory
 * days were told apart from other public days were all statutory. Those of Canadian centres that
 * their province's law does not make statutory (Easter Monday in Ontario) become public days, so
 * hours worked on them no longer count as holiday hours. Each owner's days change in one entry
 * that binds them and says so; closed pay periods keep the snapshot they were closed with. An
 * owner's own days are theirs and stay as they are. A run cut short is run again: a day already
 * classified is not found twice.
 */
export async function classifyExistingHolidays(db: Database, now: () => Date): Promise<number> {
  const [done] = await db
    .select()
    .from(maintenanceSteps)
    .where(eq(maintenanceSteps.name, CLASSIFY_HOLIDAYS));
  if (done) return 0;
  const candidates = await db
    .select({
      ownerUid: businesses.ownerUid,
      province: businesses.province,
      businessId: centreHolidays.businessId,
      date: centreHolidays.date,
      name: centreHolidays.name,
      removed: centreHolidays.removed,
    })
    .from(centreHolidays)
    .innerJoin(businesses, eq(businesses.id, centreHolidays.businessId))
    .where(
      and(
        eq(businesses.country, CANADA),
        eq(centreHolidays.source, 'library'),
        eq(centreHolidays.statutory, true),
      ),
    )
    .orderBy(businesses.ownerUid, centreHolidays.businessId, centreHolidays.date);
  const byOwner = new Map<string, Day[]>();
  for (const day of candidates) {
    if (isStatutory(holidayRegionOf(CANADA, day.province).region, day.name)) continue;
    byOwner.set(day.ownerUid, [...(byOwner.get(day.ownerUid) ?? []), day]);
  }
  let classified = 0;
  for (const [ownerUid, days] of byOwner) {
    classified += await db.transaction(async (tx) => {
      const head = await lockChainHead(tx, ownerUid);
      const changed: Day[] = [];
      for (const day of days) {
        const [row] = await tx
          .update(centreHolidays)
          .set({ statutory: false })
          .where(
            and(
              eq(centreHolidays.businessId, day.businessId),
              eq(centreHolidays.date, day.date),
              eq(centreHolidays.statutory, true),
            ),
          )
          .returning({ removed: centreHolidays.removed });
        if (row) changed.push({ ...day, removed: row.removed });
      }
      if (changed.length === 0) return 0;
      await appendAfter(tx, head, {
        ownerUid,
        // The product's correction of the library's defaults: recorded on the owner's behalf.
        actorUid: ownerUid,
        action: 'holidays.classified',
        subject: `owner:${ownerUid}`,
        data: {
          // What it changes, in the entry itself: these days' hours count no holiday hours now.
          holiday_hours: 'no longer counted',
          days: changed.map((day) => ({
            business_id: day.businessId,
            date: day.date,
            name: day.name,
          })),
          bound: changed.map((day) =>
            bindHoliday(day.businessId, day.date, { removed: day.removed, statutory: false }),
          ),
        },
        at: now(),
      });
      return changed.length;
    });
  }
  await db
    .insert(maintenanceSteps)
    .values({ name: CLASSIFY_HOLIDAYS, doneAt: now() })
    .onConflictDoNothing();
  return classified;
}
