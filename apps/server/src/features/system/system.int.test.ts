import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'vh-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>VerifiedHours</title>');
  await writeFile(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // The build writes a brotli copy beside each asset (see the web app's vite config).
  await writeFile(
    path.join(webDist, 'assets', 'app-abc123.js.br'),
    brotliCompressSync(Buffer.from('console.log(1)')),
  );
  server = await startTestServer({ webDist });
});
afterAll(async () => {
  await server.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('system routes', () => {
  it('GET /api/health checks the database and answers ok', async () => {
    expect(await api(server, 'GET', '/api/health')).toEqual({
      status: 200,
      body: { status: 'ok' },
    });
  });

  it('GET /api/config tells the browser the auth service is on its own origin, whatever the Host', async () => {
    const res = await server.app.inject({ url: '/api/config', headers: { host: 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ auth: { url: null } });
    expect(res.body).not.toContain('evil.example');
    expect(res.json<{ auth: { anonKey: string } }>().auth.anonKey).toMatch(/^ey/);
    // The map's tiles and credit, and no address search until a geocoder is configured.
    expect(res.json()).toMatchObject({
      map: { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' },
      geocoder: { url: null },
      // Without CHARGEBEE_SITE the checkout opens through the sandbox's Chargebee.js stand-in.
      checkout: { site: 'billing-sandbox', script: '/billing-sandbox/v2/chargebee.js' },
    });
  });

  it('publishes an OpenAPI document generated from the contracts', async () => {
    const res = await api(server, 'GET', '/api/docs/json');
    expect(res.status).toBe(200);
    const doc = res.body as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/users/',
        '/api/users/auth/check/',
        '/api/users/auth/login/',
        '/api/users/uid/{uid}',
        '/api/health',
      ]),
    );
  });

  it('serves the SPA for deep links and JSON 404s for unknown API paths', async () => {
    const deep = await fetch(`${server.baseUrl}/dashboard`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<title>VerifiedHours</title>');
    expect(deep.headers.get('cache-control')).toBe('no-cache');
    const asset = await fetch(`${server.baseUrl}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const missing = await api(server, 'GET', '/api/nope');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('answers a page loaded in an iframe (a hosted checkout returning) with a frame exit, not the app', async () => {
    const framed = await fetch(`${server.baseUrl}/success?sub_id=vh_1&state=succeeded`, {
      headers: { 'sec-fetch-dest': 'iframe' },
    });
    expect(framed.status).toBe(200);
    const html = await framed.text();
    expect(html).not.toContain('<title>VerifiedHours</title>');
    expect(html).toContain('<script src="/frame-exit.js"></script>');
    expect(html).toContain('href="/success?sub_id=vh_1&amp;state=succeeded" target="_top"');
    const script = await fetch(`${server.baseUrl}/frame-exit.js`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain('window.top.location.replace');
    const hostile = await fetch(`${server.baseUrl}/x?"><script>alert(1)</script>`, {
      headers: { 'sec-fetch-dest': 'iframe' },
    });
    expect(await hostile.text()).not.toContain('<script>alert(1)');
    // The API never turns into a page, framed or not.
    const api = await fetch(`${server.baseUrl}/api/nope`, {
      headers: { 'sec-fetch-dest': 'iframe' },
    });
    expect(api.status).toBe(404);
  });

  it('sends the precompressed copy of an asset to a browser that accepts brotli', async () => {
    const compressed = await fetch(`${server.baseUrl}/assets/app-abc123.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(await compressed.text()).toBe('console.log(1)');
    const plain = await fetch(`${server.baseUrl}/assets/app-abc123.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1)');
  });

  it('sets security headers', async () => {
    const res = await fetch(`${server.baseUrl}/api/health`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('permissions-policy')).toContain('geolocation=(self)');
  });

  it.each([
    ['an unknown API path', 'GET', '/api/nope', undefined, 404],
    ['a malformed URL', 'GET', '/api/users/uid/%E0%A4%A', undefined, 400],
    ['a body that is not JSON', 'POST', '/api/users/', '{"username":', 400],
    ['a body of the wrong type', 'POST', '/api/users/', '[]', 400],
  ])(
    'answers %s in our error shape with the security headers',
    async (_what, method, url, body, status) => {
      const res = await fetch(`${server.baseUrl}${url}`, {
        method,
        ...(body !== undefined ? { body, headers: { 'content-type': 'application/json' } } : {}),
      });
      expect(res.status).toBe(status);
      const answer = (await res.json()) as { error?: { code?: unknown; message?: unknown } };
      expect(typeof answer.error?.code).toBe('string');
      expect(typeof answer.error?.message).toBe('string');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    },
  );
});
