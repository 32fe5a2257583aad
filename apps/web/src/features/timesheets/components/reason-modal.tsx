import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { layout, ZEditReason } from '@vh/contracts';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../server-message.ts';
import { timesheetsCopy as t } from '../timesheets.copy.ts';
import { ReasonField } from './reason-field.tsx';

/**
 * Asks for a written reason before a step that needs one (unlocking a week, answering a request).
 * Mounted for one step and unmounted after, so every opening starts blank. `onConfirm` throws to
 * keep it open; the server's reason is then shown inside.
 */
export function ReasonModal({
  title,
  intro,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  intro: string;
  confirmLabel: string;
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const phone = useMediaQuery(`(max-width: ${layout.mobileBreakpoint})`);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    const parsed = ZEditReason.safeParse(reason);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    setFailure(null);
    setBusy(true);
    try {
      await onConfirm(parsed.data);
    } catch (failed) {
      setFailure(serverMessage(failed, t.edit.failed));
      setBusy(false);
    }
  }

  return (
    <Modal
      opened
      onClose={() => !busy && onClose()}
      title={title}
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t.close }}
    >
      <form onSubmit={(event) => void confirm(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">{intro}</Text>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <ReasonField
            label={t.reasonField.label}
            value={reason}
            onChange={setReason}
            error={error}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t.edit.cancel}
            </Button>
            <Button type="submit" loading={busy}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
