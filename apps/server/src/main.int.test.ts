import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { ownerInput } from './testing/factories.ts';

const main = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');
let child: ChildProcess | undefined;
let dir: string | undefined;
afterEach(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  if (dir) await rm(dir, { recursive: true, force: true });
  child = undefined;
  dir = undefined;
});

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  return port;
}

/** `npm start` as an operator runs it: a real process, its own data directory. */
async function startMain(env: Record<string, string> = {}) {
  dir = await mkdtemp(path.join(tmpdir(), 'vh-main-'));
  const port = await freePort();
  child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(dir, 'data'),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logLines: string[] = [];
  let partial = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    logLines.push(...lines);
  });
  return { port, dir, logLines };
}

/** Waits until the server has logged `count` arrivals of requests for `url` (LOG_LEVEL debug). */
async function requestsReceived(logLines: string[], url: string, count: number): Promise<void> {
  const seen = () =>
    logLines.filter((line) => line.includes('"request received"') && line.includes(`"${url}"`))
      .length;
  for (let i = 0; i < 300 && seen() < count; i++) await new Promise((r) => setTimeout(r, 10));
  if (seen() < count) throw new Error(`the server saw ${seen()} of ${count} requests to ${url}`);
}

async function waitUntilUp(url: string, agent?: https.Agent): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const ok = await new Promise<boolean>((resolve) => {
      const get = url.startsWith('https') ? https.get : http.get;
      get(url, agent ? { agent } : {}, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      }).on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server at ${url} never came up`);
}

const onPglite = describe.runIf(process.env.TEST_DB !== 'postgres');

onPglite('the server process', () => {
  it('on SIGTERM finishes sign-ins in flight and exits within 10 s despite a keep-alive client', async () => {
    // Request logs tell the test when the sign-ins have reached the server.
    const { port, logLines } = await startMain({ LOG_LEVEL: 'debug' });
    const base = `http://127.0.0.1:${port}`;
    await waitUntilUp(`${base}/api/health`);
    const input = ownerInput();
    const created = await fetch(`${base}/api/users/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
    expect(created.status).toBe(201);

    // A browser tab holding an idle keep-alive connection open.
    const agent = new http.Agent({ keepAlive: true });
    await new Promise<void>((resolve, reject) => {
      http
        .get(`${base}/api/health`, { agent }, (res) => {
          res.resume();
          res.on('end', resolve);
        })
        .on('error', reject);
    });

    const signIns = Array.from({ length: 5 }, () =>
      fetch(`${base}/api/users/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username: input.username,
          password: input.password,
          type: 'username',
        }),
      }).then((res) => res.status),
    );
    // In flight means received: on a loaded machine a fixed pause may end before the requests
    // are even accepted, and a connection still in the backlog is reset when listening stops.
    await requestsReceived(logLines, '/api/users/auth/login/', 5);
    const started = Date.now();
    child?.kill('SIGTERM');
    const [code] = (await once(child as ChildProcess, 'exit')) as [number | null];
    const took = Date.now() - started;
    expect(await Promise.all(signIns)).toEqual([200, 200, 200, 200, 200]);
    expect(code).toBe(0);
    expect(took).toBeLessThan(10_000);
    agent.destroy();
  }, 60_000);

  it('serves HTTPS with TLS_CERT_FILE and TLS_KEY_FILE', async () => {
    const certDir = await mkdtemp(path.join(tmpdir(), 'vh-tls-'));
    try {
      const cert = path.join(certDir, 'cert.pem');
      const key = path.join(certDir, 'key.pem');
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-keyout',
          key,
          '-out',
          cert,
          '-days',
          '1',
          '-subj',
          '/CN=localhost',
        ],
        { stdio: 'ignore' },
      );
      const { port } = await startMain({ TLS_CERT_FILE: cert, TLS_KEY_FILE: key });
      const agent = new https.Agent({ rejectUnauthorized: false });
      await waitUntilUp(`https://127.0.0.1:${port}/api/health`, agent);
      const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
        https
          .get(`https://127.0.0.1:${port}/`, { agent }, (res) => {
            res.resume();
            resolve(res.headers);
          })
          .on('error', reject);
      });
      // Served over HTTPS, the page may upgrade its requests and pin HTTPS.
      expect(headers['strict-transport-security']).toMatch(/max-age/);
      expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
      agent.destroy();
      child?.kill('SIGTERM');
      await once(child as ChildProcess, 'exit');
    } finally {
      await rm(certDir, { recursive: true, force: true });
    }
  }, 60_000);
});
