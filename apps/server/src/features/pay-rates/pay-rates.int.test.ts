import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t, ZPayRateHistory, type TPayRateHistory } from '@vh/contracts';
import { payPeriodClosures, paySettings, profiles } from '../../db/schema/index.ts';
import { bindPaySettings, bindPeriodClosure } from '../audit/audit-bindings.ts';
import { rows } from '../audit/audit-chain.ts';
import { bindRow } from '../../testing/bound-rows.ts';
import { api, errorMessage } from '../../testing/factories.ts';
import { addCentre, joinedStaff, ownerWithCentre, signIn } from '../../testing/staff.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { checkChain } from '../../testing/timeclock.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const URL = '/api/pay/rates/';

const read = (jwt: string, staffUid?: string) =>
  api(server, 'GET', staffUid ? `${URL}?staff_uid=${staffUid}` : URL, { jwt });
const set = (jwt: string, body: unknown) => api(server, 'POST', URL, { jwt, body });
const remove = (jwt: string, id: string) => api(server, 'DELETE', `${URL}${id}`, { jwt });

function history(res: { status: number; body: unknown }): TPayRateHistory {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZPayRateHistory.parse(res.body);
}

/** A person of the owner's business, approved and signed in; a manager if asked. */
async function approved(owner: { jwt: string }, code: string, manager = false) {
  const person = await joinedStaff(server, code);
  const ok = await api(server, 'POST', `/api/businesses/approve/staffs/${person.uid}/`, {
    jwt: owner.jwt,
  });
  expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  if (manager) {
    const res = await api(server, 'PATCH', `/api/businesses/staffs/${person.uid}/`, {
      jwt: owner.jwt,
      body: { is_manager: true },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const { jwt } = await signIn(server, person.input.username, person.input.password);
  return { uid: person.uid, jwt };
}

const entriesOf = (ownerUid: string, action: string) =>
  rows(
    server.database.db,
    sql`select seq, subject, data from audit_events
        where owner_uid = ${ownerUid} and action = ${action} order by seq`,
  );

describe('rates by date', () => {
  it('keeps the past at the old rate after a raise, binds each rate to its entry, and replaces a date with before and after', async () => {
    const owner = await ownerWithCentre(server);
    const staff = await approved(owner, owner.code);
    expect(history(await read(owner.jwt, staff.uid))).toEqual({
      staff_uid: staff.uid,
      current: null,
      rates: [],
      can_edit: true,
    });
    history(
      await set(owner.jwt, {
        staff_uid: staff.uid,
        effective_from: '2026-01-01',
        hourly_rate: '17.20',
      }),
    );
    // A raise from June: January to May stay at $17.20; a rate set for 2099 is not today's.
    history(
      await set(owner.jwt, {
        staff_uid: staff.uid,
        effective_from: '2026-06-01',
        hourly_rate: '18.5',
      }),
    );
    const h = history(
      await set(owner.jwt, {
        staff_uid: staff.uid,
        effective_from: '2099-01-01',
        hourly_rate: '1000',
      }),
    );
    expect(h.rates.map((r) => [r.effective_from, r.cents_per_hour, r.hourly_rate])).toEqual([
      ['2099-01-01', 100_000, '1000.00'],
      ['2026-06-01', 1850, '18.50'],
      ['2026-01-01', 1720, '17.20'],
    ]);
    expect(h.current?.effective_from).toBe('2026-06-01');

    const june = h.rates[1]!;
    const [setEntry] = (await entriesOf(owner.uid, 'pay_rate.set')).slice(1, 2);
    expect(setEntry?.subject).toBe(`staff:${staff.uid}`);
    expect(setEntry?.data).toMatchObject({
      staff_uid: staff.uid,
      before: null,
      after: { effective_from: '2026-06-01', hourly_rate: '18.50' },
      bound: [
        {
          table: 'pay_rates',
          key: june.id,
          row: {
            owner_uid: owner.uid,
            staff_uid: staff.uid,
            effective_from: '2026-06-01',
            cents_per_hour: 1850,
          },
        },
      ],
    });

    // The same date again replaces that rate, keeping its id; the entry says what it was.
    const replaced = history(
      await set(owner.jwt, {
        staff_uid: staff.uid,
        effective_from: '2026-06-01',
        hourly_rate: '19.00',
      }),
    );
    expect(replaced.rates).toHaveLength(3);
    expect(replaced.current).toMatchObject({ id: june.id, cents_per_hour: 1900 });
    expect((await entriesOf(owner.uid, 'pay_rate.set')).at(-1)?.data).toMatchObject({
      before: { effective_from: '2026-06-01', hourly_rate: '18.50' },
      after: { effective_from: '2026-06-01', hourly_rate: '19.00' },
    });

    // Removing June's brings January's back as today's; the entry binds the row as gone.
    const after = history(await remove(owner.jwt, june.id));
    expect(after.current?.effective_from).toBe('2026-01-01');
    expect((await entriesOf(owner.uid, 'pay_rate.remove'))[0]?.data).toMatchObject({
      before: { effective_from: '2026-06-01', hourly_rate: '19.00' },
      after: null,
      bound: [{ table: 'pay_rates', key: june.id, row: null }],
    });
    expect((await remove(owner.jwt, june.id)).status).toBe(404);
    expect((await checkChain(server, owner.centre.id, owner.jwt)).report).toMatchObject({
      ok: true,
    });

    // A rate changed behind the product's back is named by the check.
    await server.database.db.execute(
      sql`update pay_rates set cents_per_hour = 100 where staff_uid = ${staff.uid}
          and effective_from = '2026-01-01'`,
    );
    const report = (await checkChain(server, owner.centre.id, owner.jwt)).report;
    expect(report?.ok).toBe(false);
    expect(report?.row_problems.map((p) => [p.table, p.problem])).toContainEqual([
      'pay_rates',
      'changed',
    ]);
  });

  it('answers two copies of one request sent at once the same, with one row and one entry', async () => {
    const owner = await ownerWithCentre(server);
    const staff = await approved(owner, owner.code);
    const body = { staff_uid: staff.uid, effective_from: '2026-02-01', hourly_rate: '21.75' };
    const [a, b] = await Promise.all([set(owner.jwt, body), set(owner.jwt, body)]);
    expect(history(a)).toEqual(history(b));
    expect(history(a).rates).toHaveLength(1);
    expect(await entriesOf(owner.uid, 'pay_rate.set')).toHaveLength(1);
  });
});

describe('who sees rates', () => {
  it('shows a manager the rates of their people only once the owner allows it; staff see their own', async () => {
    const owner = await ownerWithCentre(server);
    // Free allows one centre; this business is on Pro.
    await server.database.db
      .update(profiles)
      .set({ plan: 'Pro' })
      .where(eq(profiles.uid, owner.uid));
    const other = await addCentre(server, owner.jwt, 'Uptown');
    const manager = await approved(owner, owner.code, true);
    const staff = await approved(owner, owner.code);
    const elsewhere = await approved(owner, other.invite?.code ?? '');
    for (const person of [staff, elsewhere]) {
      history(
        await set(owner.jwt, {
          staff_uid: person.uid,
          effective_from: '2026-01-01',
          hourly_rate: '18.00',
        }),
      );
    }

    const refused = await read(manager.jwt, staff.uid);
    expect(refused.status).toBe(403);
    expect(errorMessage(refused.body)).toBe(t('payRates.errors.notAllowed'));
    const at = server.now();
    const settings = {
      ownerUid: owner.uid,
      periodKind: 'weekly',
      anchorDate: '2026-01-05',
      managersSeeRates: true,
    };
    await server.database.db.insert(paySettings).values({ ...settings, updatedAt: at });
    await bindRow(server, owner.uid, bindPaySettings(settings), at);

    expect(history(await read(manager.jwt, staff.uid))).toMatchObject({
      staff_uid: staff.uid,
      can_edit: false,
      current: { cents_per_hour: 1800 },
    });
    // Someone at a centre the manager does not run does not exist for them.
    expect((await read(manager.jwt, elsewhere.uid)).status).toBe(404);
    const managerSets = await set(manager.jwt, {
      staff_uid: staff.uid,
      effective_from: '2026-03-01',
      hourly_rate: '30.00',
    });
    expect(managerSets.status).toBe(403);
    expect(errorMessage(managerSets.body)).toBe(t('payRates.errors.ownerOnly'));

    // A staff member: their own, asked for or not; nobody else's.
    const own = history(await read(staff.jwt));
    expect(own).toMatchObject({ staff_uid: staff.uid, can_edit: false });
    expect(history(await read(staff.jwt, staff.uid))).toEqual(own);
    expect((await read(staff.jwt, elsewhere.uid)).status).toBe(404);
    expect(
      (
        await set(staff.jwt, {
          staff_uid: staff.uid,
          effective_from: '2026-03-01',
          hourly_rate: '99.00',
        })
      ).status,
    ).toBe(403);
    // Another owner's people do not exist for this one.
    const stranger = await ownerWithCentre(server);
    expect((await read(stranger.jwt, staff.uid)).status).toBe(404);
    expect((await remove(stranger.jwt, own.rates[0]!.id)).status).toBe(404);
  });
});

describe('refusals', () => {
  it('refuses bad amounts and dates with a sentence each, and a rate reaching into a closed period', async () => {
    const owner = await ownerWithCentre(server);
    const staff = await approved(owner, owner.code);
    const cases: [unknown, string][] = [
      ['-5.00', t('payRates.validation.negative')],
      ['0', t('payRates.validation.zero')],
      ['0.00', t('payRates.validation.zero')],
      ['1000.01', t('payRates.validation.tooHigh', { max: '$1,000.00' })],
      ['250000', t('payRates.validation.tooHigh', { max: '$1,000.00' })],
      ['18.505', t('payRates.validation.tooManyDecimals')],
      ['eighteen', t('payRates.validation.notAnAmount')],
      ['1e3', t('payRates.validation.notAnAmount')],
      [18.5, t('payRates.validation.notAnAmount')],
    ];
    for (const [hourly_rate, sentence] of cases) {
      const res = await set(owner.jwt, {
        staff_uid: staff.uid,
        effective_from: '2026-01-01',
        hourly_rate,
      });
      expect(res.status, String(hourly_rate)).toBe(400);
      expect(errorMessage(res.body), String(hourly_rate)).toContain(sentence);
    }
    for (const effective_from of ['1999-12-31', '2101-01-01', '2026-02-30']) {
      const res = await set(owner.jwt, {
        staff_uid: staff.uid,
        effective_from,
        hourly_rate: '18.00',
      });
      expect(res.status, effective_from).toBe(400);
      expect(errorMessage(res.body)).not.toBe('');
    }
    const whose = await read(owner.jwt);
    expect(whose.status).toBe(400);
    expect(errorMessage(whose.body)).toBe(t('payRates.errors.whose'));

    const waiting = await joinedStaff(server, owner.code);
    const pending = await set(owner.jwt, {
      staff_uid: waiting.uid,
      effective_from: '2026-01-01',
      hourly_rate: '18.00',
    });
    expect(pending.status).toBe(409);
    expect(errorMessage(pending.body)).toContain(waiting.input.first_name);

    const january = history(
      await set(owner.jwt, {
        staff_uid: staff.uid,
        effective_from: '2026-01-01',
        hourly_rate: '18.00',
      }),
    ).rates[0]!;
    const closure = {
      id: randomUUID(),
      ownerUid: owner.uid,
      periodStart: '2026-03-01',
      periodEnd: '2026-03-15',
      closedBy: owner.uid,
      closedAt: server.now(),
      snapshot: {},
      snapshotHash: 'closed',
      reopenedAt: null,
      reopenedBy: null,
      reopenReason: null,
    };
    await server.database.db.insert(payPeriodClosures).values(closure);
    await bindRow(server, owner.uid, bindPeriodClosure(closure), server.now());
    const closed = t('errors.payPeriods.closed', { from: 'March 1, 2026', to: 'March 15, 2026' });
    for (const effective_from of ['2026-02-01', '2026-03-15']) {
      const res = await set(owner.jwt, {
        staff_uid: staff.uid,
        effective_from,
        hourly_rate: '20.00',
      });
      expect(res.status, effective_from).toBe(409);
      expect(errorMessage(res.body)).toBe(closed);
    }
    const res = await remove(owner.jwt, january.id);
    expect(res.status).toBe(409);
    expect(errorMessage(res.body)).toBe(closed);
    history(
      await set(owner.jwt, {
        staff_uid: staff.uid,
        effective_from: '2026-03-16',
        hourly_rate: '20.00',
      }),
    );

    // Reopened, the period takes changes again.
    await server.database.db
      .update(payPeriodClosures)
      .set({ reopenedAt: server.now(), reopenedBy: owner.uid, reopenReason: 'Late rate' })
      .where(eq(payPeriodClosures.id, closure.id));
    history(await remove(owner.jwt, january.id));
  });
});
