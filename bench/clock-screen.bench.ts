// Measures how soon a staff member's clock screen can be used: the time from the start of the
// navigation until the "Clock in" button is shown and enabled, in headless Chromium at 4× CPU
// slowdown (a mid-range phone), median of five. Two cases: the first load (an empty cache, no
// service worker) and a reload with the network cut, served by the service worker and the clock's
// offline state. Run with `npm run bench:clock-screen` after `npm run build`.
import { chromium, request as playwrightRequest, type Page } from '@playwright/test';
import {
  approveOverHttp,
  centreOverHttp,
  insideTheFence,
  joinOverHttp,
  newOwnerOverHttp,
  newStaff,
  openSignedIn,
} from '../e2e/fixtures.ts';
import { startBenchServer } from './bench-server.ts';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const CPU_SLOWDOWN = 4;

// Runs in the page before its scripts (a string: this file is typed for Node, not the DOM): notes
// performance.now() the first time an enabled "Clock in" button is in the document.
const WATCH_BUTTON = `(() => {
  const ready = () => [...document.querySelectorAll('button')].some(
    (b) => b.textContent.trim() === 'Clock in' && !b.disabled);
  const observer = new MutationObserver(() => {
    if (window.__clockReady === undefined && ready()) {
      window.__clockReady = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
})()`;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timeToButton(page: Page): Promise<number> {
  // A function, not a string: the page's Content-Security-Policy forbids evaluating strings.
  const ready = await page.waitForFunction(
    () => (globalThis as { __clockReady?: number }).__clockReady,
    undefined,
    { timeout: 60_000 },
  );
  return Number(await ready.jsonValue());
}

async function slowDown(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

// The product's server on PGlite, serving the production build (`npm run build`).
const server = await startBenchServer('clock-screen', undefined);
const { base } = server;
let browser: Awaited<ReturnType<typeof chromium.launch>> | null = null;
try {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const api = await playwrightRequest.newContext({ baseURL: base });
  const owner = await newOwnerOverHttp(api);
  const { code, headers } = await centreOverHttp(api, owner);
  const staff = newStaff('bench');
  await approveOverHttp(api, headers, await joinOverHttp(api, code, staff));

  const first: number[] = [];
  const offline: number[] = [];
  for (let i = 0; i < runs + 1; i += 1) {
    // A fresh context each time: an empty cache and no service worker, as on a new phone.
    const context = await browser.newContext({
      baseURL: base,
      viewport: { width: 375, height: 800 },
      geolocation: insideTheFence,
      permissions: ['geolocation'],
    });
    await context.addInitScript(WATCH_BUTTON);
    const page = await context.newPage();
    await slowDown(page);
    await openSignedIn(page, api, staff);
    const cold = await timeToButton(page);
    // The worker registers after sign-in; the offline reload needs it in control.
    await page.evaluate('navigator.serviceWorker.ready');
    await page.reload();
    await timeToButton(page);
    // The network is cut: every request fails unless the worker answers it from its cache.
    await context.route('**/*', (route) => route.abort('internetdisconnected'));
    await page.reload();
    const cut = await timeToButton(page);
    // The first run warms the server's file cache; it is not counted.
    if (i > 0) {
      first.push(cold);
      offline.push(cut);
    }
    await context.close();
  }
  const line = (label: string, values: number[]) =>
    console.log(
      `  ${label.padEnd(34)} median ${median(values).toFixed(0)} ms (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)})`,
    );
  console.log(
    `\nClock screen, time to an enabled "Clock in" button, headless Chromium 375×800 at ${CPU_SLOWDOWN}× CPU slowdown, ${runs} runs (after one warm-up):`,
  );
  line('first load (empty cache)', first);
  line('reload offline (service worker)', offline);
  await api.dispose();
} finally {
  await browser?.close();
  await server.close();
}
