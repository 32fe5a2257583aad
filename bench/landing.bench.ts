// Measures what a first visit to the landing page costs: the JS and CSS the production build makes
// the browser load before the page can show (raw and gzip), and the Largest Contentful Paint in
// headless Chromium against the production server. Run with `npm run bench:landing` after
// `npm run build`. The JS budget is 150,000 bytes of gzip, everything the landing page loads
// counted (its words and the i18n runtime too). A kB here is 1,000 bytes.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const port = Number(process.env.BENCH_PORT ?? 3201);
const base = `http://127.0.0.1:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 7);
const JS_TARGET_GZIP = 150_000;
// Runs in the page (a string: this file is typed for Node, not the DOM).
const LCP_SCRIPT = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    resolve(entries[entries.length - 1].startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})`;

type Asset = { file: string; raw: number; gzip: number };

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

async function asset(file: string): Promise<Asset> {
  const bytes = await readFile(path.join(dist, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** The entry script, its modulepreloads and stylesheets: what index.html makes the browser fetch. */
async function initialAssets(): Promise<{ js: Asset[]; css: Asset[] }> {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const refs = (pattern: RegExp) =>
    [...html.matchAll(pattern)].map((m) => m[1]!.replace(/^\//, ''));
  const js = [
    ...refs(/<script[^>]+src="([^"]+\.js)"/g),
    ...refs(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ];
  const css = refs(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g);
  return { js: await Promise.all(js.map(asset)), css: await Promise.all(css.map(asset)) };
}

const sum = (list: Asset[], key: 'raw' | 'gzip') => list.reduce((n, a) => n + a[key], 0);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error('server did not become healthy in time');
}

const { js, css } = await initialAssets();
console.log('Landing page, initial assets from index.html (gzip -9):');
for (const a of [...js, ...css])
  console.log(
    `  ${a.file.padEnd(44)} ${kB(a.raw).padStart(10)} raw ${kB(a.gzip).padStart(9)} gzip`,
  );
console.log(
  `  JS  total ${kB(sum(js, 'raw'))} raw, ${kB(sum(js, 'gzip'))} gzip (target ≤ ${kB(JS_TARGET_GZIP)} gzip)`,
);
console.log(`  CSS total ${kB(sum(css, 'raw'))} raw, ${kB(sum(css, 'gzip'))} gzip`);

const dataDir = await mkdtemp(path.join(tmpdir(), 'vh-bench-landing-'));
const server = spawn(process.execPath, ['apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});
let browser: Awaited<ReturnType<typeof chromium.launch>> | null = null;
try {
  // Launched inside try, so a browser that fails to start still stops the server below.
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  await waitForHealth(Date.now() + 60_000);
  const lcps: number[] = [];
  const loadedJs: number[] = [];
  const sentJs: number[] = [];
  let loadedFiles: string[] = [];
  for (let i = 0; i < runs + 1; i += 1) {
    // A fresh context each time: an empty cache, as on a first visit.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const scripts: { url: string; bytes: number; sent: number }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      // content-length is what crossed the wire (brotli when the browser accepts it).
      const sent = Number(response.headers()['content-length'] ?? 0);
      void response.body().then(
        (body) => scripts.push({ url: response.url(), bytes: body.length, sent }),
        () => undefined,
      );
    });
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    const lcp = await page.evaluate<number>(LCP_SCRIPT);
    // The first run warms the server's file cache; it is not counted.
    if (i > 0) {
      lcps.push(lcp);
      loadedJs.push(scripts.reduce((n, s) => n + s.bytes, 0));
      sentJs.push(scripts.reduce((n, s) => n + s.sent, 0));
      loadedFiles = scripts.map((s) => new URL(s.url).pathname);
    }
    await context.close();
  }
  console.log(`\nHeadless Chromium, 1280×800, empty cache, ${runs} runs (after one warm-up):`);
  console.log(
    `  LCP median ${median(lcps).toFixed(0)} ms (min ${Math.min(...lcps).toFixed(0)}, max ${Math.max(...lcps).toFixed(0)})`,
  );
  console.log(
    `  JS fetched by the landing page until network idle (including chunks loaded after the first paint): ${kB(median(loadedJs))} raw, ${kB(median(sentJs))} sent compressed, ${loadedFiles.length} files`,
  );
  // The budget counts everything the landing page loads, after the first paint too, as gzip -9 of
  // the built files (what the initial figure above uses), so the two can be compared.
  const loaded = await Promise.all(
    loadedFiles.sort().map((file) => asset(file.replace(/^\//, ''))),
  );
  for (const a of loaded) {
    const initial = js.some((i) => i.file === a.file)
      ? ''
      : '  (fetched by the code, not named in index.html)';
    console.log(`  ${a.file.padEnd(44)} ${kB(a.gzip).padStart(9)} gzip${initial}`);
  }
  const total = sum(loaded, 'gzip');
  console.log(
    `  JS total loaded by the landing page: ${total.toLocaleString('en-CA')} bytes = ${kB(total)} gzip (budget ≤ ${JS_TARGET_GZIP.toLocaleString('en-CA')} bytes): ${total <= JS_TARGET_GZIP ? 'within' : 'OVER'} budget`,
  );
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
