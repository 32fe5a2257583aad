import { z } from 'zod';
import { NOTES } from './constants.ts';
import { says } from './i18n.ts';
import { words, ZText } from './text.ts';

// A staff member's notes on their punches, apart from the rest of the time clock's shapes: the
// notes' words are read only by the screens that show notes.

/** A note the staff member added to their punch after the fact; a chained record of its own. */
export const ZPunchNote = z.object({
  id: z.uuid(),
  body: z.string(),
  author_name: z.string(),
  created_at: z.string(),
});
export type TPunchNote = z.infer<typeof ZPunchNote>;

/**
 * POST /api/timeclock/punches/{id}/notes/. The id is made by the client, as a punch's is, so a
 * note sent again (a timed-out request, a double tap) is the one note, never two.
 */
export const ZPunchNoteRequest = z.strictObject({
  id: z.uuidv4(says('validation.timeclock.punchId')),
  note: ZText({
    min: 1,
    max: NOTES.maxLength,
    required: words('punchNotes.validation.required'),
    tooLong: words('punchNotes.validation.tooLong', { max: NOTES.maxLength }),
  }),
});
export type TPunchNoteRequest = z.infer<typeof ZPunchNoteRequest>;
