import fc from 'fast-check';
import { textLimits } from '@vh/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startAuthServer, uniqueEmail, type AuthHarness } from './harness.ts';

// Every input the service reads passes the shared text rules: NUL and lone surrogates (which
// PostgreSQL or UTF-8 cannot hold), over-long values and over-deep or over-large JSON are a
// 400 validation_failed, never a 5xx (which auth-js would retry) and never a hang.

let h: AuthHarness;
let userToken = '';
let userId = '';
let email = '';
beforeAll(async () => {
  h = await startAuthServer();
  email = uniqueEmail();
  userId = await h.seedUser(email);
  const { data } = await h.newClient().auth.signInWithPassword({ email, password: PASSWORD });
  userToken = data.session?.access_token ?? '';
});
afterAll(async () => {
  await h.close();
});

type Caller = 'anon' | 'user' | 'admin';
interface Call {
  method: string;
  path: string;
  caller: Caller;
  body?: Record<string, unknown>;
  /** A body as text, for shapes JSON.stringify cannot produce (10,000 levels deep). */
  raw?: string;
}

async function send(call: Call): Promise<{ status: number; body: unknown }> {
  const bearer = { anon: h.keys.anonKey, user: userToken, admin: h.keys.serviceKey }[call.caller];
  const apikey = call.caller === 'admin' ? h.keys.serviceKey : h.keys.anonKey;
  const response = await fetch(`${h.authUrl}${call.path}`, {
    method: call.method,
    redirect: 'manual',
    headers: {
      apikey,
      authorization: `Bearer ${bearer}`,
      'X-Supabase-Api-Version': '2024-01-01',
      ...(call.body || call.raw ? { 'content-type': 'application/json' } : {}),
    },
    body: call.raw ?? (call.body ? JSON.stringify(call.body) : undefined),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

async function expectRefused(call: Call) {
  const { status, body } = await send(call);
  expect(status, `${call.method} ${call.path} ${JSON.stringify(call.body)}`).toBe(400);
  expect(body).toMatchObject({ code: 'validation_failed' });
}

// A call for every route, with `value` in one of the fields it reads.
const callsWith = (value: string): Call[] => [
  {
    method: 'POST',
    path: '/token?grant_type=password',
    caller: 'anon',
    body: { email: value, password: PASSWORD },
  },
  {
    method: 'POST',
    path: '/token?grant_type=password',
    caller: 'anon',
    body: { email, password: value },
  },
  {
    method: 'POST',
    path: '/token?grant_type=refresh_token',
    caller: 'anon',
    body: { refresh_token: value },
  },
  { method: 'POST', path: '/recover', caller: 'anon', body: { email: value } },
  {
    method: 'POST',
    path: `/recover?redirect_to=${q(value)}`,
    caller: 'anon',
    body: { email },
  },
  { method: 'POST', path: '/verify', caller: 'anon', body: { type: 'email', token_hash: value } },
  {
    method: 'POST',
    path: '/verify',
    caller: 'anon',
    body: { type: 'email', email: value, token: '123456' },
  },
  { method: 'POST', path: '/verify', caller: 'anon', body: { type: 'email', email, token: value } },
  { method: 'GET', path: `/verify?type=email&token=${q(value)}`, caller: 'anon' },
  { method: 'PUT', path: '/user', caller: 'user', body: { email: value } },
  {
    method: 'PUT',
    path: '/user',
    caller: 'user',
    body: { password: value, current_password: PASSWORD },
  },
  { method: 'PUT', path: '/user', caller: 'user', body: { data: { note: value } } },
  { method: 'PUT', path: '/user', caller: 'user', body: { phone: value } },
  {
    method: 'PUT',
    path: `/user?redirect_to=${q(value)}`,
    caller: 'user',
    body: { data: {} },
  },
  { method: 'POST', path: `/logout?scope=${q(value)}`, caller: 'user' },
  { method: 'POST', path: '/admin/users', caller: 'admin', body: { email: value } },
  {
    method: 'POST',
    path: '/admin/users',
    caller: 'admin',
    body: { email: uniqueEmail(), password: value },
  },
  {
    method: 'POST',
    path: '/admin/users',
    caller: 'admin',
    body: { email: uniqueEmail(), user_metadata: { [value]: 1 } },
  },
  { method: 'PUT', path: `/admin/users/${userId}`, caller: 'admin', body: { ban_duration: value } },
  {
    method: 'PUT',
    path: `/admin/users/${userId}`,
    caller: 'admin',
    body: { app_metadata: { v: [value] } },
  },
  { method: 'GET', path: `/admin/users/${q(value)}`, caller: 'admin' },
  {
    method: 'POST',
    path: '/admin/generate_link',
    caller: 'admin',
    body: { type: 'recovery', email: value },
  },
  {
    method: 'POST',
    path: '/admin/generate_link',
    caller: 'admin',
    body: { type: 'email_change_new', email, new_email: value },
  },
  {
    method: 'POST',
    path: '/admin/generate_link',
    caller: 'admin',
    body: { type: 'recovery', email, redirect_to: value },
  },
  {
    method: 'POST',
    path: '/admin/generate_link',
    caller: 'admin',
    body: { type: 'signup', email: 'new-hostile@example.com', password: value },
  },
  // The switched-off routes: /signup refuses before reading its fields (as GoTrue), so only the
  // parser's checks of the whole body apply to it; the others read theirs.
  { method: 'POST', path: '/signup', caller: 'anon', body: { password: value } },
  { method: 'POST', path: '/otp', caller: 'anon', body: { email: value } },
  { method: 'POST', path: '/otp', caller: 'anon', body: { phone: value } },
  { method: 'POST', path: '/factors', caller: 'user', body: { factor_type: value } },
];

/** Percent-encodes any string, a lone surrogate as its three WTF-8 bytes (what a raw client could send). */
function q(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

const nested = (depth: number): Record<string, unknown> => {
  let node: Record<string, unknown> = { leaf: true };
  for (let i = 0; i < depth; i++) node = { a: node };
  return node;
};
const deepJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('hostile input', () => {
  it('refuses NUL and lone surrogates in every field with 400 validation_failed', async () => {
    for (const value of ['a\u0000b@example.com', 'x\ud800y', 'trailing\udc00']) {
      for (const call of callsWith(value)) {
        // GET /admin/users/{id} with a broken id is simply not found.
        if (call.path.startsWith('/admin/users/') && call.method === 'GET') continue;
        // A lone surrogate cannot be written in a URL as UTF-8; what its bytes decode to is
        // harmless (the replacement character), so only NUL is checked in the query.
        if (value.includes('\u0000') || !call.path.includes(q(value))) await expectRefused(call);
        else expect((await send(call)).status).toBeLessThan(500);
      }
    }
  });

  it('refuses metadata nested too deep, even 10,000 levels, quickly', async () => {
    const started = Date.now();
    await expectRefused({
      method: 'PUT',
      path: '/user',
      caller: 'user',
      body: { data: nested(textLimits.jsonMaxDepth + 1) },
    });
    await expectRefused({
      method: 'PUT',
      path: '/user',
      caller: 'user',
      raw: `{"data":${deepJson(10_000)}}`,
    });
    await expectRefused({
      method: 'POST',
      path: '/admin/users',
      caller: 'admin',
      raw: `{"email":"${uniqueEmail()}","user_metadata":${deepJson(10_000)}}`,
    });
    // Deep JSON where nothing reads it is refused by the parser too.
    await expectRefused({
      method: 'POST',
      path: '/token?grant_type=password',
      caller: 'anon',
      raw: `{"email":"${email}","password":"${PASSWORD}","gotrue_meta_security":${deepJson(10_000)}}`,
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    // Within the caps it is kept.
    const ok = await send({
      method: 'PUT',
      path: '/user',
      caller: 'user',
      body: { data: nested(textLimits.jsonMaxDepth - 2) },
    });
    expect(ok.status).toBe(200);
  });

  it('refuses metadata wider or larger than the caps', async () => {
    const wide = Object.fromEntries(
      Array.from({ length: textLimits.jsonMaxKeys + 1 }, (_, i) => [`k${i}`, i]),
    );
    await expectRefused({ method: 'PUT', path: '/user', caller: 'user', body: { data: wide } });
    const large = { blob: 'x'.repeat(textLimits.jsonMaxBytes) };
    await expectRefused({
      method: 'PUT',
      path: `/admin/users/${userId}`,
      caller: 'admin',
      body: { user_metadata: large },
    });
  });

  it('refuses a huge password before hashing it, and any over-long email', async () => {
    const started = Date.now();
    const huge = 'p'.repeat(60_000);
    await expectRefused({
      method: 'POST',
      path: '/token?grant_type=password',
      caller: 'anon',
      body: { email, password: huge },
    });
    await expectRefused({
      method: 'POST',
      path: '/admin/users',
      caller: 'admin',
      body: { email: uniqueEmail(), password: huge },
    });
    await expectRefused({
      method: 'PUT',
      path: '/user',
      caller: 'user',
      body: { password: huge, current_password: PASSWORD },
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    // Past the 64 KiB body limit the body is not even read.
    const over = await send({
      method: 'POST',
      path: '/token?grant_type=password',
      caller: 'anon',
      body: { email, password: 'p'.repeat(200_000) },
    });
    expect(over.status).toBe(413);

    const long = `${'a'.repeat(250)}@example.com`;
    const emailFields = ['email', 'new_email'];
    const inEmailField = (call: Call) => emailFields.some((key) => call.body?.[key] === long);
    for (const call of callsWith(long).filter(inEmailField)) {
      const { status } = await send(call);
      expect(status, `${call.method} ${call.path}`).toBe(400);
    }
  });

  it('never answers 5xx, whatever string lands in whichever field', async () => {
    const hostile = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom(
        '\u0000',
        '\ud800',
        '\udfff',
        '\u202e',
        '%00',
        '../',
        '{"a":1}',
        ' '.repeat(3),
      ),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 2000 }),
    );
    const routes = callsWith('').length;
    await fc.assert(
      fc.asyncProperty(hostile, fc.nat(routes - 1), async (value, index) => {
        const call = callsWith(value)[index];
        if (!call) return;
        const { status } = await send(call);
        expect(status, `${call.method} ${call.path} ${JSON.stringify(call.body)}`).toBeLessThan(
          500,
        );
      }),
      { numRuns: 150 },
    );
  });
});
