import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, rateLimits, ZContactResponse, t } from '@vh/contracts';
import { contactRequests } from '../../db/schema/index.ts';
import { api, errorCode, errorMessage, mailsTo } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

const SUPPORT = 'support@verifiedhours.localhost';

const request = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  company: 'Analytical Engines Ltd',
  email: 'ada@example.com',
  subject: 'Question about GPS',
  message: 'Does clock-in work indoors?',
  request_type: 'no-auth',
  ...overrides,
});

function storedRequests(server: TestServer) {
  return server.database.db.select().from(contactRequests).orderBy(contactRequests.createdAt);
}

describe('POST /api/contact/', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('stores the request, mails it to support and answers 201 with its reference', async () => {
    const res = await api(server, 'POST', '/api/contact/', { body: request() });
    expect(res.status).toBe(201);
    const { data } = ZContactResponse.parse(res.body);

    const [mail] = await mailsTo(server, SUPPORT);
    expect(mail?.subject).toBe('Contact request: Question about GPS');
    expect(mail?.text).toContain('Name: Ada Lovelace');
    expect(mail?.text).toContain('Email: ada@example.com');
    expect(mail?.text).toContain(`Reference: ${data.id}`);
    expect(mail?.text).toContain('Does clock-in work indoors?');

    const rows = await storedRequests(server);
    const row = rows.find((r) => r.id === data.id);
    expect(row?.mailedAt).not.toBeNull();
  });

  it('trims every field and accepts a request without a company or request_type', async () => {
    const res = await api(server, 'POST', '/api/contact/', {
      body: { name: '  Bo  ', email: ' bo@example.com ', subject: ' Hi ', message: ' Hello ' },
    });
    expect(res.status).toBe(201);
    const rows = await storedRequests(server);
    expect(rows.at(-1)).toMatchObject({ name: 'Bo', message: 'Hello' });
  });

  it('keeps HTML and script as text: escaped in the mail, stored as typed', async () => {
    const script = '<script>alert("x")</script>';
    const res = await api(server, 'POST', '/api/contact/', {
      body: request({ name: `Eve ${script}`, subject: 'XSS', message: `<b>bold</b> ${script}` }),
    });
    expect(res.status).toBe(201);
    const all = await api(server, 'GET', '/dev/mail/api/messages');
    const messages = (all.body as { messages: { subject: string; html: string }[] }).messages;
    const mail = messages.find((m) => m.subject === 'Contact request: XSS');
    expect(mail?.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).not.toContain('<b>bold</b>');
    const rows = await storedRequests(server);
    expect(rows.at(-1)?.message).toBe(`<b>bold</b> ${script}`);
  });

  it.each([
    ['a one-letter name', { name: ' A ' }, t('spec.validation.nameRequired')],
    ['a missing name', { name: undefined }, t('spec.validation.nameRequired')],
    [
      'an email without an at sign',
      { email: 'ada.example.com' },
      t('spec.validation.validEmailRequired'),
    ],
    [
      'an email with a space',
      { email: 'ada @example.com' },
      t('spec.validation.validEmailRequired'),
    ],
    ['a blank subject', { subject: '   ' }, t('spec.validation.subjectRequired')],
    ['a blank message', { message: '' }, t('spec.validation.messageRequired')],
    [
      'a 10 kB name',
      { name: 'N'.repeat(10_000) },
      `Name must be at most ${CONTACT_LIMITS.nameMax} characters`,
    ],
    [
      'a 100 kB message',
      { message: 'M'.repeat(100_000) },
      `Message must be at most ${CONTACT_LIMITS.messageMax} characters`,
    ],
  ])('answers 400 naming the problem for %s', async (_case, overrides, message) => {
    const before = (await storedRequests(server)).length;
    const res = await api(server, 'POST', '/api/contact/', { body: request(overrides) });
    expect(res.status).toBe(400);
    expect(errorCode(res.body)).toBe('VALIDATION_FAILED');
    expect(errorMessage(res.body)).toContain(message);
    expect((await storedRequests(server)).length).toBe(before);
  });

  it('answers 400 for unknown fields, a wrong request_type, an array body and malformed JSON', async () => {
    for (const body of [request({ admin: true }), request({ request_type: 'auth' }), [request()]]) {
      const res = await api(server, 'POST', '/api/contact/', { body });
      expect(res.status).toBe(400);
    }
    const malformed = await api(server, 'POST', '/api/contact/', { rawBody: '{"name":' });
    expect(malformed.status).toBe(400);
  });
});

describe('POST /api/contact/ limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    // At the production allowance: the limit itself is what is tested.
    server = await startTestServer({ env: { RATE_LIMIT_SCALE: '1' } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers 429 once one address has sent its share, and stores nothing more', async () => {
    for (let i = 0; i < rateLimits.contact.max; i += 1) {
      const res = await api(server, 'POST', '/api/contact/', { body: request() });
      expect(res.status).toBe(201);
    }
    const refused = await api(server, 'POST', '/api/contact/', { body: request() });
    expect(refused.status).toBe(429);
    expect(errorCode(refused.body)).toBe('RATE_LIMITED');
    expect((await storedRequests(server)).length).toBe(rateLimits.contact.max);
  });
});

describe('POST /api/contact/ when mail cannot be sent', () => {
  let server: TestServer;
  let deadSmtp: Server;
  beforeAll(async () => {
    // A port that accepts connections and closes them at once: an SMTP server that is down.
    deadSmtp = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => deadSmtp.listen(0, '127.0.0.1', resolve));
    const address = deadSmtp.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    server = await startTestServer({
      env: { SMTP_URL: `smtp://127.0.0.1:${address.port}` },
    });
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => deadSmtp.close(resolve));
  });

  it('answers 503 MAIL_UNAVAILABLE and keeps the request stored, marked as not mailed', async () => {
    const res = await api(server, 'POST', '/api/contact/', { body: request() });
    expect(res.status).toBe(503);
    expect(errorCode(res.body)).toBe('MAIL_UNAVAILABLE');
    expect(errorMessage(res.body)).toMatch(/try again/);
    const rows = await storedRequests(server);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.mailedAt).toBeNull();
  });
});
