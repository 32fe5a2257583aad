import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { DEAD_TILE_SERVER } from './environment.ts';

// Chromium's headless shell where installed: the build Playwright runs headless by default, the
// same engine without the full browser's GPU process, which took a fifth of each journey's time.
const chromium = () =>
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ??
  '/usr/bin/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// A fresh embedded database per run, so journeys never see an earlier run's users. Set once in the
// runner's environment so its workers (which inherit it) find the same folder.
process.env.E2E_DATA_DIR ??= path.join(tmpdir(), `vh-e2e-${process.pid}-${Date.now()}`);
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Every test makes its own people and centres, so any worker may take any test: the tests of a
  // long file (billing's four) are shared between the two workers instead of queueing on one.
  fullyParallel: true,
  // One a core: a third worker only slows the two browsers and the server they share.
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // Lists every spec file that took over 10 s, with its time.
  reportSlowTests: { max: 0, threshold: 10_000 },
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A failed journey keeps its trace: each action, the network and the console. Not the
    // screencast (encoding a frame of every paint took half the run's CPU) nor the DOM before and
    // after each action (a tenth of the journeys' time); the failure's own screenshot is kept below.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The production server and build, exactly as `npm start` runs them (the build is made by `npm test`).
    command: 'node apps/server/src/main.ts',
    cwd: '..',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every journey signs up from the one address 127.0.0.1; the sign-up limit (10 an hour per
      // address) would refuse the later journeys. No journey tests the limits themselves.
      RATE_LIMIT_SCALE: '10',
      // A tile server that refuses every connection: the map must degrade the same way whether or
      // not the machine running the journeys can reach the internet.
      MAP_TILE_URL: `${DEAD_TILE_SERVER}/{z}/{x}/{y}.png`,
    },
  },
});
