import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MailMessage } from '../src/index.ts';
import { ISSUER, PASSWORD, startAuthServer, uniqueEmail, type AuthHarness } from './harness.ts';

const APP = 'http://localhost:5173';
const FIRST_OF_TWO =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

let h: AuthHarness;
const mails: MailMessage[] = [];

beforeAll(async () => {
  h = await startAuthServer({
    plugin: {
      redirectOrigins: [APP],
      sendMail: (message) => {
        mails.push(message);
        return Promise.resolve();
      },
    },
  });
});
afterAll(async () => {
  await h.close();
});

const mailsTo = (email: string) => mails.filter((mail) => mail.to === email);

async function signedIn(email: string, password = PASSWORD) {
  const client = h.newClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('no session');
  return { client, session: data.session };
}

/** A signed-in user who asked to move to a new address, with the two links it was mailed. */
async function changeRequested(redirectTo = `${APP}/settings`) {
  const email = uniqueEmail('old');
  const next = uniqueEmail('new');
  await h.seedUser(email);
  const { client } = await signedIn(email);
  const { data, error } = await client.auth.updateUser(
    { email: next },
    { emailRedirectTo: redirectTo },
  );
  expect(error).toBeNull();
  await vi.waitFor(() => {
    expect(mailsTo(email)).toHaveLength(1);
    expect(mailsTo(next)).toHaveLength(1);
  });
  const linkTo = (address: string) => new URL(mailsTo(address)[0]?.links[0] ?? '');
  return { email, next, client, user: data.user, toCurrent: linkTo(email), toNew: linkTo(next) };
}

const tokenOf = (link: URL) => link.searchParams.get('token') ?? '';

function verifyPost(tokenHash: string) {
  return h.newClient().auth.verifyOtp({ type: 'email_change', token_hash: tokenHash });
}

/** The first of the two links answers GoTrue's message, which supabase-js reads as no session. */
function expectFirstOfTwo(result: Awaited<ReturnType<typeof verifyPost>>) {
  expect(result).toEqual({ data: { user: null, session: null }, error: null });
}

// Links name the configured issuer; the test server listens on another port.
async function open(link: URL) {
  const response = await fetch(`${h.authUrl}/verify${link.search}`, { redirect: 'manual' });
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location') ?? '');
  return { location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

describe('PUT /user with a new email', () => {
  it('keeps the email, shows the pending change and mails both addresses a link', async () => {
    const { email, next, user, toCurrent, toNew } = await changeRequested();
    expect(user?.email).toBe(email);
    expect(user?.new_email).toBe(next);
    expect(user?.email_change_sent_at).toEqual(expect.any(String));

    for (const link of [toCurrent, toNew]) {
      expect(`${link.origin}${link.pathname}`).toBe(`${ISSUER}/verify`);
      expect(link.searchParams.get('type')).toBe('email_change');
      expect(link.searchParams.get('redirect_to')).toBe(`${APP}/settings`);
      expect(tokenOf(link)).toMatch(/^[0-9a-f]{56}$/);
    }
    expect(tokenOf(toCurrent)).not.toBe(tokenOf(toNew));

    const [current] = mailsTo(email);
    const [fresh] = mailsTo(next);
    expect(current?.subject).toBe('Confirm the change of your email address');
    expect(fresh?.subject).toBe('Confirm your new email address');
    for (const mail of [current, fresh]) {
      const link = mail?.links[0] ?? '';
      expect(mail?.text).toContain(link);
      expect(mail?.html).toContain(link.replaceAll('&', '&amp;'));
      expect(mail?.text).toContain(next);
      expect(mail?.text).toContain('only after both links are opened');
      expect(mail?.text).toContain('change its password');
    }

    // Nothing changed yet: the old address still signs in, the new one does not.
    await signedIn(email);
    const { error } = await h.newClient().auth.signInWithPassword({
      email: next,
      password: PASSWORD,
    });
    expect(error?.code).toBe('invalid_credentials');
  });

  it('does nothing for the current email, mails nothing', async () => {
    const email = uniqueEmail();
    await h.seedUser(email);
    const { client } = await signedIn(email);
    const { data, error } = await client.auth.updateUser({ email: email.toUpperCase() });
    expect(error).toBeNull();
    expect(data.user?.new_email).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mailsTo(email)).toHaveLength(0);
  });

  it('answers 429 over_email_send_rate_limit within the resend gap, and replaces the change after it', async () => {
    const { client, email, toCurrent, toNew } = await changeRequested();
    const again = await client.auth.updateUser({ email: uniqueEmail() });
    expect(again.error?.code).toBe('over_email_send_rate_limit');
    expect(again.error?.status).toBe(429);

    h.clock.advanceSeconds(61);
    const other = uniqueEmail('other');
    const later = await client.auth.updateUser({ email: other });
    expect(later.error).toBeNull();
    expect(later.data.user?.new_email).toBe(other);
    await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(2));
    // The first change's links died with it.
    expect((await verifyPost(tokenOf(toCurrent))).error?.code).toBe('otp_expired');
    expect((await verifyPost(tokenOf(toNew))).error?.code).toBe('otp_expired');
  });

  it('sends links to the site URL when redirect_to is not allowed', async () => {
    const { toCurrent } = await changeRequested('https://evil.example/steal');
    expect(toCurrent.searchParams.get('redirect_to')).toBe('http://localhost:3000');
  });

  it('is cancelled by a password change', async () => {
    const { client, toCurrent, toNew } = await changeRequested();
    const { data, error } = await client.auth.updateUser({
      password: 'another long passphrase',
      current_password: PASSWORD,
    });
    expect(error).toBeNull();
    expect(data.user?.new_email).toBeUndefined();
    expect((await verifyPost(tokenOf(toCurrent))).error?.code).toBe('otp_expired');
    expect((await verifyPost(tokenOf(toNew))).error?.code).toBe('otp_expired');
  });
});

describe('POST /verify type email_change', () => {
  it('accepts the first link with a message, completes with the second and opens a session', async () => {
    const { email, next, user, toCurrent, toNew } = await changeRequested();

    const first = await fetch(`${h.authUrl}/verify`, {
      method: 'POST',
      headers: {
        apikey: h.keys.anonKey,
        'content-type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: JSON.stringify({ type: 'email_change', token_hash: tokenOf(toCurrent) }),
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ msg: FIRST_OF_TWO, code: '200' });
    // Halfway: nothing has changed yet.
    const { data: halfway } = await h.admin.auth.admin.getUserById(user?.id ?? '');
    expect(halfway.user).toMatchObject({ email, new_email: next });

    const second = await verifyPost(tokenOf(toNew));
    expect(second.error).toBeNull();
    expect(second.data.session?.access_token).toEqual(expect.any(String));
    expect(second.data.user?.email).toBe(next);
    expect(second.data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(second.data.user?.new_email).toBeUndefined();
    expect(second.data.user?.email_change_sent_at).toBeUndefined();

    await signedIn(next);
    const old = await h.newClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(old.error?.code).toBe('invalid_credentials');
  });

  it('works in either order, each link once', async () => {
    const { next, toCurrent, toNew } = await changeRequested();
    expectFirstOfTwo(await verifyPost(tokenOf(toNew)));
    // The same link again is used up, and does not count as the second.
    expect((await verifyPost(tokenOf(toNew))).error?.code).toBe('otp_expired');
    const done = await verifyPost(tokenOf(toCurrent));
    expect(done.data.user?.email).toBe(next);
  });

  it('refuses a bogus or expired link with 403 otp_expired', async () => {
    const bogus = await verifyPost('0'.repeat(56));
    expect(bogus.error?.code).toBe('otp_expired');
    expect(bogus.error?.status).toBe(403);

    const { email, toCurrent } = await changeRequested();
    h.clock.advanceSeconds(601);
    expect((await verifyPost(tokenOf(toCurrent))).error?.code).toBe('otp_expired');
    await signedIn(email);
  });

  it('answers 422 email_exists if another account took the address before the second link', async () => {
    const { next, toCurrent, toNew } = await changeRequested();
    await verifyPost(tokenOf(toCurrent));
    await h.seedUser(next);
    const { error } = await verifyPost(tokenOf(toNew));
    expect(error?.code).toBe('email_exists');
    expect(error?.status).toBe(422);
  });
});

describe('GET /verify type email_change (the mailed links)', () => {
  it('redirects the first with #message and the second with a session', async () => {
    const { next, toCurrent, toNew } = await changeRequested();
    const first = await open(toCurrent);
    expect(`${first.location.origin}${first.location.pathname}`).toBe(`${APP}/settings`);
    expect(first.location.hash).toBe(
      `#message=${new URLSearchParams({ message: FIRST_OF_TWO }).toString().slice('message='.length)}`,
    );
    expect(first.fragment.get('message')).toBe(FIRST_OF_TWO);

    const second = await open(toNew);
    expect(second.fragment.get('type')).toBe('email_change');
    expect(second.fragment.get('token_type')).toBe('bearer');
    const accessToken = second.fragment.get('access_token') ?? '';
    expect(second.fragment.get('refresh_token')).toEqual(expect.any(String));
    expect(Number(second.fragment.get('expires_in'))).toBeGreaterThan(0);
    expect(Number(second.fragment.get('expires_at'))).toBeGreaterThan(0);
    const { data } = await h.newClient().auth.getUser(accessToken);
    expect(data.user?.email).toBe(next);

    const reused = await open(toCurrent);
    expect(reused.fragment.get('error_code')).toBe('otp_expired');
  });
});

describe('admin', () => {
  it('PUT /admin/users/{id} still changes the email at once and drops a pending change', async () => {
    const { email, client, toCurrent } = await changeRequested();
    const { data: before } = await client.auth.getUser();
    const moved = uniqueEmail('moved');
    const { data, error } = await h.admin.auth.admin.updateUserById(before.user?.id ?? '', {
      email: moved,
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(moved);
    expect(data.user?.new_email).toBeUndefined();
    expect((await verifyPost(tokenOf(toCurrent))).error?.code).toBe('otp_expired');
    expect(email).not.toBe(moved);
  });

  it('generate_link gives both links of a change, and their OTPs verify too', async () => {
    const email = uniqueEmail('old');
    const next = uniqueEmail('new');
    await h.seedUser(email);
    const current = await h.admin.auth.admin.generateLink({
      type: 'email_change_current',
      email,
      newEmail: next,
    });
    const fresh = await h.admin.auth.admin.generateLink({
      type: 'email_change_new',
      email,
      newEmail: next,
    });
    expect(current.error).toBeNull();
    expect(fresh.error).toBeNull();
    expect(current.data.properties?.verification_type).toBe('email_change_current');
    expect(new URL(fresh.data.properties?.action_link ?? '').searchParams.get('type')).toBe(
      'email_change',
    );
    expect(fresh.data.user?.new_email).toBe(next);

    const first = await h.newClient().auth.verifyOtp({
      type: 'email_change',
      email,
      token: current.data.properties?.email_otp ?? '',
    });
    expectFirstOfTwo(first);
    const second = await h.newClient().auth.verifyOtp({
      type: 'email_change',
      email: next,
      token: fresh.data.properties?.email_otp ?? '',
    });
    expect(second.error).toBeNull();
    expect(second.data.user?.email).toBe(next);
  });

  it('generate_link refuses a missing, current or taken new_email', async () => {
    const email = uniqueEmail();
    const taken = uniqueEmail();
    await h.seedUser(email);
    await h.seedUser(taken);
    const missing = await h.admin.auth.admin.generateLink({
      type: 'email_change_new',
      email,
      newEmail: '',
    });
    expect(missing.error?.code).toBe('validation_failed');
    const same = await h.admin.auth.admin.generateLink({
      type: 'email_change_new',
      email,
      newEmail: email,
    });
    expect(same.error?.code).toBe('validation_failed');
    const clash = await h.admin.auth.admin.generateLink({
      type: 'email_change_current',
      email,
      newEmail: taken,
    });
    expect(clash.error?.code).toBe('email_exists');
  });
});
