import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { ErrorCode, NOTES, type TPunchNote, type TPunchNoteRequest } from '@vh/contracts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../db/sql-helpers.ts';
import { bindNote } from '../audit/audit-bindings.ts';
import { appendAfter, lockChainHead } from '../audit/audit-chain.ts';
import { findStaff } from '../staff/staff.repo.ts';
import type { Me } from '../staff/staff-access.ts';
import { assertMayPunch, todayIn, type TimeclockDeps } from './punch.service.ts';
import {
  centreTimeZone,
  findNote,
  insertNote,
  notesCount,
  toNote,
  type NoteRow,
} from './punch-notes.repo.ts';
import type { PunchRow } from './timeclock.repo.ts';
import { punchInReach } from './timeclock.service.ts';

/*
 * A staff member's note on their own punch, added after the fact ("GPS weak in the basement").
 *
 * - Append-only: the signed punch is never changed; each note is a row of its own written with its
 *   own audit entry (`punch.note`, subject `punch:<id>`, the body in its data), in one
 *   transaction, so a note cannot be edited or deleted without the chain showing it.
 * - At most NOTES.maxLength characters and NOTES.perPunchMax notes a punch; the text goes through
 *   the shared text rules (ZText: trimmed, NFC, no control characters or lone surrogates).
 * - Written only by the person who punched, while they may still punch (assertMayPunch: approved,
 *   active staff) and still work for the business, before the day their employment ends.
 * - Read by that person and by whoever can reach the punch (punchInReach: the owner, a manager of
 *   its centre); anyone else's punch answers 404, as a missing one does.
 */

export type NoteOutcome = { created: boolean; note: TPunchNote };

const noteIdTaken = () => new AppError(ErrorCode.CONFLICT, 'punchNotes.errors.idTaken');

function requestHash(punchId: string, body: TPunchNoteRequest): string {
  return createHash('sha256')
    .update(canonicalize({ punch_id: punchId, ...body }) ?? '')
    .digest('hex');
}

const authorName = (me: Me) => `${me.profile.firstName} ${me.profile.lastName}`;

/** The note already written under this id: the same answer for the same request, else refused. */
function replayOf(existing: NoteRow, me: Me, hash: string): NoteOutcome {
  if (existing.authorUid !== me.profile.uid || existing.requestHash !== hash) throw noteIdTaken();
  return { created: false, note: toNote(existing, authorName(me)) };
}

/** Still employed by the punch's business, and not past the day the employment ended. */
async function assertStillThere(deps: TimeclockDeps, me: Me, punch: PunchRow, now: Date) {
  const staff = await findStaff(deps.db, me.profile.uid);
  if (!staff || staff.employment.ownerUid !== punch.ownerUid) {
    throw new AppError(ErrorCode.FORBIDDEN, 'errors.timeclock.employmentEnded');
  }
  const { endDate } = me.profile;
  const timeZone = await centreTimeZone(deps.db, punch.businessId);
  if (endDate && endDate < todayIn(timeZone ?? 'UTC', now)) {
    throw new AppError(ErrorCode.FORBIDDEN, 'errors.timeclock.employmentEnded');
  }
}

/** POST /api/timeclock/punches/{id}/notes/ */
export async function addPunchNote(
  deps: TimeclockDeps,
  me: Me,
  punchId: string,
  body: TPunchNoteRequest,
): Promise<NoteOutcome> {
  const { punch, employer } = await punchInReach(deps, me, punchId);
  // Reviewers read notes; the words of a note are the punching person's own.
  if (employer) throw new AppError(ErrorCode.FORBIDDEN, 'punchNotes.errors.ownPunchesOnly');
  assertMayPunch(me);
  const now = new Date(Math.floor(deps.now().getTime()));
  await assertStillThere(deps, me, punch, now);
  const hash = requestHash(punchId, body);
  try {
    return await deps.db.transaction(async (tx) => {
      // The business's chain head orders its writers, so the count and the insert of concurrent
      // notes on one punch are one step each takes in turn, and a copy of this request queued
      // behind the first reads its note (a new statement sees what the first committed).
      const head = await lockChainHead(tx, punch.ownerUid);
      const earlier = await findNote(tx, body.id);
      if (earlier) return replayOf(earlier, me, hash);
      if ((await notesCount(tx, punchId)) >= NOTES.perPunchMax) {
        throw new AppError(ErrorCode.CONFLICT, 'punchNotes.errors.tooMany', {
          values: { max: NOTES.perPunchMax },
        });
      }
      const written = {
        id: body.id,
        punchId,
        ownerUid: punch.ownerUid,
        authorUid: me.profile.uid,
        body: body.note,
        createdAt: now,
      };
      const link = await appendAfter(tx, head, {
        ownerUid: punch.ownerUid,
        actorUid: me.profile.uid,
        action: 'punch.note',
        subject: `punch:${punchId}`,
        data: {
          note_id: body.id,
          staff_uid: punch.staffUid,
          note: body.note,
          bound: [bindNote(written)],
        },
        at: now,
      });
      const row: NoteRow = {
        ...written,
        requestHash: hash,
        chainSeq: link.seq,
        chainHash: link.hash,
      };
      await insertNote(tx, row);
      return { created: true, note: toNote(row, authorName(me)) };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The same id landed meanwhile: a copy of this request, or someone else's note.
    const existing = await findNote(deps.db, body.id);
    if (existing) return replayOf(existing, me, hash);
    throw error;
  }
}
