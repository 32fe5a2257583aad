import { ZPunchNote, type TPunchNote, type TPunchNoteRequest } from '@vh/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** A note on one's own punch. The same id sent again is the same note, so a retry is safe. */
export const addPunchNote = (punchId: string, body: TPunchNoteRequest): Promise<TPunchNote> =>
  apiRequest(`/api/timeclock/punches/${encodeURIComponent(punchId)}/notes/`, {
    method: 'POST',
    body,
    auth: true,
    schema: ZPunchNote,
  });
