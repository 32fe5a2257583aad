import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t, ZProfile } from '@vh/contracts';
import {
  api,
  errorCode,
  errorMessage,
  latestLink,
  mailsTo,
  seedOwner,
  withLastCharChanged,
} from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

// SPEC §7's own paths and parameters, beside the ones the app uses (account.int.test.ts).
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const VERIFY = '/api/businesses/verify/email/token/';
const FORGOT = '/api/users/forgot-password/';
const forgotWithQuery = (email: string, body?: unknown) =>
  api(server, 'POST', `${FORGOT}?email=${encodeURIComponent(email)}`, { body });

async function mailedVerificationToken(uid: string, jwt: string, email: string) {
  const send = await api(server, 'POST', `/api/users/uid/${uid}/verify-email/`, { jwt, body: {} });
  expect(send.status).toBe(200);
  return (await latestLink(server, email)).searchParams.get('token') ?? '';
}

describe('POST /api/businesses/verify/email/token/', () => {
  it("confirms the caller's address once, then refuses the used token as the app's route does", async () => {
    const { profile, session } = await seedOwner(server);
    const jwt = session.access_token;
    const token = await mailedVerificationToken(profile.uid, jwt, profile.email);

    const confirm = await api(server, 'POST', VERIFY, { jwt, body: { token } });
    expect(confirm.status).toBe(200);
    const confirmed = ZProfile.parse(confirm.body);
    expect(confirmed.uid).toBe(profile.uid);
    expect(confirmed.confirm_email).toBe(true);

    const again = await api(server, 'POST', VERIFY, { jwt, body: { token } });
    expect(again.status).toBe(400);
    expect(errorCode(again.body)).toBe('EMAIL_LINK_INVALID');
    expect(errorMessage(again.body)).toMatch(/invalid, was already used or has expired/);
  });

  it('refuses forged, truncated and foreign tokens with 400, and a signed-out call with 401', async () => {
    const alice = await seedOwner(server);
    const bob = await seedOwner(server);
    const token = await mailedVerificationToken(
      alice.profile.uid,
      alice.session.access_token,
      alice.profile.email,
    );
    for (const forged of [withLastCharChanged(token), token.slice(0, -1), 'made-up-token']) {
      const res = await api(server, 'POST', VERIFY, {
        jwt: alice.session.access_token,
        body: { token: forged },
      });
      expect(res.status).toBe(400);
      expect(errorCode(res.body)).toBe('EMAIL_LINK_INVALID');
    }
    // Alice's link cannot confirm Bob's account, and is spent by the try.
    const asBob = await api(server, 'POST', VERIFY, {
      jwt: bob.session.access_token,
      body: { token },
    });
    expect(asBob.status).toBe(400);
    expect(errorCode(asBob.body)).toBe('EMAIL_LINK_INVALID');

    const signedOut = await api(server, 'POST', VERIFY, { body: { token } });
    expect(signedOut.status).toBe(401);
  });

  it('answers a missing, NUL-laden, oversized or extra-field body with a sentence, never a 5xx', async () => {
    const { session } = await seedOwner(server);
    const jwt = session.access_token;
    for (const body of [
      {},
      { token: 'a\u0000b' },
      { token: 'x'.repeat(10_000) },
      { token: 'x', uid: 'y' },
    ]) {
      const res = await api(server, 'POST', VERIFY, { jwt, body });
      expect(res.status).toBe(400);
      expect(errorMessage(res.body).length).toBeGreaterThan(5);
    }
  });
});

describe('POST /api/users/forgot-password/?email=', () => {
  it('mails the reset link when the email comes as the query parameter', async () => {
    const { input } = await seedOwner(server);
    const sent = await forgotWithQuery(input.email.toUpperCase());
    expect(sent).toEqual({ status: 200, body: { status: 'sent' } });
    const link = await latestLink(server, input.email);
    expect(link.pathname).toBe('/update-password');
    expect(link.searchParams.get('email')).toBe(input.email);
  });

  it('takes the query and the body together when they name the same address', async () => {
    const { input } = await seedOwner(server);
    const sent = await forgotWithQuery(input.email, {
      email: input.email.toUpperCase(),
      request_type: 'no-auth',
    });
    expect(sent.status).toBe(200);
    expect(await mailsTo(server, input.email)).toHaveLength(1);
  });

  it('refuses a query and a body that disagree with 400, and mails nobody', async () => {
    const a = await seedOwner(server);
    const b = await seedOwner(server);
    const res = await forgotWithQuery(a.input.email, { email: b.input.email });
    expect(res.status).toBe(400);
    expect(errorCode(res.body)).toBe('VALIDATION_FAILED');
    expect(errorMessage(res.body)).toMatch(/query and the email in the body differ/);
    expect(await mailsTo(server, a.input.email)).toHaveLength(0);
    expect(await mailsTo(server, b.input.email)).toHaveLength(0);
  });

  it('answers 404 for an unknown address in the query, and 400 when neither place has one', async () => {
    const unknown = await forgotWithQuery('nobody-at-all@example.com');
    expect(unknown.status, JSON.stringify(unknown.body)).toBe(404);
    expect(errorCode(unknown.body)).toBe('NO_SUCH_USER');
    for (const neither of [
      await api(server, 'POST', FORGOT, { body: {} }),
      await api(server, 'POST', FORGOT),
      await api(server, 'POST', FORGOT, { body: { request_type: 'no-auth' } }),
    ]) {
      expect(neither.status).toBe(400);
      expect(errorMessage(neither.body)).toBe(t('spec.validation.emailRequired'));
    }
  });

  it('refuses a NUL, a 10 kB address, a repeated key and unknown query parameters with 400', async () => {
    const { input } = await seedOwner(server);
    const urls = [
      `${FORGOT}?email=a%00b%40example.com`,
      `${FORGOT}?email=${'a'.repeat(10_000)}%40example.com`,
      `${FORGOT}?email=`,
      `${FORGOT}?email=not-an-address`,
      `${FORGOT}?email=${encodeURIComponent(input.email)}&email=${encodeURIComponent(input.email)}`,
      `${FORGOT}?email=${encodeURIComponent(input.email)}&next=%2F`,
      `${FORGOT}?redirect=%2F`,
    ];
    for (const url of urls) {
      const res = await api(server, 'POST', url, { body: { email: input.email } });
      expect(res.status, url).toBe(400);
      expect(errorCode(res.body), url).toBe('VALIDATION_FAILED');
    }
    expect(await mailsTo(server, input.email)).toHaveLength(0);
  });

  it('says to send the email once when the query repeats it', async () => {
    const { input } = await seedOwner(server);
    const email = encodeURIComponent(input.email);
    for (const url of [`${FORGOT}?email=${email}&email=${email}`, `${FORGOT}?email=a&email=b`]) {
      const res = await api(server, 'POST', url);
      expect(res.status, url).toBe(400);
      expect(errorMessage(res.body), url).toBe(t('errors.query.repeated', { name: 'email' }));
    }
    expect(await mailsTo(server, input.email)).toHaveLength(0);
  });

  it("counts the account's cooldown the same whichever way the address arrives", async () => {
    const { input } = await seedOwner(server);
    expect((await forgotWithQuery(input.email)).status).toBe(200);
    const again = await api(server, 'POST', FORGOT, { body: { email: input.email } });
    expect(again.status).toBe(429);
    const third = await forgotWithQuery(input.email.toUpperCase());
    expect(third.status).toBe(429);
    expect(await mailsTo(server, input.email)).toHaveLength(1);
  });
});
