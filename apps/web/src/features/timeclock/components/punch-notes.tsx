import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { NOTES, ZPunchNoteRequest, t, type TPunch } from '@vh/contracts';
import { IconNote } from '@tabler/icons-react';
import { useState } from 'react';
import { v4 as uuidv4 } from 'uuid';
import { reasonFor } from '../../../lib/failure-reason.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { addPunchNote } from '../api/punch-notes.ts';
import { timeclockKeys } from '../hooks/use-timeclock.ts';
import { formatDayAt, formatTimeAt } from '../time-words.ts';

/**
 * A punch's notes, oldest first, each with who wrote it and when (in the centre's time zone). For
 * the staff member's own history and for whoever reviews the punch; nothing when it has none.
 */
export function PunchNotes({ punch, timeZone }: { punch: TPunch; timeZone: string }) {
  if (punch.notes.length === 0) return null;
  return (
    <Stack
      component="ul"
      gap={4}
      aria-label={t('punchNotes.listLabel')}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {punch.notes.map((note) => (
        <li key={note.id}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {note.body}
          </Text>
          <Text size="xs" c="dimmed">
            {t('punchNotes.byline', {
              name: note.author_name,
              day: formatDayAt(note.created_at, timeZone),
              time: formatTimeAt(note.created_at, timeZone),
            })}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

/**
 * "Add a note" under one of the person's own punches: a short field with a counter. A note is
 * kept as written (the server refuses edits), so the field says so before it is saved.
 */
export function AddPunchNote({ punch }: { punch: TPunch }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  // One id per wording: sending the same words again (a timed-out save) is the same note.
  const [id, setId] = useState(() => uuidv4());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (punch.notes.length >= NOTES.perPunchMax) {
    return (
      <Text size="xs" c="dimmed">
        {t('punchNotes.full', { max: NOTES.perPunchMax })}
      </Text>
    );
  }
  if (!open) {
    return (
      <Button
        variant="subtle"
        size="compact-xs"
        leftSection={<IconNote size={14} aria-hidden />}
        onClick={() => setOpen(true)}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('punchNotes.add')}
      </Button>
    );
  }

  async function save() {
    const parsed = ZPunchNoteRequest.safeParse({ id, note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('punchNotes.validation.required'));
      return;
    }
    setBusy(true);
    try {
      await addPunchNote(punch.id, parsed.data);
      notifySuccess(t('punchNotes.saved'));
      setNote('');
      setId(uuidv4());
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: timeclockKeys.shifts });
    } catch (failure) {
      setError(reasonFor(failure, t('toasts.fetchError')));
    } finally {
      setBusy(false);
    }
  }

  const length = [...note.trim()].length;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap={4}>
        <TextInput
          size="xs"
          label={t('punchNotes.label')}
          description={t('punchNotes.help')}
          value={note}
          onChange={(event) => {
            setNote(event.currentTarget.value);
            setId(uuidv4());
            setError(null);
          }}
          error={error}
          autoFocus
        />
        <Group gap="xs" justify="space-between">
          <Text size="xs" c={length > NOTES.maxLength ? 'red.9' : 'dimmed'}>
            {t('punchNotes.counter', { count: length, max: NOTES.maxLength })}
          </Text>
          <Group gap="xs">
            <Button
              size="compact-xs"
              variant="default"
              onClick={() => {
                setOpen(false);
                setError(null);
              }}
            >
              {t('punchNotes.cancel')}
            </Button>
            <Button size="compact-xs" type="submit" loading={busy}>
              {t('punchNotes.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
