import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

// The installed app's files: the service worker and the web manifest the build writes beside
// index.html (apps/web/vite.config.ts), and what the server says when a build has no worker.

const INDEX = '<!doctype html><title>VerifiedHours</title>';
const WORKER = 'self.addEventListener("fetch", () => {});';
const MANIFEST = '{"name":"VerifiedHours","start_url":"/dashboard?panel=clock"}';

let installable: TestServer;
let withoutWorker: TestServer;
const dists: string[] = [];

async function dist(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vh-web-'));
  dists.push(dir);
  await Promise.all(
    Object.entries(files).map(([name, text]) => writeFile(path.join(dir, name), text)),
  );
  return dir;
}

beforeAll(async () => {
  [installable, withoutWorker] = await Promise.all([
    dist({ 'index.html': INDEX, 'sw.js': WORKER, 'manifest.webmanifest': MANIFEST }).then(
      (webDist) => startTestServer({ webDist }),
    ),
    dist({ 'index.html': INDEX }).then((webDist) => startTestServer({ webDist })),
  ]);
});
afterAll(async () => {
  await Promise.all([installable.close(), withoutWorker.close()]);
  await Promise.all(dists.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the installed app’s files', () => {
  it('serves the service worker from the site’s root, revalidated on every check', async () => {
    const res = await fetch(`${installable.baseUrl}/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(WORKER);
    // The policy lets the page register a worker and read a manifest from its own origin only.
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
  });

  it('serves the web manifest as a manifest, revalidated too', async () => {
    const res = await fetch(`${installable.baseUrl}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toMatchObject({ start_url: '/dashboard?panel=clock' });
  });

  it('answers 404 for a worker the build does not have, so browsers drop the one they hold', async () => {
    const res = await fetch(`${withoutWorker.baseUrl}/sw.js`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<title>VerifiedHours</title>');
  });

  it('still opens the app for any other unknown path', async () => {
    for (const server of [installable, withoutWorker]) {
      const res = await fetch(`${server.baseUrl}/dashboard?panel=clock`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(INDEX);
      const other = await fetch(`${server.baseUrl}/sw.js.old`);
      expect(await other.text()).toBe(INDEX);
    }
  });
});
