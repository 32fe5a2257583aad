import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// A worker that starts a hundred PGlite databases in turn once died in V8 itself, freeing
// WebAssembly code ("Check failed: jit_page_->allocations_.erase(addr) == 1"). Wasm code GC frees
// code of modules still alive (a function's baseline code once its optimised code is in); off,
// such code stays until its module goes.
const KEEP_WASM_CODE = ['--no-wasm-code-gc'];

/** The test files under `root`'s folders, as paths relative to `root`. */
function testFiles(root: string, folders: string[]): string[] {
  return folders
    .filter((folder) => existsSync(path.join(root, folder)))
    .flatMap((folder) =>
      readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
        // A .gc test needs a process of its own flags (its project below).
        .filter((file) => /\.test\.tsx?$/.test(file) && !file.endsWith('.gc.test.ts'))
        .map((file) => path.posix.join(folder, file.split(path.sep).join('/'))),
    );
}

/** Whether a test file replaces a module with vi.mock, found by reading it, not listed by hand. */
const mocksModules = (root: string, file: string) =>
  readFileSync(path.join(root, file), 'utf8').includes('vi.mock(');

// A package's test files share one import of its modules per worker (`isolate: false`), which
// halves their time. A file that replaces a module with vi.mock needs a module graph of its own,
// so those run in a second project that isolates each file.
function sharedAndIsolated(
  name: string,
  root: string,
  options: Record<string, unknown>,
  folders = ['src', 'test'],
) {
  const shared: string[] = [];
  const mocking: string[] = [];
  for (const file of testFiles(root, folders))
    (mocksModules(root, file) ? mocking : shared).push(file);
  const project = (projectName: string, include: string[], isolate: boolean) => ({
    test: { name: projectName, root, include, isolate, ...options },
  });
  return [
    project(name, shared, false),
    ...(mocking.length > 0 ? [project(`${name} (module mocks)`, mocking, true)] : []),
  ];
}

const CATALOGUE = path.resolve(import.meta.dirname, 'packages/contracts/load-catalogue.setup.ts');

// One runner for every unit and API suite. The server suite runs once against PGlite and, when
// TEST_DATABASE_URL names a PostgreSQL server, once more against it. A test file's server,
// database and clock are its own.
const serverOn = (db: 'pglite' | 'postgres') =>
  sharedAndIsolated(
    `server (${db})`,
    'apps/server',
    {
      environment: 'node',
      env: { TEST_DB: db },
      execArgv: KEEP_WASM_CODE,
      // Migrates one template database per run; each test server starts from a copy of it.
      globalSetup: ['src/testing/database-template.ts'],
      setupFiles: [CATALOGUE, 'src/testing/quick-passwords.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
    ['src'],
  );

export default defineConfig({
  test: {
    // Both cores: the PGlite, PostgreSQL and web projects' files run side by side.
    maxWorkers: 2,
    reporters: ['default', './vitest.timings.ts'],
    projects: [
      {
        // Checks of the repository itself (the layer rule of .dependency-cruiser.mjs).
        test: { name: 'repo', root: '.', include: ['*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          setupFiles: [CATALOGUE],
        },
      },
      ...sharedAndIsolated('auth-server', 'packages/auth-server', {
        environment: 'node',
        execArgv: KEEP_WASM_CODE,
        globalSetup: ['test/global-setup.ts'],
        setupFiles: ['test/quick-passwords.ts'],
        testTimeout: 30_000,
        hookTimeout: 60_000,
      }),
      ...sharedAndIsolated('billing-sandbox', 'packages/billing-sandbox', {
        environment: 'node',
        execArgv: KEEP_WASM_CODE,
        testTimeout: 30_000,
        hookTimeout: 60_000,
      }),
      {
        // Provider deadlines with the garbage collector running throughout: a signal that a
        // collection disarms (undici#4068) must not leave a call hanging.
        test: {
          name: 'deadlines (gc)',
          root: 'apps/server',
          include: ['src/**/*.gc.test.ts'],
          environment: 'node',
          execArgv: ['--expose-gc'],
          setupFiles: [CATALOGUE],
          testTimeout: 30_000,
        },
      },
      ...serverOn('pglite'),
      ...(process.env.TEST_DATABASE_URL ? serverOn('postgres') : []),
      ...sharedAndIsolated(
        'web',
        'apps/web',
        {
          environment: 'jsdom',
          setupFiles: [CATALOGUE, 'src/testing/setup.ts'],
          // A file's first test renders the app cold (Mantine, the router, the catalogue); beside
          // two server suites on two cores that has taken more than the default 5 s.
          testTimeout: 15_000,
        },
        ['src'],
      ),
    ],
  },
});
