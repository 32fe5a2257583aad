import type { Executor } from './client.ts';

/**
 * A query built and prepared once per database (or transaction) instead of on every call: for the
 * hot paths, building a Drizzle query costs as much as running it on the embedded database.
 */
export function preparedPerDatabase<TStatement>(
  prepare: (db: Executor) => TStatement,
): (db: Executor) => TStatement {
  const statements = new WeakMap<Executor, TStatement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = prepare(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
