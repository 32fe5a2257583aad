import { Select, Textarea } from '@mantine/core';
import { TIMESHEETS, ZCorrectionRequest, type TTimesheetShift, t } from '@vh/contracts';
import { useState, type FormEvent } from 'react';
import { notifySuccess } from '../../../lib/notify.ts';
import { requestCorrection } from '../api/timesheets.ts';
import type { TCentreOption } from '../edit-request.ts';
import { useTimesheetsChanged } from '../hooks/use-timesheets.ts';
import { serverMessage } from '../server-message.ts';
import { formatShiftTimes, formatShortDay } from '../wall-clock.ts';
import { FormModal } from './form-modal.tsx';

/** What a staff member asks about: one shift, or a day (a shift the clock never saw). */
export type TCorrectionTarget = {
  date: string;
  shift: TTimesheetShift | null;
  centres: readonly TCentreOption[];
};

/** A staff member asks their manager to correct a shift or a day, in their own words. */
export function CorrectionModal({
  target,
  onClose,
}: {
  target: TCorrectionTarget;
  onClose: () => void;
}) {
  const changed = useTimesheetsChanged();
  const { shift, date, centres } = target;
  const [businessId, setBusinessId] = useState<string | null>(
    shift?.business_id ?? centres[0]?.id ?? null,
  );
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const about = shift
    ? `${formatShortDay(date)}, ${formatShiftTimes(shift.started_at, shift.ended_at, shift.time_zone, t('timesheets.shift.noClockOut'))}`
    : t('timesheets.correction.wholeDay', { day: formatShortDay(date) });

  async function send(event: FormEvent) {
    event.preventDefault();
    const parsed = ZCorrectionRequest.safeParse({
      shift_id: shift?.id ?? null,
      date,
      business_id: businessId,
      message,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue?.path[0] === 'message') setError(issue.message);
      else setFailure(issue?.message ?? null);
      return;
    }
    setError(null);
    setFailure(null);
    setBusy(true);
    try {
      await requestCorrection(parsed.data);
      notifySuccess(t('timesheets.correction.sent'));
      onClose();
      void changed();
    } catch (failed) {
      setFailure(serverMessage(failed, t('toasts.saveError')));
      setBusy(false);
    }
  }

  return (
    <FormModal
      title={t('timesheets.correction.title')}
      intro={t('timesheets.correction.about', { what: about })}
      failure={failure}
      busy={busy}
      cancelLabel={t('timesheets.correction.cancel')}
      submitLabel={t('timesheets.correction.send')}
      onSubmit={send}
      onClose={onClose}
    >
      {!shift && centres.length > 1 && (
        <Select
          label={t('timesheets.correction.centre')}
          data={centres.map((centre) => ({ value: centre.id, label: centre.name }))}
          value={businessId}
          onChange={setBusinessId}
          allowDeselect={false}
          withAsterisk
        />
      )}
      <Textarea
        label={t('timesheets.correction.message')}
        description={t('timesheets.correction.messageHelp')}
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
        error={error}
        maxLength={TIMESHEETS.reasonMax}
        autosize
        minRows={3}
        withAsterisk
        required
      />
    </FormModal>
  );
}
