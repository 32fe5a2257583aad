import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const from = (s: TestServer, remoteAddress: string, url: string, headers = {}) =>
  s.app.inject({ url, remoteAddress, headers });

// The mailbox holds every reset link: reading it from the network would take over any account.
describe('the embedded mailbox is a development-only route', () => {
  it.each(['/dev/mail', '/dev/mail/api/messages'])(
    'answers %s on this machine and refuses another one, whatever its headers say',
    async (url) => {
      server = await startTestServer();
      expect((await from(server, '127.0.0.1', url)).statusCode).toBe(200);
      expect((await from(server, '::1', url)).statusCode).toBe(200);
      const remote = await from(server, '192.0.2.44', url, {
        'x-forwarded-for': '127.0.0.1',
        host: 'localhost',
      });
      expect(remote.statusCode).toBe(403);
      expect(remote.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
      expect(remote.body).not.toContain('@');
    },
  );

  it('stays closed to the network behind a reverse proxy on this machine', async () => {
    server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
    for (const headers of [{ 'x-forwarded-for': '127.0.0.1' }, { forwarded: 'for=127.0.0.1' }]) {
      const proxied = await from(server, '127.0.0.1', '/dev/mail/api/messages', headers);
      expect(proxied.statusCode).toBe(403);
    }
  });

  it('opens to the network only when DEV_ROUTES_FROM_NETWORK=true', async () => {
    server = await startTestServer({ env: { DEV_ROUTES_FROM_NETWORK: 'true' } });
    expect((await from(server, '192.0.2.44', '/dev/mail/api/messages')).statusCode).toBe(200);
  });

  it('is off when SMTP is configured', async () => {
    server = await startTestServer({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    expect((await from(server, '127.0.0.1', '/dev/mail/api/messages')).statusCode).toBe(404);
  });
});
