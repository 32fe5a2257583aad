import { afterAll, describe, expect, it } from 'vitest';
import { ZIpCountryResponse } from '@vh/contracts';
import { api } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

async function serverWith(env: Record<string, string>) {
  const server = await startTestServer({ env });
  servers.push(server);
  return server;
}

/** The country guessed for a request from this machine that claims to come through a proxy. */
async function guess(server: TestServer, forwardedFor?: string) {
  const res = await api(server, 'GET', '/api/ip-country/', {
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  expect(res.status).toBe(200);
  return ZIpCountryResponse.parse(res.body).country;
}

// 99.224.0.1 is a Canadian (Rogers) address in the shipped data; see ip-country.test.ts.
describe('GET /api/ip-country/', () => {
  it('ignores X-Forwarded-For without TRUST_PROXY: a loopback caller gets no guess', async () => {
    const server = await serverWith({});
    expect(await guess(server)).toBeNull();
    expect(await guess(server, '99.224.0.1')).toBeNull();
    expect(await guess(server, '99.224.0.1, 81.2.69.142')).toBeNull();
  });

  it('believes X-Forwarded-For from a trusted proxy (TRUST_PROXY=true)', async () => {
    const server = await serverWith({ TRUST_PROXY: 'true' });
    expect(await guess(server, '99.224.0.1')).toBe('Canada');
    expect(await guess(server, '2607:f2c0::1')).toBe('Canada');
    // A private or broken client address behind the proxy says nothing.
    expect(await guess(server, '10.0.0.1')).toBeNull();
    expect(await guess(server, 'garbage')).toBeNull();
    expect(await guess(server, '::ffff:192.168.1.1')).toBeNull();
  });

  it('takes the hop before the trusted proxy only (TRUST_PROXY=127.0.0.1)', async () => {
    const server = await serverWith({ TRUST_PROXY: '127.0.0.1' });
    expect(await guess(server, '99.224.0.1')).toBe('Canada');
    // The client claims to be British, but the only proxy we trust (this machine) saw 8.8.8.8,
    // which is not a trusted proxy, so 8.8.8.8 is the client.
    expect(await guess(server, '81.2.69.142, 8.8.8.8')).toBe('United States');
  });

  it('answers null with IP_COUNTRY=off, whatever the address', async () => {
    const server = await serverWith({ TRUST_PROXY: 'true', IP_COUNTRY: 'off' });
    expect(await guess(server, '99.224.0.1')).toBeNull();
  });

  it('is not kept by shared caches, and a query cannot choose the address', async () => {
    const server = servers[0] ?? (await serverWith({}));
    const res = await fetch(`${server.baseUrl}/api/ip-country/`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const odd = await api(server, 'GET', '/api/ip-country/?ip=99.224.0.1');
    expect(odd.status).toBe(200);
    expect(ZIpCountryResponse.parse(odd.body).country).toBeNull();
  });
});
