import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOTES,
  ZAuditPage,
  ZPunchNote,
  ZPunch,
  ZPunchResponse,
  ZReviewQueue,
  ZShiftList,
  t,
} from '@vh/contracts';
import { profiles, punchNotes } from '../../db/schema/index.ts';
import { api, errorMessage } from '../../testing/factories.ts';
import { addCentre, joinedStaff, signIn } from '../../testing/staff.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { businessWithStaff, checkChain, noLocationBody, punch } from '../../testing/timeclock.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const addNote = (jwt: string, punchId: string, body: unknown) =>
  api(server, 'POST', `/api/timeclock/punches/${punchId}/notes/`, { jwt, body });

const noteBody = (note: string) => ({ id: randomUUID(), note });

/** A staff member's flagged clock-in (no location), so it waits in the review queue too. */
async function flaggedPunch() {
  const world = await businessWithStaff(server);
  const res = await punch(server, world.staff.jwt, noLocationBody(world.owner.centre, 'clock_in'));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...world, punchId: ZPunchResponse.parse(res.body).punch.id };
}

async function approvedStaff(ownerJwt: string, code: string) {
  const joined = await joinedStaff(server, code);
  const ok = await api(server, 'POST', `/api/businesses/approve/staffs/${joined.uid}/`, {
    jwt: ownerJwt,
  });
  expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  const session = await signIn(server, joined.input.username, joined.input.password);
  return { ...joined, jwt: session.jwt };
}

async function queueOf(jwt: string) {
  const res = await api(server, 'GET', '/api/timeclock/reviews/', { jwt });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZReviewQueue.parse(res.body).items;
}

describe('a note on a punch', () => {
  it('is written by the person who punched and read back with the punch, by them and the owner', async () => {
    const { owner, staff, punchId } = await flaggedPunch();
    const sent = noteBody('  GPS weak in the basement  ');
    const res = await addNote(staff.jwt, punchId, sent);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const note = ZPunchNote.parse(res.body);
    expect(note).toMatchObject({
      id: sent.id,
      body: 'GPS weak in the basement',
      author_name: 'Grace Hopper',
    });

    const shifts = ZShiftList.parse(
      (await api(server, 'GET', '/api/timeclock/shifts/', { jwt: staff.jwt })).body,
    ).shifts;
    expect(shifts[0]?.punches[0]?.notes).toEqual([note]);

    const queued = (await queueOf(owner.jwt)).find((item) => item.punch.id === punchId);
    expect(queued?.punch.notes).toEqual([note]);

    // The signed punch is untouched: its receipt is what it was.
    const receipt = await api(server, 'GET', `/api/timeclock/punches/${punchId}/receipt/`, {
      jwt: staff.jwt,
    });
    expect(receipt.status).toBe(200);
    expect(JSON.stringify(receipt.body)).not.toContain('basement');

    // The owner's decision answers with the punch as decided, its note still beside it.
    const decided = await api(server, 'POST', `/api/timeclock/reviews/${punchId}/`, {
      jwt: owner.jwt,
      body: { decision: 'accepted', reason: 'The basement has no signal' },
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(ZPunch.parse(decided.body).notes).toEqual([note]);
  });

  it("answers 404 for someone else's punch, another business's too, as for a missing one", async () => {
    const { owner, staff, punchId } = await flaggedPunch();
    const colleague = await approvedStaff(owner.jwt, owner.code);
    const stranger = await flaggedPunch();
    for (const [jwt, id] of [
      [colleague.jwt, punchId],
      [stranger.staff.jwt, punchId],
      [stranger.owner.jwt, punchId],
      [staff.jwt, stranger.punchId],
      [staff.jwt, randomUUID()],
    ] as const) {
      const res = await addNote(jwt, id, noteBody('Not mine'));
      expect(res.status, JSON.stringify(res.body)).toBe(404);
      expect(errorMessage(res.body)).toBe(t('errors.timeclock.noSuchPunch'));
    }
    // The owner sees the punch but its words are the staff member's own.
    const own = await addNote(owner.jwt, punchId, noteBody('Seen on site'));
    expect(own.status).toBe(403);
    expect(errorMessage(own.body)).toBe(t('punchNotes.errors.ownPunchesOnly'));
    expect(
      await server.database.db.select().from(punchNotes).where(eq(punchNotes.punchId, punchId)),
    ).toEqual([]);
  });

  it('is read by a manager of the centre, and not by a manager of another one', async () => {
    const { owner, staff, punchId } = await flaggedPunch();
    // Free allows one centre; this business is on Pro.
    await server.database.db
      .update(profiles)
      .set({ plan: 'Pro' })
      .where(eq(profiles.uid, owner.uid));
    const second = await addCentre(server, owner.jwt, 'Distillery Cart');
    const here = await approvedStaff(owner.jwt, owner.code);
    const there = await approvedStaff(owner.jwt, second.invite?.code ?? '');
    for (const manager of [here, there]) {
      const made = await api(server, 'PATCH', `/api/businesses/staffs/${manager.uid}/`, {
        jwt: owner.jwt,
        body: { is_manager: true },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
    }
    const [hereJwt, thereJwt] = await Promise.all(
      [here, there].map(
        async (m) => (await signIn(server, m.input.username, m.input.password)).jwt,
      ),
    );
    expect((await addNote(staff.jwt, punchId, noteBody('Phone died at 9'))).status).toBe(201);

    const seen = (await queueOf(hereJwt ?? '')).find((item) => item.punch.id === punchId);
    expect(seen?.punch.notes.map((n) => n.body)).toEqual(['Phone died at 9']);
    expect((await queueOf(thereJwt ?? '')).some((item) => item.punch.id === punchId)).toBe(false);

    expect((await addNote(hereJwt ?? '', punchId, noteBody('Seen her'))).status).toBe(403);
    expect((await addNote(thereJwt ?? '', punchId, noteBody('Seen her'))).status).toBe(404);
  });

  it('refuses an empty note, one too long and one with control characters, in words', async () => {
    const { staff, punchId } = await flaggedPunch();
    const cases = [
      ['   ', t('punchNotes.validation.required')],
      [
        'x'.repeat(NOTES.maxLength + 1),
        t('punchNotes.validation.tooLong', { max: NOTES.maxLength }),
      ],
      ['x'.repeat(100_000), t('punchNotes.validation.tooLong', { max: NOTES.maxLength })],
      ['GPS\u0000weak', t('spec.validation.controlCharacters')],
      ['GPS\nweak', t('spec.validation.controlCharacters')],
    ] as const;
    for (const [note, message] of cases) {
      const res = await addNote(staff.jwt, punchId, noteBody(note));
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      // The answer names the field before the words ('note: …').
      expect(errorMessage(res.body)).toContain(message);
    }
    // Exactly the limit, in characters (an emoji is one), is taken.
    const full = `${'é'.repeat(NOTES.maxLength - 1)}🙂`;
    const ok = await addNote(staff.jwt, punchId, noteBody(full));
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ZPunchNote.parse(ok.body).body).toBe(full);
  });

  it(`takes at most ${NOTES.perPunchMax} notes a punch, even sent all at once`, async () => {
    const { staff, punchId } = await flaggedPunch();
    const results = await Promise.all(
      Array.from({ length: NOTES.perPunchMax + 5 }, (_, i) =>
        addNote(staff.jwt, punchId, noteBody(`Note ${i}`)),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(NOTES.perPunchMax);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    const refused = results.find((r) => r.status === 409);
    expect(errorMessage(refused?.body)).toBe(
      t('punchNotes.errors.tooMany', { max: NOTES.perPunchMax }),
    );
    const another = await addNote(staff.jwt, punchId, noteBody('One more'));
    expect(another.status).toBe(409);
  });

  it('makes ten copies of one note sent at once one note, each answered with it', async () => {
    const { staff, punchId } = await flaggedPunch();
    const body = noteBody('Signal lost by the loading dock');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => addNote(staff.jwt, punchId, body)),
    );
    const answers = JSON.stringify(results.map((r) => [r.status, r.body]));
    expect(
      results.filter((r) => r.status === 201),
      answers,
    ).toHaveLength(1);
    expect(
      results.filter((r) => r.status === 200),
      answers,
    ).toHaveLength(9);
    expect(new Set(results.map((r) => JSON.stringify(r.body))).size).toBe(1);
    const rows = await server.database.db
      .select()
      .from(punchNotes)
      .where(eq(punchNotes.punchId, punchId));
    expect(rows).toHaveLength(1);
    // The same id with other words is another request: refused, not taken for a retry.
    const other = await addNote(staff.jwt, punchId, { ...body, note: 'Something else' });
    expect(other.status).toBe(409);
    expect(errorMessage(other.body)).toBe(t('punchNotes.errors.idTaken'));
  });

  it('refuses a staff member whose employment ended or whose account was disabled', async () => {
    const { staff, punchId } = await flaggedPunch();
    await server.database.db
      .update(profiles)
      .set({ endDate: '2020-01-31' })
      .where(eq(profiles.uid, staff.uid));
    const ended = await addNote(staff.jwt, punchId, noteBody('Late note'));
    expect(ended.status).toBe(403);
    expect(errorMessage(ended.body)).toBe(t('errors.timeclock.employmentEnded'));

    const other = await flaggedPunch();
    const off = await api(server, 'PATCH', `/api/businesses/staffs/${other.staff.uid}/`, {
      jwt: other.owner.jwt,
      body: { active: false },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const disabled = await addNote(other.staff.jwt, other.punchId, noteBody('Late note'));
    expect([401, 403]).toContain(disabled.status);
  });

  it('is chained as punch.note beside the punch, and the chain still verifies', async () => {
    const { owner, staff, punchId } = await flaggedPunch();
    const sent = noteBody('GPS weak in the basement');
    expect((await addNote(staff.jwt, punchId, sent)).status).toBe(201);

    const page = ZAuditPage.parse(
      (await api(server, 'GET', `/api/businesses/${owner.centre.id}/audit/`, { jwt: owner.jwt }))
        .body,
    );
    const entry = page.entries.find((e) => e.action === 'punch.note');
    expect(entry).toMatchObject({
      subject: `punch:${punchId}`,
      actor_uid: staff.uid,
      subject_name: 'Grace Hopper',
      punch: { type: 'clock_in' },
      data: { note_id: sent.id, staff_uid: staff.uid, note: sent.note },
    });
    const [row] = await server.database.db
      .select()
      .from(punchNotes)
      .where(eq(punchNotes.id, sent.id));
    expect(row).toMatchObject({ chainSeq: entry?.seq, chainHash: entry?.hash });

    const { status, report } = await checkChain(server, owner.centre.id, owner.jwt);
    expect(status).toBe(200);
    expect(report).toMatchObject({ ok: true, first_bad: null, row_problems: [] });

    // A note goes with its punch when the punch is removed.
    await server.database.db.execute(sql`delete from punches where id = ${punchId}`);
    expect(
      await server.database.db.select().from(punchNotes).where(eq(punchNotes.id, sent.id)),
    ).toEqual([]);
  });
});
