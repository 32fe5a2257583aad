import { ZEditReason, t } from '@vh/contracts';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../server-message.ts';
import { FormModal } from './form-modal.tsx';
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
      setFailure(serverMessage(failed, t('toasts.saveError')));
      setBusy(false);
    }
  }

  return (
    <FormModal
      title={title}
      intro={intro}
      failure={failure}
      busy={busy}
      cancelLabel={t('timesheets.edit.cancel')}
      submitLabel={confirmLabel}
      onSubmit={confirm}
      onClose={onClose}
    >
      <ReasonField
        label={t('timesheets.reasonField.label')}
        value={reason}
        onChange={setReason}
        error={error}
      />
    </FormModal>
  );
}
