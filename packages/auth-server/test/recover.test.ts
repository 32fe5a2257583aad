import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MailMessage } from '../src/index.ts';
import { ISSUER, startAuthServer, uniqueEmail, type AuthHarness } from './harness.ts';

let h: AuthHarness;
const mails: MailMessage[] = [];
// sendMail waits on this, so a test can hold delivery back.
let hold: Promise<void> = Promise.resolve();

beforeAll(async () => {
  h = await startAuthServer({
    plugin: {
      sendMail: async (message) => {
        await hold;
        mails.push(message);
      },
    },
  });
});
afterAll(async () => {
  await h.close();
});

const mailsTo = (email: string) => mails.filter((mail) => mail.to === email);

describe('POST /recover through supabase-js', () => {
  it('answers {} for known and unknown emails alike and mails only the known one', async () => {
    const known = uniqueEmail();
    await h.seedUser(known);
    const unknown = uniqueEmail();
    const forUnknown = await h.newClient().auth.resetPasswordForEmail(unknown);
    const forKnown = await h.newClient().auth.resetPasswordForEmail(known);
    expect(forUnknown).toEqual({ data: {}, error: null });
    expect(forKnown).toEqual(forUnknown);

    // Work runs in order after the answer: once the known mail is out, the unknown one is done.
    await vi.waitFor(() => expect(mailsTo(known)).toHaveLength(1));
    expect(mailsTo(unknown)).toHaveLength(0);
    const [mail] = mailsTo(known);
    expect(mail?.subject).toBe('Reset your password');
    expect(mail?.links).toHaveLength(1);
    const link = mail?.links[0] ?? '';
    expect(mail?.text).toContain(link);
    expect(mail?.html).toContain(link.replaceAll('&', '&amp;'));
  });

  it('answers before the mail is sent', async () => {
    const email = uniqueEmail();
    await h.seedUser(email);
    let release = () => {};
    hold = new Promise((resolve) => {
      release = resolve;
    });
    const { error } = await h.newClient().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(mailsTo(email)).toHaveLength(0);
    release();
    await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(1));
  });

  it('sends a working recovery link, to redirect_to when allowed', async () => {
    const email = uniqueEmail();
    const id = await h.seedUser(email);
    await h
      .newClient()
      .auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:3000/reset' });
    await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(1));
    const link = new URL(mailsTo(email)[0]?.links[0] ?? '');
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe('http://localhost:3000/reset');

    // The link names the configured issuer; the test server listens on another port.
    const response = await fetch(link.href.replace(ISSUER, h.authUrl), { redirect: 'manual' });
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.pathname).toBe('/reset');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    const { data } = await h.newClient().auth.getUser(fragment.get('access_token') ?? '');
    expect(data.user?.id).toBe(id);
    expect(data.user?.recovery_sent_at).toBeDefined();
  });

  it('ignores a second request within 60 s without saying so', async () => {
    const email = uniqueEmail();
    await h.seedUser(email);
    await h.newClient().auth.resetPasswordForEmail(email);
    h.clock.advanceSeconds(30);
    const again = await h.newClient().auth.resetPasswordForEmail(email);
    expect(again).toEqual({ data: {}, error: null });
    const marker = uniqueEmail();
    await h.seedUser(marker);
    await h.newClient().auth.resetPasswordForEmail(marker);
    await vi.waitFor(() => expect(mailsTo(marker)).toHaveLength(1));
    expect(mailsTo(email)).toHaveLength(1);

    h.clock.advanceSeconds(30);
    await h.newClient().auth.resetPasswordForEmail(email);
    await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(2));
  });

  it('refuses a malformed email and the PKCE flow with 400 validation_failed', async () => {
    const malformed = await h.newClient().auth.resetPasswordForEmail('not an email');
    expect(malformed.error?.code).toBe('validation_failed');
    expect(malformed.error?.status).toBe(400);
    const response = await fetch(`${h.authUrl}/recover`, {
      method: 'POST',
      headers: { apikey: h.keys.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: uniqueEmail(),
        code_challenge: 'x',
        code_challenge_method: 's256',
      }),
    });
    expect(response.status).toBe(400);
  });
});
