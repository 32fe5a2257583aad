import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZHolidayList } from '@vh/contracts';
import { centreHolidays } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/sql-helpers.ts';
import { api } from '../../testing/factories.ts';
import { ownerWithCentre } from '../../testing/staff.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { rows } from '../audit/audit-chain.ts';
import { verifyChain } from '../audit/audit-verify.ts';
import { bindOwner } from '../audit/bind-existing-rows.ts';
import { rulesOf } from '../overtime-rules/overtime-rules.service.ts';
import { hoursCte, SEGMENT_COLUMNS, toSegment } from '../timesheets/hours.sql.ts';
import { CLASSIFY_HOLIDAYS, classifyExistingHolidays } from './classify-holidays.ts';

// Statutory holidays apart from the province's other public days: how they are seeded, what they
// count, and the one-time step that classifies the days seeded before.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const db = () => server.database.db;
const H = 3600;

/** An eight-hour shift of the owner's at the centre, 09:00 to 17:00 in Toronto (summer time). */
async function shiftOn(owner: { uid: string; centre: { id: string } }, day: string) {
  await db().execute(
    sql`insert into shifts (id, staff_uid, owner_uid, business_id, started_at, ended_at)
        values (${randomUUID()}, ${owner.uid}, ${owner.uid}, ${owner.centre.id},
          ${`${day}T13:00:00Z`}, ${`${day}T21:00:00Z`})`,
  );
}

const dayOf = async (centreId: string, date: string) =>
  (
    await db()
      .select()
      .from(centreHolidays)
      .where(and(eq(centreHolidays.businessId, centreId), eq(centreHolidays.date, date)))
  )[0];

describe('statutory holidays and other public days', () => {
  it('seeds Easter Monday in Ontario as a public day, whose hours count no holiday hours', async () => {
    const owner = await ownerWithCentre(server);
    const res = await api(server, 'GET', `/api/businesses/${owner.centre.id}/holidays/?year=2026`, {
      jwt: owner.jwt,
    });
    const list = ZHolidayList.parse(res.body);
    const on = (date: string) => list.holidays.find((day) => day.date === date);
    expect(on('2026-04-03')).toMatchObject({ name: 'Good Friday', statutory: true });
    expect(on('2026-04-06')).toMatchObject({ name: 'Easter Monday', statutory: false });

    await shiftOn(owner, '2026-04-03');
    await shiftOn(owner, '2026-04-06');
    const params = {
      ...(await rulesOf(db(), owner.uid)),
      ownerUid: owner.uid,
      from: '2026-04-03',
      to: '2026-04-06',
      now: new Date('2026-05-01T00:00:00Z'),
    };
    const result = await db().execute(
      sql`with ${hoursCte(params)} select ${SEGMENT_COLUMNS} from seg order by seg.s0`,
    );
    const days = rowsOf(result).map(toSegment);
    expect(days.map((d) => [d.day, d.worked / H, d.holiday / H])).toEqual([
      ['2026-04-03', 8, 8],
      ['2026-04-06', 8, 0],
    ]);
  });

  it('reclassifies the days seeded before, in one bound entry per owner, and the chain verifies', async () => {
    const owner = await ownerWithCentre(server);
    const centre = owner.centre.id;
    // As an earlier version seeded them: every library day statutory, bound as rows were.
    await db().execute(
      sql`insert into centre_holidays (business_id, date, name, source)
          values (${centre}, '2025-04-21', 'Easter Monday', 'library'),
                 (${centre}, '2025-07-01', 'Canada Day', 'library'),
                 (${centre}, '2025-08-04', 'Civic Holiday', 'owner')`,
    );
    await bindOwner(db(), owner.uid, server.now);
    await db().execute(sql`delete from maintenance_steps where name = ${CLASSIFY_HOLIDAYS}`);

    expect(await classifyExistingHolidays(db(), server.now)).toBe(1);
    expect((await dayOf(centre, '2025-04-21'))?.statutory).toBe(false);
    expect((await dayOf(centre, '2025-07-01'))?.statutory).toBe(true);
    // The owner's own day is theirs to say.
    expect((await dayOf(centre, '2025-08-04'))?.statutory).toBe(true);

    const [entry] = await rows(
      db(),
      sql`select action, data from audit_events where owner_uid = ${owner.uid}
          order by seq desc limit 1`,
    );
    expect(entry).toMatchObject({
      action: 'holidays.classified',
      data: {
        holiday_hours: 'no longer counted',
        days: [{ business_id: centre, date: '2025-04-21', name: 'Easter Monday' }],
        bound: [
          {
            table: 'centre_holidays',
            key: `${centre}:2025-04-21`,
            row: { business_id: centre, date: '2025-04-21', removed: false, statutory: false },
          },
        ],
      },
    });
    const report = await verifyChain(db(), owner.uid, server.now());
    expect(report.row_problems).toEqual([]);
    expect(report.ok).toBe(true);

    // Done once: a later start changes nothing.
    expect(await classifyExistingHolidays(db(), server.now)).toBe(0);
  });
});
