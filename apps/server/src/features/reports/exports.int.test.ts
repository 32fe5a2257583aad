import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAYROLL_CSV_COLUMNS,
  PUNCHES_CSV_COLUMNS,
  t,
  TIMESHEETS,
  ZReport,
  type TCentre,
  type TReport,
} from '@vh/contracts';
import { businesses, profiles, timeEdits } from '../../db/schema/index.ts';
import { bindTimeEdit } from '../audit/audit-bindings.ts';
import { api, errorCode, errorMessage, seedOwner } from '../../testing/factories.ts';
import {
  addCentre,
  joinedStaff,
  keepDefaultRules,
  ownerWithCentre,
  signIn,
} from '../../testing/staff.ts';
import { pageTexts } from '../../testing/pdf-text.ts';
import { bindRow } from '../../testing/bound-rows.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { checkChain, northOf, punch, punchBody } from '../../testing/timeclock.ts';
import { parseCsv } from '../../testing/csv.ts';

// The exports against the JSON report, over real punches made through the API: every figure of
// the report is the sum of the detailed CSV, and the payroll CSV is the report's people.

const H = 3_600_000;
const TZ = 'America/Toronto';
const KINDS = ['payroll', 'punches', 'timesheet'] as const;

let server: TestServer;
/** How far the test has moved the server's clock; its now() is real time plus this. */
let advanced = 0;
const serverNow = () => new Date(Date.now() + advanced);
const advance = (ms: number) => {
  server.clock.advance(ms);
  advanced += ms;
};

type Person = { uid: string; username: string; password: string; jwt: string };
const fresh = async (p: Person) => {
  p.jwt = (await signIn(server, p.username, p.password)).jwt;
  return p.jwt;
};

let owner: Person;
let centre: TCentre;
let elsewhere: TCentre;
let grace: Person;
let formula: Person;
let manager: Person;
let from = '';
let to = '';
const punchIds = new Map<string, string[]>();
const editReason = '-2h: forgot to clock in, confirmed by the manager';

const localDate = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: TZ,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
const dayShift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 24 * H).toISOString().slice(0, 10);

/** Moves the clock to the next 07:00 in Toronto, so that a 9.5-hour shift stays in one day. */
function toSevenInTheMorning() {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: TZ,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(serverNow())
      .map((p) => [p.type, Number(p.value)]),
  );
  const minutes = (parts.hour ?? 0) * 60 + (parts.minute ?? 0);
  advance((((7 * 60 - minutes + 24 * 60) % (24 * 60)) + 1) * 60_000);
}

async function punched(person: Person, type: Parameters<typeof punchBody>[1], extra = {}) {
  const body = punchBody(centre, type, extra, serverNow());
  const res = await punch(server, person.jwt, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  punchIds.set(person.uid, [...(punchIds.get(person.uid) ?? []), body.id]);
}

async function member(code: string, manages = false): Promise<Person> {
  const joined = await joinedStaff(server, code);
  const approved = await api(server, 'POST', `/api/businesses/approve/staffs/${joined.uid}/`, {
    jwt: owner.jwt,
  });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  if (manages) {
    const res = await api(server, 'PATCH', `/api/businesses/staffs/${joined.uid}/`, {
      jwt: owner.jwt,
      body: { is_manager: true },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const person = {
    uid: joined.uid,
    username: joined.input.username,
    password: joined.input.password,
    jwt: '',
  };
  await fresh(person);
  return person;
}

beforeAll(async () => {
  server = await startTestServer();
  const seeded = await seedOwner(server);
  owner = {
    uid: seeded.profile.uid,
    username: seeded.input.username,
    password: seeded.input.password,
    jwt: seeded.session.access_token,
  };
  // Pro: exports, and more than one centre.
  await server.database.db.update(profiles).set({ plan: 'Pro' }).where(eq(profiles.uid, owner.uid));
  await keepDefaultRules(server, owner.jwt);
  centre = await addCentre(server, owner.jwt, 'Harbourfront Kiosk');
  elsewhere = await addCentre(server, owner.jwt, 'Distillery Cart');
  const code = centre.invite?.code ?? '';
  grace = await member(code);
  formula = await member(code);
  manager = await member(code, true);
  // A name and a centre name a spreadsheet would run as formulas.
  await server.database.db
    .update(profiles)
    .set({ firstName: '=HYPERLINK("http://x")' })
    .where(eq(profiles.uid, formula.uid));
  await server.database.db
    .update(businesses)
    .set({ name: '@Harbourfront' })
    .where(eq(businesses.id, centre.id));

  // A day: Grace 07:01-16:31 with a 30-minute break (9 h worked: 1 h daily overtime); the other
  // 07:01-16:31 without a break, clocking out 2 km away (a flagged punch, not reviewed).
  toSevenInTheMorning();
  const start = serverNow();
  await fresh(grace);
  await fresh(formula);
  await punched(grace, 'clock_in');
  await punched(formula, 'clock_in');
  advance(4 * H);
  await fresh(grace);
  await punched(grace, 'break_start');
  advance(0.5 * H);
  await fresh(grace);
  await punched(grace, 'break_end');
  advance(5 * H);
  await fresh(grace);
  await fresh(formula);
  await punched(grace, 'clock_out');
  await punched(formula, 'clock_out', northOf(centre, 2000));

  // The day before, an added shift (an edit with its reason, no punches): 10:00-12:00 local.
  const day = localDate(start);
  const before = dayShift(day, -1);
  const addedStart = new Date(start.getTime() - 24 * H + 3 * H);
  const [added] = await server.database.db
    .insert(timeEdits)
    .values({
      id: randomUUID(),
      ownerUid: owner.uid,
      staffUid: formula.uid,
      businessId: centre.id,
      kind: 'add_shift',
      groupId: randomUUID(),
      startedAt: addedStart,
      endedAt: new Date(addedStart.getTime() + 2 * H),
      breakSeconds: 0,
      reason: editReason,
      editorUid: owner.uid,
      createdAt: serverNow(),
    })
    .returning();
  await bindRow(server, owner.uid, bindTimeEdit(added!), serverNow());
  from = dayShift(before, -1);
  to = dayShift(day, 1);
  for (const person of [owner, manager]) await fresh(person);
}, 120_000);
afterAll(async () => {
  await server.close();
});

type Download = {
  status: number;
  type: string | null;
  disposition: string | null;
  cache: string | null;
  bytes: Uint8Array;
  text: string;
};

async function download(kind: string, jwt: string, query: string): Promise<Download> {
  const res = await fetch(`${server.baseUrl}/api/reports/export/${kind}/?${query}`, {
    headers: { 'x-jwt': jwt },
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    cache: res.headers.get('cache-control'),
    bytes,
    text: Buffer.from(bytes).toString('utf8'),
  };
}

const json = (d: Download): unknown => JSON.parse(d.text);

async function report(jwt: string, query: string): Promise<TReport> {
  const res = await api(server, 'GET', `/api/reports/?${query}`, { jwt });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZReport.parse(res.body);
}

const hours2 = (seconds: number) => (Math.round(seconds / 36) / 100).toFixed(2);
const query = () => `from=${from}&to=${to}`;

describe('the payroll CSV', () => {
  it('is a UTF-8 CSV download with the stable header, one line per person, sorted by name', async () => {
    const d = await download('payroll', owner.jwt, query());
    expect(d.status, d.text).toBe(200);
    expect(d.type).toBe('text/csv; charset=utf-8');
    expect(d.disposition).toBe(`attachment; filename="payroll-${from}-to-${to}.csv"`);
    expect(d.cache).toBe('no-store');
    expect(d.text.split('\r\n')[0]).toBe(PAYROLL_CSV_COLUMNS.join(','));
    const { header, rows } = parseCsv(d.text);
    expect(header).toEqual([...PAYROLL_CSV_COLUMNS]);
    expect(rows.map((r) => r.name)).toEqual([`'=HYPERLINK("http://x") Hopper`, 'Grace Hopper']);
    for (const r of rows) expect(r).toMatchObject({ period_start: from, period_end: to });
  });

  it("has each person's report hours, rounded to hundredths from whole seconds", async () => {
    const json = await report(owner.jwt, query());
    const rows = parseCsv((await download('payroll', owner.jwt, query())).text).rows;
    expect(rows).toHaveLength(json.people.length);
    for (const person of json.people) {
      const row = rows.find((r) => r.staff_uid === person.staff_uid);
      expect(row, person.name).toEqual({
        staff_uid: person.staff_uid,
        name: row?.name,
        period_start: from,
        period_end: to,
        regular_hours: hours2(person.regular_seconds),
        overtime_hours: hours2(person.overtime_seconds),
        holiday_hours: hours2(person.holiday_seconds),
        worked_hours: hours2(person.worked_seconds),
        flagged_punches: String(person.flagged_punches),
        edited_shifts: String(person.edited_shifts),
      });
      expect(Number(row?.worked_hours)).toBe(Math.round(person.worked_seconds / 36) / 100);
    }
    const graceRow = rows.find((r) => r.staff_uid === grace.uid);
    // 9.5 hours less a 30-minute break, give or take the seconds between the test's requests.
    expect(Number(graceRow?.worked_hours)).toBeCloseTo(9, 1);
    expect(Number(graceRow?.overtime_hours)).toBeCloseTo(1, 1);
    const other = rows.find((r) => r.staff_uid === formula.uid);
    expect(other).toMatchObject({ flagged_punches: '1', edited_shifts: '1' });
  });
});

describe('the detailed (punches) CSV', () => {
  it('has the stable header and one line per shift and local day', async () => {
    const d = await download('punches', owner.jwt, query());
    expect(d.status, d.text).toBe(200);
    expect(d.type).toBe('text/csv; charset=utf-8');
    expect(d.disposition).toBe(`attachment; filename="punches-${from}-to-${to}.csv"`);
    const { header, rows } = parseCsv(d.text);
    expect(header).toEqual([...PUNCHES_CSV_COLUMNS]);
    expect(rows).toHaveLength(3);
    for (const r of rows) {
      expect(r.started_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(Date.parse(r.ended_at ?? '')).toBeGreaterThan(Date.parse(r.started_at ?? ''));
      expect(r.centre).toBe("'@Harbourfront");
      expect(r.worked_hours).toBe(hours2(Number(r.worked_seconds)));
      for (const c of ['break', 'worked', 'regular', 'overtime', 'holiday']) {
        expect(r[`${c}_seconds`]).toMatch(/^\d+$/);
      }
    }
    const grace_ = rows.find((r) => r.staff_uid === grace.uid);
    expect(grace_).toMatchObject({
      name: 'Grace Hopper',
      source: 'punched',
      flags: '',
      edit_reasons: '',
      receipt_ids: punchIds.get(grace.uid)?.join(' '),
    });
    expect(Number(grace_?.break_seconds)).toBeCloseTo(1800, -1);
    const added = rows.find((r) => r.source === 'edited');
    expect(added).toMatchObject({
      staff_uid: formula.uid,
      name: `'=HYPERLINK("http://x") Hopper`,
      flags: 'edited',
      edit_reasons: `'${editReason}`,
      receipt_ids: '',
      worked_seconds: '7200',
      worked_hours: '2.00',
    });
    const flagged = rows.find((r) => r.staff_uid === formula.uid && r.source === 'punched');
    expect(flagged).toMatchObject({
      flags: 'unreviewed',
      receipt_ids: punchIds.get(formula.uid)?.join(' '),
    });
  });

  it("sums to the report's totals, overall and for each person, to the second", async () => {
    for (const q of [
      query(),
      `${query()}&staff_uid=${grace.uid}`,
      `${query()}&business_id=${centre.id}`,
    ]) {
      const json = await report(owner.jwt, q);
      const rows = parseCsv((await download('punches', owner.jwt, q)).text).rows;
      const sum = (list: typeof rows, column: string) =>
        list.reduce((total, r) => total + Number(r[column]), 0);
      const figures = ['worked', 'regular', 'overtime', 'holiday'] as const;
      for (const figure of figures) {
        expect(sum(rows, `${figure}_seconds`), `${q} ${figure}`).toBe(
          json.totals[`${figure}_seconds`],
        );
      }
      for (const person of json.people) {
        const theirs = rows.filter((r) => r.staff_uid === person.staff_uid);
        for (const figure of figures) {
          expect(sum(theirs, `${figure}_seconds`), `${person.name} ${figure}`).toBe(
            person[`${figure}_seconds`],
          );
        }
      }
      // Every line is a day of the report's, and the days add up too.
      for (const day of json.days) {
        const that = rows.filter((r) => r.date === day.date);
        expect(sum(that, 'worked_seconds')).toBe(day.worked_seconds);
      }
      expect(json.totals.worked_seconds).toBeGreaterThan(0);
    }
  });

  it('names the flagged punch and the edited shift in words a manager reads', async () => {
    const json = await report(owner.jwt, query());
    expect(json.flags.map((flag) => [flag.kind, flag.detail])).toEqual(
      expect.arrayContaining([
        ['flagged_punch', 'Clock-out: outside the geofence. Needs review.'],
        ['edited_shift', expect.stringMatching(/^Shift added: /)],
      ]),
    );
    // No code of ours (NO_LOCATION, clock_out, accepted) reaches the screen.
    for (const flag of json.flags) expect(flag.detail).not.toMatch(/[A-Z]{2,}_|_[a-z]/);
  });

  it('lets a manager export their centres', async () => {
    const d = await download('punches', manager.jwt, query());
    expect(d.status, d.text).toBe(200);
    expect(parseCsv(d.text).rows).toHaveLength(3);
  });
});

describe('the printable timesheet', () => {
  it('is a PDF with every person, their receipts, the edit reason and the chain head', async () => {
    const d = await download('timesheet', owner.jwt, query());
    expect(d.status, d.text.slice(0, 300)).toBe(200);
    expect(d.type).toBe('application/pdf');
    expect(d.disposition).toBe(`attachment; filename="timesheet-${from}-to-${to}.pdf"`);
    expect(d.text.startsWith('%PDF-')).toBe(true);
    const doc = await PDFDocument.load(d.bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    const text = (await pageTexts(d.bytes)).join('\n');
    // The chain as the owner's verify call sees it (nothing was written since the download).
    const head = (await checkChain(server, centre.id, owner.jwt)).report!;
    expect(head.row_problems).toEqual([]);
    expect(head.ok).toBe(true);
    for (const expected of [
      'Timesheet',
      `${from} to ${to}`,
      'Grace Hopper',
      '=HYPERLINK("http://x") Hopper',
      `Edited: ${editReason}`,
      ...(punchIds.get(grace.uid) ?? []),
      `had ${head.length} entries`,
      head.head ?? 'no head',
      'Page 1 of',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('is printed for one person too', async () => {
    const d = await download('timesheet', owner.jwt, `${query()}&staff_uid=${grace.uid}`);
    expect(d.status).toBe(200);
    const text = (await pageTexts(d.bytes)).join('\n');
    expect(text).toContain('Grace Hopper');
    expect(text).not.toContain('HYPERLINK');
  });
});

describe('who may export what, and which periods', () => {
  it.each(KINDS)('%s: the Free plan is told to upgrade', async (kind) => {
    const free = await ownerWithCentre(server);
    const today = localDate(serverNow());
    const d = await download(kind, free.jwt, `from=${today}&to=${today}`);
    expect(d.status).toBe(403);
    expect(d.type).toMatch(/^application\/json/);
    expect(errorCode(json(d))).toBe('PLAN_UPGRADE_REQUIRED');
    expect(errorMessage(json(d))).toBe(t('errors.reports.exportsNeedUpgrade'));
  });

  it.each(KINDS)('%s: staff are refused', async (kind) => {
    const d = await download(kind, grace.jwt, query());
    expect(d.status).toBe(403);
    expect(errorCode(json(d))).toBe('FORBIDDEN');
    expect(errorMessage(json(d))).toMatch(/owner or a manager/);
  });

  it.each(KINDS)("%s: another centre than the manager's does not exist for them", async (kind) => {
    const d = await download(kind, manager.jwt, `${query()}&business_id=${elsewhere.id}`);
    expect(d.status).toBe(404);
    expect(errorCode(json(d))).toBe('NOT_FOUND');
  });

  it.each(KINDS)("%s: another business's staff member does not exist", async (kind) => {
    const d = await download(kind, owner.jwt, `${query()}&staff_uid=${randomUUID()}`);
    expect(d.status).toBe(404);
  });

  it.each(KINDS)('%s: an end before the start is refused with what to do', async (kind) => {
    const d = await download(kind, owner.jwt, `from=${to}&to=${from}`);
    expect(d.status).toBe(400);
    expect(errorCode(json(d))).toBe('VALIDATION_FAILED');
    expect(errorMessage(json(d))).toBe(t('errors.reports.endBeforeStart'));
  });

  it.each(KINDS)('%s: ten years is refused with the longest period allowed', async (kind) => {
    const d = await download(kind, owner.jwt, 'from=2016-01-01&to=2025-12-31');
    expect(d.status).toBe(400);
    expect(errorMessage(json(d))).toBe(
      t('errors.reports.tooLong', { days: TIMESHEETS.reportMaxDays }),
    );
  });

  it.each(KINDS)('%s: a missing or malformed period is a 400, never a 500', async (kind) => {
    for (const q of ['', `from=${from}`, 'from=2026-02-30&to=2026-03-01', 'from=x&to=y&z=1']) {
      const d = await download(kind, owner.jwt, q);
      expect(d.status, `${q}: ${d.text}`).toBe(400);
      expect(errorCode(json(d))).toBe('VALIDATION_FAILED');
    }
  });

  it.each(KINDS)('%s: no token is a 401', async (kind) => {
    const res = await fetch(`${server.baseUrl}/api/reports/export/${kind}/?${query()}`);
    expect(res.status).toBe(401);
  });

  it('an empty period still has the header (CSV) and a page (PDF)', async () => {
    const q = 'from=2025-01-01&to=2025-01-31';
    expect((await download('payroll', owner.jwt, q)).text).toBe(
      `${PAYROLL_CSV_COLUMNS.join(',')}\r\n`,
    );
    expect((await download('punches', owner.jwt, q)).text).toBe(
      `${PUNCHES_CSV_COLUMNS.join(',')}\r\n`,
    );
    const pdf = await download('timesheet', owner.jwt, q);
    expect(pdf.status).toBe(200);
    expect((await pageTexts(pdf.bytes)).join('\n')).toContain('No hours were counted');
  });
});

describe('the OpenAPI document', () => {
  it('describes the downloads as CSV and PDF, with the error answers', async () => {
    const doc = await api(server, 'GET', '/api/docs/json');
    const paths = (
      doc.body as {
        paths: Record<
          string,
          { get: { responses: Record<string, { content: Record<string, unknown> }> } }
        >;
      }
    ).paths;
    expect(
      Object.keys(paths['/api/reports/export/payroll/']?.get.responses['200']?.content ?? {}),
    ).toEqual(['text/csv']);
    expect(
      Object.keys(paths['/api/reports/export/punches/']?.get.responses['200']?.content ?? {}),
    ).toEqual(['text/csv']);
    expect(paths['/api/reports/export/timesheet/']?.get.responses['200']?.content).toEqual({
      'application/pdf': { schema: { type: 'string', format: 'binary' } },
    });
    expect(Object.keys(paths['/api/reports/export/timesheet/']?.get.responses ?? {})).toContain(
      '403',
    );
  });
});
