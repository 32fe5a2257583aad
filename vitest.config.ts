import { defineConfig } from 'vitest/config';

// One runner for every unit and API suite. The server suite runs once against PGlite and, when
// TEST_DATABASE_URL names a PostgreSQL server, once more against it.
const serverOn = (db: 'pglite' | 'postgres') => ({
  test: {
    name: `server (${db})`,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
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
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/testing/setup.ts'],
        },
      },
    ],
  },
});
