import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { namedStatement } from './prepared.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const doubled = namedStatement<{ twice: number; label: string }>(
  'test_doubled',
  sql`select (${sql.placeholder('n')}::int * 2) as twice, ${sql.placeholder('label')}::text as label`,
);

describe('a named statement', () => {
  it('runs again and again with new values, on its own and in transactions', async () => {
    const { db } = server.database;
    // More runs than PostgreSQL makes before it settles on one plan for a named statement.
    for (let n = 0; n < 8; n++) {
      const [row] = await doubled.run(db, { n, label: `run ${n}` });
      expect(row).toEqual({ twice: n * 2, label: `run ${n}` });
    }
    const inTransaction = await db.transaction(async (tx) => {
      const [first] = await doubled.run(tx, { n: 20, label: "it's quoted" });
      const [second] = await doubled.run(tx, { n: 21, label: null });
      return [first, second];
    });
    expect(inTransaction).toEqual([
      { twice: 40, label: "it's quoted" },
      { twice: 42, label: null },
    ]);
  });

  it('keeps a failed run inside its transaction', async () => {
    const { db } = server.database;
    await expect(
      db.transaction(async (tx) => {
        await doubled.run(tx, { n: 1, label: 'before' });
        await doubled.run(tx, { n: 'not a number', label: 'fails' });
      }),
    ).rejects.toThrow();
    // The connection that held the failed transaction is usable again, the statement with it.
    const [row] = await doubled.run(db, { n: 3, label: 'after' });
    expect(row).toEqual({ twice: 6, label: 'after' });
  });

  it('refuses a name taken by another statement and a value that is not a placeholder', () => {
    expect(() => namedStatement('test_doubled', sql`select 1`)).toThrow(/taken/);
    expect(() => namedStatement('test_literal', sql`select ${5}::int`)).toThrow(/literal/);
  });
});
