import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

// One runner for every unit and API suite. The server suite runs once against PGlite and, when
// TEST_DATABASE_URL names a PostgreSQL server, once more against it.
const serverOn = (db: 'pglite' | 'postgres') => ({
  test: {
    name: `server (${db})`,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: db },
    // Migrates one template database per run; each test server starts from a copy of it.
    globalSetup: ['src/testing/database-template.ts'],
    setupFiles: ['src/testing/quick-passwords.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A test file's server, database and clock are its own; sharing the imported modules between
    // files saves their import per file (a tenth of the suite's time).
    isolate: false,
  },
});

// The web tests share one jsdom and one import of React and Mantine per worker, which halves their
// time. A file that replaces a module with vi.mock needs a module graph of its own, so those run
// in a project that isolates each file; they are found by reading the files, not listed by hand.
const webRoot = 'apps/web';
const webTests = readdirSync(path.join(webRoot, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.posix.join('src', file.split(path.sep).join('/')));
const webTestsMockingModules = webTests.filter((file) =>
  readFileSync(path.join(webRoot, file), 'utf8').includes('vi.mock('),
);
const web = (name: string, files: { include: string[]; exclude: string[]; isolate: boolean }) => ({
  test: {
    name,
    root: webRoot,
    ...files,
    environment: 'jsdom',
    setupFiles: ['src/testing/setup.ts'],
  },
});

export default defineConfig({
  test: {
    // Both cores: the PGlite, PostgreSQL and web projects' files run side by side.
    maxWorkers: 2,
    reporters: ['default', './vitest.timings.ts'],
    projects: [
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'auth-server',
          root: 'packages/auth-server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          setupFiles: ['test/quick-passwords.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'billing-sandbox',
          root: 'packages/billing-sandbox',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      serverOn('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverOn('postgres')] : []),
      web('web', {
        include: ['src/**/*.test.{ts,tsx}'],
        exclude: [...configDefaults.exclude, ...webTestsMockingModules],
        isolate: false,
      }),
      web('web (module mocks)', {
        include: webTestsMockingModules,
        exclude: configDefaults.exclude,
        isolate: true,
      }),
    ],
  },
});
