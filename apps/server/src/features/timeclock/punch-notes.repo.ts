import { asc, count, eq, inArray } from 'drizzle-orm';
import { t, type TPunchNote } from '@vh/contracts';
import type { Executor } from '../../db/client.ts';
import { businesses, profiles, punchNotes } from '../../db/schema/index.ts';

export type NoteRow = typeof punchNotes.$inferSelect;

export async function findNote(db: Executor, id: string): Promise<NoteRow | undefined> {
  const [row] = await db.select().from(punchNotes).where(eq(punchNotes.id, id)).limit(1);
  return row;
}

export async function notesCount(db: Executor, punchId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(punchNotes)
    .where(eq(punchNotes.punchId, punchId));
  return Number(row?.n ?? 0);
}

export async function insertNote(db: Executor, row: NoteRow): Promise<void> {
  await db.insert(punchNotes).values(row);
}

/** The time zone of the centre a punch was made at, for the day an employment ends. */
export async function centreTimeZone(db: Executor, centreId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ timeZone: businesses.timeZone })
    .from(businesses)
    .where(eq(businesses.id, centreId));
  return row?.timeZone;
}

export function toNote(row: NoteRow, authorName: string): TPunchNote {
  return {
    id: row.id,
    body: row.body,
    author_name: authorName,
    created_at: row.createdAt.toISOString(),
  };
}

/** The notes of these punches in one statement, each punch's oldest first. */
export async function notesOf(
  db: Executor,
  punchIds: string[],
): Promise<Map<string, TPunchNote[]>> {
  const notes = new Map<string, TPunchNote[]>();
  if (punchIds.length === 0) return notes;
  const rows = await db
    .select({ note: punchNotes, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(punchNotes)
    .leftJoin(profiles, eq(profiles.uid, punchNotes.authorUid))
    .where(inArray(punchNotes.punchId, [...new Set(punchIds)]))
    .orderBy(asc(punchNotes.createdAt), asc(punchNotes.chainSeq));
  for (const row of rows) {
    const name = row.firstName
      ? `${row.firstName} ${row.lastName ?? ''}`.trim()
      : t('server.people.removedAccount');
    const list = notes.get(row.note.punchId) ?? [];
    list.push(toNote(row.note, name));
    notes.set(row.note.punchId, list);
  }
  return notes;
}
