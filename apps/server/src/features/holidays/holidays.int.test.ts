import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAuditPage, ZHolidayList, type THolidayList, t } from '@vh/contracts';
import { businesses, centreHolidayYears, profiles } from '../../db/schema/index.ts';
import { api, errorMessage } from '../../testing/factories.ts';
import { addCentre, joinedStaff, ownerWithCentre, signIn } from '../../testing/staff.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { businessWithStaff, checkChain } from '../../testing/timeclock.ts';
import { ensureHolidays } from './holidays.service.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const url = (centreId: string, rest = '') => `/api/businesses/${centreId}/holidays/${rest}`;

async function list(jwt: string, centreId: string, query = '?year=2026'): Promise<THolidayList> {
  const res = await api(server, 'GET', url(centreId, query), { jwt });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZHolidayList.parse(res.body);
}

function changed(res: { status: number; body: unknown }): THolidayList {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZHolidayList.parse(res.body);
}

const add = (jwt: string, centreId: string, body: unknown) =>
  api(server, 'POST', url(centreId), { jwt, body });
const remove = (jwt: string, centreId: string, date: string) =>
  api(server, 'DELETE', url(centreId, `${date}/`), { jwt });
const dayOf = (l: THolidayList, date: string) => l.holidays.find((h) => h.date === date);

/** A staff member of the owner's business, approved and signed in; a manager if asked. */
async function approved(ownerJwt: string, code: string, manager: boolean) {
  const person = await joinedStaff(server, code);
  await api(server, 'POST', `/api/businesses/approve/staffs/${person.uid}/`, { jwt: ownerJwt });
  if (manager) {
    const res = await api(server, 'PATCH', `/api/businesses/staffs/${person.uid}/`, {
      jwt: ownerJwt,
      body: { is_manager: true },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return (await signIn(server, person.input.username, person.input.password)).jwt;
}

describe('the library list', () => {
  it("seeds an Ontario centre's public holidays, not observances, and says where from", async () => {
    const owner = await ownerWithCentre(server);
    const l = await list(owner.jwt, owner.centre.id);
    expect(l).toMatchObject({ year: 2026, region: 'CA-ON', notice: null, can_edit: true });
    expect(dayOf(l, '2026-07-01')).toEqual({
      date: '2026-07-01',
      name: 'Canada Day',
      source: 'library',
      removed: false,
      statutory: true,
    });
    // A public day in the library, not a statutory one under Ontario's Employment Standards Act.
    expect(dayOf(l, '2026-04-06')).toMatchObject({ name: 'Easter Monday', statutory: false });
    // Groundhog Day and Halloween are observances; the Civic Holiday is optional in Ontario.
    for (const date of ['2026-02-02', '2026-10-31', '2026-08-03']) {
      expect(dayOf(l, date)).toBeUndefined();
    }
    expect(l.holidays.map((h) => h.date)).toEqual(l.holidays.map((h) => h.date).sort());
  });

  it('defaults to this year where the centre is', async () => {
    const owner = await ownerWithCentre(server);
    const year = new Intl.DateTimeFormat('en', { timeZone: 'America/Toronto', year: 'numeric' });
    const l = await list(owner.jwt, owner.centre.id, '');
    expect(l.year).toBe(Number(year.format(new Date())));
    expect(l.holidays.length).toBeGreaterThan(5);
  });

  it('seeds once when many requests ask at the same time', async () => {
    const owner = await ownerWithCentre(server);
    const lists = await Promise.all(
      Array.from({ length: 6 }, () => list(owner.jwt, owner.centre.id, '?year=2031')),
    );
    for (const l of lists) expect(l).toEqual(lists[0]);
    // The same lists asked for in opposite orders: row locks taken in request order deadlocked.
    for (let year = 2032; year < 2052; year += 2) {
      await Promise.all([
        ensureHolidays(server.database.db, [owner.centre.id], [year, year + 1], server.now()),
        ensureHolidays(
          server.database.db,
          [owner.centre.id, owner.centre.id],
          [year + 1, year],
          server.now(),
        ),
      ]);
    }
    expect(dayOf(await list(owner.jwt, owner.centre.id, '?year=2033'), '2033-07-01')?.name).toBe(
      'Canada Day',
    );
  });

  it("uses Canada's national list, with a notice, for a province the library does not know", async () => {
    const owner = await ownerWithCentre(server);
    // The API only takes real provinces; an older row could hold anything.
    await server.database.db
      .update(businesses)
      .set({ province: 'Atlantis' })
      .where(eq(businesses.id, owner.centre.id));
    const l = await list(owner.jwt, owner.centre.id);
    expect(l.region).toBe('CA');
    expect(l.notice).toBe(
      t('server.holidays.provinceNotListed', { province: 'Atlantis', country: 'Canada' }),
    );
    expect(dayOf(l, '2026-07-01')?.name).toBe('Canada Day');
    expect(dayOf(l, '2026-02-16')).toBeUndefined(); // Family Day is Ontario's, not national
  });

  it('seeds nothing, with a notice, for a country the library does not know', async () => {
    const owner = await ownerWithCentre(server);
    await server.database.db
      .update(businesses)
      .set({ country: 'Iraq', province: 'Baghdad' })
      .where(eq(businesses.id, owner.centre.id));
    const l = await list(owner.jwt, owner.centre.id);
    expect(l).toMatchObject({ region: null, holidays: [] });
    expect(l.notice).toMatch(/no entry for Iraq/);
    const added = changed(
      await add(owner.jwt, owner.centre.id, {
        date: '2026-07-14',
        name: 'Republic Day',
        statutory: false,
      }),
    );
    expect(added.holidays).toEqual([
      {
        date: '2026-07-14',
        name: 'Republic Day',
        source: 'owner',
        removed: false,
        statutory: false,
      },
    ]);
  });
});

describe('the owner edits the list', () => {
  it('removes a library day, which stays removed when the year is seeded again', async () => {
    const owner = await ownerWithCentre(server);
    const after = changed(await remove(owner.jwt, owner.centre.id, '2026-04-06'));
    expect(dayOf(after, '2026-04-06')).toMatchObject({ source: 'library', removed: true });
    // Forget that the year was seeded: seeding again must not bring the day back.
    await server.database.db
      .delete(centreHolidayYears)
      .where(
        and(eq(centreHolidayYears.businessId, owner.centre.id), eq(centreHolidayYears.year, 2026)),
      );
    const again = await list(owner.jwt, owner.centre.id);
    expect(dayOf(again, '2026-04-06')?.removed).toBe(true);
    expect(again.holidays).toEqual(after.holidays);
    const twice = await remove(owner.jwt, owner.centre.id, '2026-04-06');
    expect(twice.status).toBe(404);
    expect(errorMessage(twice.body)).toBe(t('errors.holidays.noSuchHoliday'));
    expect((await remove(owner.jwt, owner.centre.id, '2026-03-03')).status).toBe(404);
  });

  it('adds a day, refuses it twice, and deletes it outright', async () => {
    const owner = await ownerWithCentre(server);
    const body = { date: '2026-08-17', name: '  Staff appreciation day ' };
    const added = changed(await add(owner.jwt, owner.centre.id, body));
    expect(dayOf(added, '2026-08-17')).toEqual({
      date: '2026-08-17',
      name: 'Staff appreciation day',
      source: 'owner',
      removed: false,
      statutory: true,
    });
    const again = await add(owner.jwt, owner.centre.id, body);
    expect(again.status).toBe(409);
    expect(errorMessage(again.body)).toBe(
      'August 17, 2026 is already a holiday (Staff appreciation day). Remove it first to rename it.',
    );
    const onLibraryDay = await add(owner.jwt, owner.centre.id, { date: '2026-07-01', name: 'X' });
    expect(onLibraryDay.status).toBe(409);
    expect(errorMessage(onLibraryDay.body)).toMatch(/already a holiday \(Canada Day\)/);
    const gone = changed(await remove(owner.jwt, owner.centre.id, '2026-08-17'));
    expect(dayOf(gone, '2026-08-17')).toBeUndefined();
  });

  it('restores a removed library day under a new name, and adds to a year not yet seeded', async () => {
    const owner = await ownerWithCentre(server);
    changed(await remove(owner.jwt, owner.centre.id, '2026-12-26'));
    const restored = changed(
      await add(owner.jwt, owner.centre.id, { date: '2026-12-26', name: 'Boxing Day (paid)' }),
    );
    expect(dayOf(restored, '2026-12-26')).toEqual({
      date: '2026-12-26',
      name: 'Boxing Day (paid)',
      source: 'library',
      removed: false,
      statutory: true,
    });
    const future = changed(
      await add(owner.jwt, owner.centre.id, { date: '2040-03-01', name: 'Founders day' }),
    );
    expect(future.year).toBe(2040);
    expect(dayOf(future, '2040-07-01')?.name).toBe('Canada Day');
  });

  it('records each change in the audit log', async () => {
    const owner = await ownerWithCentre(server);
    changed(await add(owner.jwt, owner.centre.id, { date: '2026-08-17', name: 'Picnic' }));
    changed(await remove(owner.jwt, owner.centre.id, '2026-07-01'));
    const res = await api(server, 'GET', `/api/businesses/${owner.centre.id}/audit/`, {
      jwt: owner.jwt,
    });
    const entries = ZAuditPage.parse(res.body).entries;
    expect(entries.slice(0, 2)).toMatchObject([
      {
        action: 'holiday.remove',
        subject: `centre:${owner.centre.id}`,
        data: { date: '2026-07-01', name: 'Canada Day', source: 'library' },
      },
      { action: 'holiday.add', data: { date: '2026-08-17', name: 'Picnic', restored: false } },
    ]);
    const { report } = await checkChain(server, owner.centre.id, owner.jwt);
    expect(report?.ok).toBe(true);
  });
});

describe('who may see and change the list', () => {
  it("lets the centre's manager read, not change; others learn nothing of the centre", async () => {
    const { owner, staff } = await businessWithStaff(server);
    await server.database.db
      .update(profiles)
      .set({ plan: 'Pro' })
      .where(eq(profiles.uid, owner.uid));
    const elsewhere = await addCentre(server, owner.jwt, 'Distillery Cart');
    const managerHere = await approved(owner.jwt, owner.code, true);
    const managerElsewhere = await approved(owner.jwt, elsewhere.invite?.code ?? '', true);
    const stranger = await ownerWithCentre(server);
    const id = owner.centre.id;

    const read = await list(managerHere, id);
    expect(read.can_edit).toBe(false);
    expect(dayOf(read, '2026-07-01')).toBeDefined();
    for (const res of [
      await add(managerHere, id, { date: '2026-08-17', name: 'Picnic' }),
      await remove(managerHere, id, '2026-07-01'),
    ]) {
      expect(res.status).toBe(403);
      expect(errorMessage(res.body)).toBe(t('errors.holidays.ownerOnly'));
    }
    for (const jwt of [managerElsewhere, staff.jwt, stranger.jwt]) {
      for (const res of [
        await api(server, 'GET', url(id), { jwt }),
        await add(jwt, id, { date: '2026-08-17', name: 'Picnic' }),
        await remove(jwt, id, '2026-07-01'),
      ]) {
        expect(res.status, JSON.stringify(res.body)).toBe(404);
        expect(errorMessage(res.body)).toBe(t('errors.centres.noSuchCentre'));
      }
    }
    expect(dayOf(await list(owner.jwt, id), '2026-07-01')?.removed).toBe(false);
  });
});

describe('bad input', () => {
  it.each([
    ['GET', '?year=1800', undefined, /year is out of range/],
    ['GET', '?year=twenty', undefined, /year must be a year/],
    ['GET', '?year=2e3', undefined, /year must be a year/],
    ['GET', '?year=2026&month=7', undefined, /Unknown query parameter: month/],
    ['POST', '', { date: '2026-02-30', name: 'Leap' }, /Date must be a date that exists/],
    ['POST', '', { date: '1800-01-01', name: 'Old' }, /Date must be between/],
    ['POST', '', { date: '2026/07/01', name: 'Slashes' }, /Date must be a date \(YYYY-MM-DD\)/],
    ['POST', '', { date: '2026-08-17', name: 'Pic\u0000nic' }, /invisible control characters/],
    ['POST', '', { date: '2026-08-17', name: 'x'.repeat(10_240) }, /at most 100 characters/],
    ['POST', '', { date: '2026-08-17', name: '   ' }, /Please name the holiday/],
    ['POST', '', { date: '2026-08-17' }, /Please name the holiday/],
    ['POST', '', { date: '2026-08-17', name: 'Picnic', source: 'library' }, /Unknown field/],
    ['POST', '', { date: '2026-08-17', name: 'Picnic', statutory: 'yes' }, /is statutory/],
    ['DELETE', '2026-02-30/', undefined, /Date must be a date that exists/],
    ['DELETE', 'tomorrow/', undefined, /Date must be a date/],
  ] as const)('%s %s %j → 400', async (method, rest, body, message) => {
    const owner = await ownerWithCentre(server);
    const res = await api(server, method, url(owner.centre.id, rest), {
      jwt: owner.jwt,
      ...(body === undefined ? {} : { body }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(errorMessage(res.body)).toMatch(message);
  });

  it('refuses a malformed centre id with a clear message', async () => {
    const owner = await ownerWithCentre(server);
    const res = await api(server, 'GET', '/api/businesses/not-a-centre/holidays/', {
      jwt: owner.jwt,
    });
    expect(res.status).toBe(400);
    expect(errorMessage(res.body)).toContain(t('errors.centres.noSuchCentre'));
  });
});
