import { sql, type SQL } from 'drizzle-orm';

// Small helpers for raw SQL that every feature writing its own statements shares.

/** The rows of a raw `db.execute` result, the same on both drivers. */
export const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** A raw row's text column (uuid, text, date as text); '' for anything else. */
export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
export const textOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : textOf(value);

/** `column in (ids)` over uuids; every row when `ids` is undefined, none when it is empty. */
export const inList = (column: SQL, ids: string[] | undefined): SQL => {
  if (ids === undefined) return sql`true`;
  if (ids.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
};

/** A unique index refused the write (PostgreSQL 23505), however deep the driver wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
