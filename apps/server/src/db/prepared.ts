import { is, Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
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

/** A value a named statement takes: what its placeholder's column reads from text. */
export type StatementValue = string | number | boolean | null;
export type StatementValues = Record<string, StatementValue>;
type Row = Record<string, unknown>;

/**
 * A hand-written statement under a name, its values given as `sql.placeholder`s. On PostgreSQL
 * node-postgres parses a named statement once per connection and the server, after a few runs,
 * keeps one plan for it, where an unnamed statement is parsed and planned on every call (for the
 * punch's statements planning cost more than running them). The text is rendered once; a call
 * only fills in the values, so a statement whose shape varies needs one name per shape.
 */
export type NamedStatement<TRow extends Row = Row> = {
  readonly name: string;
  /** Runs it on its own or in a transaction; the rows as the driver read them. */
  run(db: Executor, values: StatementValues): Promise<TRow[]>;
};

const dialect = new PgDialect();

export function namedStatement<TRow extends Row = Row>(
  name: string,
  statement: SQL,
): NamedStatement<TRow> {
  // One name, one text: PostgreSQL refuses a second statement under a name a connection knows.
  if (names.has(name)) throw new Error(`statement name ${name} is taken`);
  names.add(name);
  const query = dialect.sqlToQuery(statement);
  for (const param of query.params) {
    // A literal value would be frozen into the statement for every call.
    if (!is(param, Placeholder)) throw new Error(`statement ${name} takes a literal value`);
  }
  return {
    name,
    async run(db, values) {
      const result: unknown = await db._.session
        .prepareQuery(query, undefined, name, false)
        .execute(values);
      return (result as { rows: TRow[] }).rows;
    },
  };
}

const names = new Set<string>();
