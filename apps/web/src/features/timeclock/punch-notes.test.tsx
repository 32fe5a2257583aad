import { screen, waitFor, within } from '@testing-library/react';
import { NOTES, t, type TAuditEntry, type TPunch, type TPunchNote } from '@vh/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse } from '../../testing/factories.ts';
import type { RecordedRequest } from '../../testing/fetch-stub.ts';
import { renderSignedIn } from '../../testing/profile-kit.tsx';
import { auditSentence } from './audit-words.ts';
import { AddPunchNote, PunchNotes } from './components/punch-notes.tsx';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const punchId = '6f1c1a3e-3f0e-4d5a-9a47-8d0f1f6a7b21';

const note = (body: string, overrides: Partial<TPunchNote> = {}): TPunchNote => ({
  id: crypto.randomUUID(),
  body,
  author_name: 'Grace Hopper',
  created_at: '2026-11-25T15:40:00.000Z',
  ...overrides,
});

const punch = (notes: TPunchNote[] = []): TPunch => ({
  id: punchId,
  type: 'clock_in',
  staff_uid: '0c6f2b2e-1e0c-4c52-9d69-2b2f8b9a0e11',
  business_id: '2a4f7c1d-1c2b-4f9a-8d55-9f6c3e2b1a00',
  shift_id: '7d2c4b1a-9e8f-4a6b-8c5d-3e2f1a0b9c8d',
  server_time: '2026-11-25T14:00:00.000Z',
  client_time: '2026-11-25T14:00:00.000Z',
  received_time: '2026-11-25T14:00:00.000Z',
  offset_ms: null,
  latitude: null,
  longitude: null,
  accuracy_m: null,
  location_error: 'denied',
  distance_m: null,
  verdict: 'uncertain',
  reasons: ['NO_LOCATION'],
  needs_review: true,
  review: null,
  notes,
});

const notesPath = `/api/timeclock/punches/${punchId}/notes/`;

describe("a punch's notes", () => {
  it('lists each note with who wrote it and when, in the centre’s time zone', async () => {
    await renderSignedIn(
      <PunchNotes
        punch={punch([note('GPS weak in the basement'), note('Phone restarted')])}
        timeZone="America/Halifax"
      />,
    );
    const list = await screen.findByRole('list', { name: t('punchNotes.listLabel') });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^GPS weak in the basementGrace Hopper, .*Nov\.? 25.* 11:40 a\.m\.$/),
      expect.stringMatching(/^Phone restarted/),
    ]);
  });

  it('shows nothing for a punch without notes', async () => {
    const { container } = await renderSignedIn(
      <PunchNotes punch={punch()} timeZone="America/Halifax" />,
    );
    expect(container.querySelector('ul')).toBeNull();
  });
});

describe('adding a note', () => {
  it('sends the trimmed words with an id, counts the characters, and closes on success', async () => {
    const sent: RecordedRequest[] = [];
    const { user } = await renderSignedIn(<AddPunchNote punch={punch()} />, (request) => {
      if (request.url !== notesPath) return errorResponse(500, 'INTERNAL');
      sent.push(request);
      const body = request.body as { id: string; note: string };
      return jsonResponse(201, note(body.note, { id: body.id }));
    });
    await user.click(await screen.findByRole('button', { name: t('punchNotes.add') }));
    const field = screen.getByRole('textbox', { name: t('punchNotes.label') });
    await user.type(field, '  GPS weak  ');
    expect(screen.getByText(`8 / ${NOTES.maxLength}`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('punchNotes.save') }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.method).toBe('POST');
    const body = sent[0]?.body as { id: string; note: string };
    expect(body.note).toBe('GPS weak');
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText(t('punchNotes.saved'))).toBeTruthy();
    expect(await screen.findByRole('button', { name: t('punchNotes.add') })).toBeTruthy();
  });

  it('refuses an empty note and one too long before asking, in words', async () => {
    const sent: RecordedRequest[] = [];
    const { user } = await renderSignedIn(<AddPunchNote punch={punch()} />, (request) => {
      sent.push(request);
      return errorResponse(500, 'INTERNAL');
    });
    await user.click(await screen.findByRole('button', { name: t('punchNotes.add') }));
    await user.click(screen.getByRole('button', { name: t('punchNotes.save') }));
    expect(await screen.findByText(t('punchNotes.validation.required'))).toBeTruthy();

    const field = screen.getByRole('textbox', { name: t('punchNotes.label') });
    await user.click(field);
    await user.paste('x'.repeat(NOTES.maxLength + 1));
    await user.click(screen.getByRole('button', { name: t('punchNotes.save') }));
    expect(
      await screen.findByText(t('punchNotes.validation.tooLong', { max: NOTES.maxLength })),
    ).toBeTruthy();
    expect(sent.filter((r) => r.url === notesPath)).toEqual([]);
  });

  it("shows the server's refusal beside the field", async () => {
    const message = t('punchNotes.errors.tooMany', { max: NOTES.perPunchMax });
    const { user } = await renderSignedIn(<AddPunchNote punch={punch()} />, () =>
      errorResponse(409, 'CONFLICT', message),
    );
    await user.click(await screen.findByRole('button', { name: t('punchNotes.add') }));
    await user.type(screen.getByRole('textbox', { name: t('punchNotes.label') }), 'Late again');
    await user.click(screen.getByRole('button', { name: t('punchNotes.save') }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it(`offers no new note once a punch has ${NOTES.perPunchMax}`, async () => {
    const full = Array.from({ length: NOTES.perPunchMax }, (_, i) => note(`Note ${i}`));
    await renderSignedIn(<AddPunchNote punch={punch(full)} />);
    expect(await screen.findByText(t('punchNotes.full', { max: NOTES.perPunchMax }))).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('punchNotes.add') })).toBeNull();
  });
});

describe('a note in the audit log', () => {
  it('says who added which words to which punch, at what time', () => {
    const entry: TAuditEntry = {
      seq: 9,
      at: '2026-11-23T15:30:00.000Z',
      actor_uid: '22222222-2222-4222-8222-222222222222',
      actor_name: 'Sam Carter',
      action: 'punch.note',
      subject: `punch:${punchId}`,
      subject_name: 'Sam Carter',
      reason: null,
      punch: { type: 'clock_in', at: '2026-11-23T14:02:00.000Z', time_zone: 'America/Toronto' },
      data: { note: 'GPS weak in the basement' },
      hash: 'c'.repeat(64),
    };
    expect(auditSentence(entry)).toBe(
      'Sam Carter added a note to their clock-in at 9:02 a.m.: “GPS weak in the basement”',
    );
  });
});
