import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  oneTimeCodes,
  rateLimits,
  ZCentre,
  ZCentreList,
  ZStaffList,
  ZStaffMember,
  type TStaffMember,
  t,
} from '@vh/contracts';
import { auditEvents, profiles } from '../../db/schema/index.ts';
import {
  api,
  emailChangeLinkTo,
  errorCode,
  errorMessage,
  mailsTo,
  openMailedLink,
} from '../../testing/factories.ts';
import { addCentre, joinedStaff, ownerWithCentre, signIn } from '../../testing/staff.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const list = (jwt: string) => api(server, 'GET', '/api/businesses/staffs/', { jwt });
const approve = (jwt: string, uid: string) =>
  api(server, 'POST', `/api/businesses/approve/staffs/${uid}/`, { jwt });
const reject = (jwt: string, uid: string) =>
  api(server, 'POST', `/api/businesses/reject/staffs/${uid}/`, { jwt });
const edit = (jwt: string, uid: string, body: unknown) =>
  api(server, 'PATCH', `/api/businesses/staffs/${uid}/`, { jwt, body });

function member(res: { status: number; body: unknown }): TStaffMember {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZStaffMember.parse(res.body);
}

/** An owner, one approved manager of the owner's first centre, and a second centre. */
async function businessWithManager() {
  const owner = await ownerWithCentre(server);
  // Free allows one centre; this business is on Pro.
  await onPlan(owner.uid, 'Pro');
  const second = await addCentre(server, owner.jwt, 'Distillery Cart');
  const manager = await joinedStaff(server, owner.code);
  member(await approve(owner.jwt, manager.uid));
  member(await edit(owner.jwt, manager.uid, { is_manager: true }));
  const session = await signIn(server, manager.input.username, manager.input.password);
  return { owner, second, manager: { ...manager, jwt: session.jwt } };
}

async function onPlan(uid: string, plan: string) {
  await server.database.db.update(profiles).set({ plan }).where(eq(profiles.uid, uid));
}

describe('the staff list', () => {
  it('shows the owner their people with status and centres, and nobody else’s', async () => {
    const a = await ownerWithCentre(server);
    const b = await ownerWithCentre(server);
    const mine = await joinedStaff(server, a.code);
    await joinedStaff(server, b.code);

    const res = await list(a.jwt);
    expect(res.status).toBe(200);
    const { staff } = ZStaffList.parse(res.body);
    expect(staff).toHaveLength(1);
    expect(staff[0]).toMatchObject({
      uid: mine.uid,
      email: mine.input.email,
      status: 'pending',
      centres: [{ id: a.centre.id, name: a.centre.name }],
    });
  });

  it('is refused to ordinary staff and to strangers', async () => {
    const owner = await ownerWithCentre(server);
    const staff = await joinedStaff(server, owner.code);
    const asStaff = await list(staff.jwt);
    expect(asStaff.status).toBe(403);
    expect(errorMessage(asStaff.body)).toBe(t('errors.staff.employersOnly'));
    expect((await api(server, 'GET', '/api/businesses/staffs/')).status).toBe(401);
  });
});

describe('approving and rejecting', () => {
  it('approval gives full access, sets the start date and mails the person', async () => {
    const owner = await ownerWithCentre(server);
    const staff = await joinedStaff(server, owner.code);
    const approved = member(await approve(owner.jwt, staff.uid));
    expect(approved).toMatchObject({ status: 'active', pending_approval: false });
    expect(approved.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [mail] = await mailsTo(server, staff.input.email);
    expect(mail?.subject).toBe(t('mail.staffApproved.subject', { centre: owner.centre.name }));
    const own = await api(server, 'GET', `/api/users/uid/${staff.uid}`, { jwt: staff.jwt });
    expect(own.body).toMatchObject({
      pending_approval: false,
      start_date: approved.start_date,
      // Their Employment tab names the centre.
      business_info: [{ business_id: owner.centre.id, name: owner.centre.name }],
    });
  });

  it('another owner cannot approve or reject someone who is not theirs', async () => {
    const owner = await ownerWithCentre(server);
    const other = await ownerWithCentre(server);
    const staff = await joinedStaff(server, owner.code);
    for (const res of [await approve(other.jwt, staff.uid), await reject(other.jwt, staff.uid)]) {
      expect(res.status).toBe(404);
      expect(errorMessage(res.body)).toBe(t('errors.staff.noSuchStaff'));
    }
    // Nor can the person approve themself.
    expect((await approve(staff.jwt, staff.uid)).status).toBe(403);
  });

  it('rejection removes a pending sign-up so the name and email are free again', async () => {
    const owner = await ownerWithCentre(server);
    const staff = await joinedStaff(server, owner.code);
    expect((await reject(owner.jwt, staff.uid)).status).toBe(204);
    expect((await signIn(server, staff.input.username, staff.input.password)).status).toBe(401);
    const again = await api(server, 'GET', `/api/users/auth/check/?email=${staff.input.email}`);
    expect(again.status).toBe(200);
  });

  it('an approved person cannot be rejected, only disabled', async () => {
    const owner = await ownerWithCentre(server);
    const staff = await joinedStaff(server, owner.code);
    member(await approve(owner.jwt, staff.uid));
    const res = await reject(owner.jwt, staff.uid);
    expect(res.status).toBe(409);
    expect(errorMessage(res.body)).toMatch(/disable the account instead$/);
  });

  it('a pending person whose account was disabled is not approved, and is not told to clock in', async () => {
    const owner = await ownerWithCentre(server);
    const staff = await joinedStaff(server, owner.code);
    const disabled = member(await edit(owner.jwt, staff.uid, { active: false }));
    expect(disabled).toMatchObject({ status: 'disabled', pending_approval: true });
    const mailBefore = await mailsTo(server, staff.input.email);

    const res = await approve(owner.jwt, staff.uid);
    expect(res.status).toBe(409);
    expect(errorCode(res.body)).toBe('CONFLICT');
    expect(errorMessage(res.body)).toBe(t('spec.staffRefusals.approveDisabled'));
    expect(await mailsTo(server, staff.input.email)).toEqual(mailBefore);
    const [still] = ZStaffList.parse((await list(owner.jwt)).body).staff.filter(
      (person) => person.uid === staff.uid,
    );
    expect(still).toMatchObject({ pending_approval: true, active: false, start_date: null });
  });

  it('the Free plan approves up to 10 active staff, then names the limit and the upgrade', async () => {
    const owner = await ownerWithCentre(server);
    for (let i = 0; i < 10; i++) {
      const staff = await joinedStaff(server, owner.code);
      member(await approve(owner.jwt, staff.uid));
    }
    const eleventh = await joinedStaff(server, owner.code);
    const res = await approve(owner.jwt, eleventh.uid);
    expect(res.status).toBe(409);
    expect(errorCode(res.body)).toBe('PLAN_LIMIT_REACHED');
    expect(errorMessage(res.body)).toContain('Free plan includes up to 10 active staff');
    await onPlan(owner.uid, 'Basic');
    member(await approve(owner.jwt, eleventh.uid));
  });
});

describe('editing staff', () => {
  it('saves the profile, job and centres together and refuses a bad part without saving any', async () => {
    const owner = await ownerWithCentre(server);
    await onPlan(owner.uid, 'Pro');
    const second = await addCentre(server, owner.jwt, 'Distillery Cart');
    const staff = await joinedStaff(server, owner.code);
    const saved = member(
      await edit(owner.jwt, staff.uid, {
        personal_information: { first_name: 'Gracie', city: 'Toronto' },
        contact_information: { work_number: '416 555 0199' },
        position: 'Barista',
        start_date: '2026-11-02',
        end_date: null,
        centre_ids: [owner.centre.id, second.id],
      }),
    );
    expect(saved).toMatchObject({
      first_name: 'Gracie',
      work_number: '416 555 0199',
      position: 'Barista',
      start_date: '2026-11-02',
      centres: [
        { id: owner.centre.id, name: owner.centre.name },
        { id: second.id, name: 'Distillery Cart' },
      ],
    });

    const bad = await edit(owner.jwt, staff.uid, { position: 'Manager', end_date: '2026-11-01' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { field: 'end_date' } });
    const other = await ownerWithCentre(server);
    const foreign = await edit(owner.jwt, staff.uid, { centre_ids: [other.centre.id] });
    expect(errorMessage(foreign.body)).toBe(t('errors.staff.notYourCentre'));
    const after = ZStaffList.parse((await list(owner.jwt)).body).staff[0];
    expect(after?.position).toBe('Barista');
    expect(after?.centres).toHaveLength(2);

    for (const body of [{ centre_ids: [] }, { start_date: '' }, { active: 'yes' }, {}]) {
      const res = await edit(owner.jwt, staff.uid, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('disabling refuses the person at once and at sign-in; enabling lets them back', async () => {
    const owner = await ownerWithCentre(server);
    const staff = await joinedStaff(server, owner.code);
    member(await approve(owner.jwt, staff.uid));
    const disabled = member(await edit(owner.jwt, staff.uid, { active: false }));
    expect(disabled.status).toBe('disabled');

    const own = await api(server, 'GET', `/api/users/uid/${staff.uid}`, { jwt: staff.jwt });
    expect(own.status).toBe(403);
    expect(errorCode(own.body)).toBe('ACCOUNT_DISABLED');
    const login = await signIn(server, staff.input.username, staff.input.password);
    expect(login.status).toBe(403);
    // The sign-in form shows SPEC's 'Disabled' words for this code.
    expect(errorCode(login.body)).toBe('ACCOUNT_DISABLED');

    member(await edit(owner.jwt, staff.uid, { active: true }));
    expect((await signIn(server, staff.input.username, staff.input.password)).status).toBe(200);
  });
});

describe('correcting a staff member’s email', () => {
  const signInByEmail = (email: string, password: string) =>
    api(server, 'POST', '/api/users/auth/login/', { body: { email, password, type: 'email' } });

  it('changes nothing until the person opens the links sent to both addresses', async () => {
    const owner = await ownerWithCentre(server);
    const staff = await joinedStaff(server, owner.code);
    member(await approve(owner.jwt, staff.uid));
    const newEmail = `corrected.${staff.input.email}`;

    const proposed = member(
      await edit(owner.jwt, staff.uid, {
        contact_information: { email: newEmail.toUpperCase(), work_number: '416 555 0199' },
      }),
    );
    expect(proposed).toMatchObject({
      email: staff.input.email,
      pending_email: newEmail,
      work_number: '416 555 0199',
    });
    // The employer alone cannot move the account: the new address does not sign in yet.
    expect((await signInByEmail(newEmail, staff.input.password)).status).toBe(401);
    await openMailedLink(server, await emailChangeLinkTo(server, staff.input.email));
    expect((await signInByEmail(newEmail, staff.input.password)).status).toBe(401);

    const landed = await openMailedLink(server, await emailChangeLinkTo(server, newEmail));
    const fresh = new URLSearchParams(landed.hash.slice(1)).get('access_token') ?? '';
    const own = await api(server, 'GET', `/api/users/uid/${staff.uid}`, { jwt: fresh });
    expect(own.body).toMatchObject({ email: newEmail, pending_email: null });
    const { staff: listed } = ZStaffList.parse((await list(owner.jwt)).body);
    expect(listed[0]).toMatchObject({ email: newEmail, pending_email: null });
    expect((await signInByEmail(newEmail, staff.input.password)).status).toBe(200);
  });

  it('gives a clear 400 for a NUL, a 100 kB address or a malformed one, and two saves at once never a 5xx', async () => {
    const owner = await ownerWithCentre(server);
    const staff = await joinedStaff(server, owner.code);
    for (const email of [`a\u0000b@example.com`, `${'x'.repeat(100_000)}@example.com`, 'nope']) {
      const res = await edit(owner.jwt, staff.uid, { contact_information: { email } });
      expect(res.status).toBe(400);
      expect(errorMessage(res.body)).not.toBe('');
    }
    const target = `twice.${staff.input.email}`;
    const both = await Promise.all([
      edit(owner.jwt, staff.uid, { contact_information: { email: target } }),
      edit(owner.jwt, staff.uid, { contact_information: { email: target } }),
    ]);
    for (const res of both) expect(res.status).toBeLessThan(500);
    const { staff: listed } = ZStaffList.parse((await list(owner.jwt)).body);
    expect(listed[0]).toMatchObject({ email: staff.input.email, pending_email: target });
  });

  it('refuses an address that belongs to someone else, saving nothing and mailing nobody', async () => {
    const owner = await ownerWithCentre(server);
    const staff = await joinedStaff(server, owner.code);
    const other = await joinedStaff(server, owner.code);
    const res = await edit(owner.jwt, staff.uid, {
      contact_information: { email: other.input.email, work_number: '416 555 0199' },
    });
    expect(res.status).toBe(409);
    expect(errorCode(res.body)).toBe('EMAIL_TAKEN');
    const { staff: listed } = ZStaffList.parse((await list(owner.jwt)).body);
    expect(listed.find((m) => m.uid === staff.uid)).toMatchObject({
      pending_email: null,
      work_number: null,
    });
    const mails = await mailsTo(server, staff.input.email);
    expect(mails.some((m) => m.links.some((l) => l.includes('type=email_change')))).toBe(false);
  });
});

describe('password help', () => {
  it('the employer mails the person a reset link, never setting the password itself', async () => {
    const owner = await ownerWithCentre(server);
    const staff = await joinedStaff(server, owner.code);
    const res = await api(server, 'POST', `/api/businesses/staffs/${staff.uid}/reset-password/`, {
      jwt: owner.jwt,
    });
    expect(res.status).toBe(200);
    const [mail] = await mailsTo(server, staff.input.email);
    expect(mail?.subject).toBe(t('mail.passwordReset.subject'));
    expect(mail?.links[0]).toContain('/update-password?');
    // Their password is what they chose.
    expect((await signIn(server, staff.input.username, staff.input.password)).status).toBe(200);
  });
});

describe('password help, at production limits', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ env: { RATE_LIMIT_SCALE: '1' } });
  });
  afterAll(async () => {
    await limited.close();
  });
  const sendReset = (jwt: string, uid: string) =>
    api(limited, 'POST', `/api/businesses/staffs/${uid}/reset-password/`, { jwt });

  it('counts only employers of the person: another owner’s refused tries lock nobody out', async () => {
    const owner = await ownerWithCentre(limited);
    const staff = await joinedStaff(limited, owner.code);
    const stranger = await ownerWithCentre(limited);
    for (let i = 0; i < rateLimits.forgotPassword.max; i++) {
      expect((await sendReset(stranger.jwt, staff.uid)).status).toBe(404);
    }
    // The person's own employer is still heard, and its sends are the ones that count.
    for (let i = 0; i < rateLimits.forgotPassword.max; i++) {
      const res = await sendReset(owner.jwt, staff.uid);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      // Past the one-mail-a-minute gap, so only the per-person limit can refuse.
      limited.clock.advance((oneTimeCodes.resendGapSeconds + 1) * 1000);
    }
    const flood = await sendReset(owner.jwt, staff.uid);
    expect(flood.status).toBe(429);
    expect(errorCode(flood.body)).toBe('RATE_LIMITED');
    // Someone who may not act on the person learns nothing, not even that the limit is reached.
    expect((await sendReset(stranger.jwt, staff.uid)).status).toBe(404);
  });
});

describe('managers', () => {
  it('approve and edit staff of their own centres only', async () => {
    const { owner, second, manager } = await businessWithManager();
    const here = await joinedStaff(server, owner.code);
    const there = await joinedStaff(server, second.invite?.code ?? '');

    const mine = ZStaffList.parse((await list(manager.jwt)).body).staff.map((s) => s.uid);
    expect(mine).toContain(here.uid);
    expect(mine).not.toContain(there.uid);
    member(await approve(manager.jwt, here.uid));
    expect((await approve(manager.jwt, there.uid)).status).toBe(404);
    member(await edit(manager.jwt, here.uid, { position: 'Cook' }));
  });

  it('cannot promote anyone, change themselves, move people to other centres or touch the owner', async () => {
    const { owner, second, manager } = await businessWithManager();
    const here = await joinedStaff(server, owner.code);
    const promote = await edit(manager.jwt, here.uid, { is_manager: true });
    expect(promote.status).toBe(403);
    expect(errorMessage(promote.body)).toBe(t('errors.staff.ownerMakesManagers'));
    const self = await edit(manager.jwt, manager.uid, { active: false });
    expect(self.status).toBe(403);
    const move = await edit(manager.jwt, here.uid, { centre_ids: [second.id] });
    expect(move.status).toBe(403);
    expect((await edit(manager.jwt, owner.uid, { active: false })).status).toBe(404);
  });

  it('see the centres they manage, and may change none of them', async () => {
    const { owner, manager } = await businessWithManager();
    const res = await api(server, 'GET', '/api/businesses/', { jwt: manager.jwt });
    expect(res.status).toBe(200);
    const { centres } = res.body as { centres: { id: string }[] };
    expect(centres.map((c) => c.id)).toEqual([owner.centre.id]);
    const rename = await api(server, 'PATCH', `/api/businesses/${owner.centre.id}/`, {
      jwt: manager.jwt,
      body: { name: 'Mine now' },
    });
    // Not theirs to change: as for anyone who does not own it.
    expect(rename.status).toBe(404);
  });

  it('read each centre they list, invite code included, exactly as the list shows it', async () => {
    const { owner, second, manager } = await businessWithManager();
    const listed = ZCentreList.parse(
      (await api(server, 'GET', '/api/businesses/', { jwt: manager.jwt })).body,
    ).centres;
    expect(listed.map((c) => c.id)).toEqual([owner.centre.id]);
    expect(listed[0]?.invite?.code).toBe(owner.code);

    const one = await api(server, 'GET', `/api/businesses/${owner.centre.id}/`, {
      jwt: manager.jwt,
    });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(ZCentre.parse(one.body)).toEqual(listed[0]);
    // The owner's other centre is not theirs to see, in the list or alone.
    const other = await api(server, 'GET', `/api/businesses/${second.id}/`, { jwt: manager.jwt });
    expect(other.status).toBe(404);
    expect(errorMessage(other.body)).toBe(t('errors.centres.noSuchCentre'));
  });

  it('lose their powers when the owner takes the flag away', async () => {
    const { owner, manager } = await businessWithManager();
    member(await edit(owner.jwt, manager.uid, { is_manager: false }));
    expect((await list(manager.jwt)).status).toBe(403);
  });
});

describe('employee numbers', () => {
  const listed = async (jwt: string, uid: string) =>
    ZStaffList.parse((await list(jwt)).body).staff.find((m) => m.uid === uid);

  const updates = (ownerUid: string, staffUid: string) =>
    server.database.db
      .select({ data: auditEvents.data })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.ownerUid, ownerUid),
          eq(auditEvents.subject, staffUid),
          eq(auditEvents.action, 'staff.updated'),
        ),
      )
      .orderBy(auditEvents.id);

  it('are set, read back in the list, cleared with an empty value or null, and audited', async () => {
    const owner = await ownerWithCentre(server);
    const staff = await joinedStaff(server, owner.code);
    expect(member(await edit(owner.jwt, staff.uid, { employee_number: ' 123 ' }))).toMatchObject({
      employee_number: '123',
    });
    expect(await listed(owner.jwt, staff.uid)).toMatchObject({ employee_number: '123' });
    // The same number again changes nothing.
    member(await edit(owner.jwt, staff.uid, { employee_number: '123' }));
    member(await edit(owner.jwt, staff.uid, { employee_number: 'EMP-7.a_1' }));
    expect(member(await edit(owner.jwt, staff.uid, { employee_number: '' }))).toMatchObject({
      employee_number: null,
    });
    member(await edit(owner.jwt, staff.uid, { employee_number: '9' }));
    expect(member(await edit(owner.jwt, staff.uid, { employee_number: null }))).toMatchObject({
      employee_number: null,
    });
    expect(await listed(owner.jwt, staff.uid)).toMatchObject({ employee_number: null });

    const entries = (await updates(owner.uid, staff.uid)).map((e) => e.data);
    expect(entries).toHaveLength(6);
    expect(entries[0]).toMatchObject({
      fields: ['employee_number'],
      employee_number: { from: null, to: '123' },
    });
    expect(entries[1]).toMatchObject({ fields: [] });
    expect(entries[1]).not.toHaveProperty('employee_number');
    expect(entries[2]).toMatchObject({ employee_number: { from: '123', to: 'EMP-7.a_1' } });
    expect(entries[3]).toMatchObject({ employee_number: { from: 'EMP-7.a_1', to: null } });
    expect(entries[5]).toMatchObject({
      fields: ['employee_number'],
      employee_number: { from: '9', to: null },
    });
  });

  it('refuse spaces, a leading dash, more than 20 characters and control characters', async () => {
    const owner = await ownerWithCentre(server);
    const staff = await joinedStaff(server, owner.code);
    member(await edit(owner.jwt, staff.uid, { employee_number: '42' }));
    for (const employee_number of ['A 1', '-1', '1'.repeat(21), 'a\u0000b', 42]) {
      const res = await edit(owner.jwt, staff.uid, { employee_number });
      expect(res.status, JSON.stringify(employee_number)).toBe(400);
      expect(errorMessage(res.body)).not.toBe('');
    }
    expect(await listed(owner.jwt, staff.uid)).toMatchObject({ employee_number: '42' });
  });

  it('are one per person in a business, and the refusal names who has it', async () => {
    const owner = await ownerWithCentre(server);
    const ada = await joinedStaff(server, owner.code, { first_name: 'Ada', last_name: 'Lovelace' });
    const staff = await joinedStaff(server, owner.code);
    member(await edit(owner.jwt, ada.uid, { employee_number: '123' }));

    const res = await edit(owner.jwt, staff.uid, { employee_number: '123', position: 'Cook' });
    expect(res.status).toBe(409);
    expect(errorCode(res.body)).toBe('CONFLICT');
    expect(errorMessage(res.body)).toBe(
      t('errors.staff.employeeNumberTaken', { number: '123', name: 'Ada Lovelace' }),
    );
    expect(res.body).toMatchObject({ error: { field: 'employee_number' } });
    // Nothing of the refused save is kept.
    expect(await listed(owner.jwt, staff.uid)).toMatchObject({
      employee_number: null,
      position: null,
    });

    // Another business numbers its people as it likes.
    const other = await ownerWithCentre(server);
    const theirs = await joinedStaff(server, other.code);
    member(await edit(other.jwt, theirs.uid, { employee_number: '123' }));
    // A number given up is free for someone else.
    member(await edit(owner.jwt, ada.uid, { employee_number: null }));
    member(await edit(owner.jwt, staff.uid, { employee_number: '123' }));
  });

  it('given twice at once never answer a 5xx: one person twice, or two people one number', async () => {
    const owner = await ownerWithCentre(server);
    const staff = await joinedStaff(server, owner.code);
    const same = await Promise.all([
      edit(owner.jwt, staff.uid, { employee_number: '77' }),
      edit(owner.jwt, staff.uid, { employee_number: '77' }),
    ]);
    for (const res of same) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ employee_number: '77' });
    }

    const a = await joinedStaff(server, owner.code);
    const b = await joinedStaff(server, owner.code);
    const race = await Promise.all([
      edit(owner.jwt, a.uid, { employee_number: '88' }),
      edit(owner.jwt, b.uid, { employee_number: '88' }),
    ]);
    expect(race.map((res) => res.status).sort()).toEqual([200, 409]);
    const refused = race.find((res) => res.status === 409);
    expect(errorMessage(refused?.body)).toBe(
      t('errors.staff.employeeNumberTaken', { number: '88', name: 'Grace Hopper' }),
    );
    const numbers = ZStaffList.parse((await list(owner.jwt)).body).staff.filter(
      (m) => m.employee_number === '88',
    );
    expect(numbers).toHaveLength(1);
  });

  it('may be set by a manager for their own centre’s people, and not by the person', async () => {
    const { owner, manager } = await businessWithManager();
    const here = await joinedStaff(server, owner.code);
    expect(
      member(await edit(manager.jwt, here.uid, { employee_number: 'M1' })).employee_number,
    ).toBe('M1');
    expect((await edit(here.jwt, here.uid, { employee_number: 'X1' })).status).toBe(403);
    expect(await listed(owner.jwt, here.uid)).toMatchObject({ employee_number: 'M1' });
  });
});
