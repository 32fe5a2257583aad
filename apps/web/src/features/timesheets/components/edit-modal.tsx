import { Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { DATE_TIME_PICKER_FORMAT, TIMESHEETS, t } from '@vh/contracts';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { datePickerProps } from '../../../lib/date-picker.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { WallClockPicker } from '../../../lib/wall-clock-picker.tsx';
import { sendEdit } from '../api/timesheets.ts';
import {
  editRequestOf,
  initialEditValues,
  isEditField,
  zoneOf,
  type TEditErrors,
  type TEditField,
  type TEditTarget,
  type TEditValues,
} from '../edit-request.ts';
import { useTimesheetsChanged } from '../hooks/use-timesheets.ts';
import { serverMessage } from '../server-message.ts';
import { formatShiftTimes, fromPickerValue, toPickerValue } from '../wall-clock.ts';
import { FormModal } from './form-modal.tsx';
import { ReasonField } from './reason-field.tsx';

/** The label of a wall-clock field. */
const timeLabels = (): Partial<Record<TEditField, string>> => ({
  started_at: t('timesheets.edit.clockIn'),
  ended_at: t('timesheets.edit.clockOut'),
  split_at: t('timesheets.edit.splitAt'),
  resume_at: t('timesheets.edit.resumeAt'),
});

// The 12-hour clock the timesheets show times in, with named parts for screen readers.
const timePickerProps = () =>
  ({
    format: '12h',
    hoursInputLabel: t('timesheets.edit.hours'),
    minutesInputLabel: t('timesheets.edit.minutes'),
    amPmInputLabel: t('timesheets.edit.amPm'),
  }) as const;

/** The wall-clock fields each kind of edit asks for. */
const TIME_FIELDS: Record<TEditTarget['kind'], TEditField[]> = {
  add_shift: ['started_at', 'ended_at'],
  move_clock_in: ['started_at'],
  move_clock_out: ['ended_at'],
  split_shift: ['split_at', 'resume_at'],
};

/**
 * One change to a timesheet (move a clock-in or clock-out, split a shift, add a missed one), always
 * with a written reason. Times are picked as the centre's wall clock reads and kept as text
 * (YYYY-MM-DDTHH:mm), never as a Date in the viewer's zone; the server turns them into instants. Mounted per edit, so each opening starts from the shift itself.
 */
export function EditModal({ target, onClose }: { target: TEditTarget; onClose: () => void }) {
  const changed = useTimesheetsChanged();
  const [values, setValues] = useState<TEditValues>(() => initialEditValues(target));
  const [errors, setErrors] = useState<TEditErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A field's error goes as soon as the person changes that field: it described the old value.
  const set = <K extends TEditField>(field: K, value: TEditValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const zone = zoneOf(target, values.business_id);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = editRequestOf(target, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFailure(checked.general);
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      await sendEdit(checked.request);
      notifySuccess(t('timesheets.edit.saved'));
      onClose();
      void changed();
    } catch (error) {
      // A field the server names (a clock-out before the clock-in) goes beside that field.
      const field = isApiError(error) ? error.field : undefined;
      if (isApiError(error) && error.status === 400 && isEditField(field) && error.message) {
        setErrors({ [field]: error.fieldMessage });
      } else {
        setFailure(serverMessage(error, t('toasts.saveError')));
      }
      setBusy(false);
    }
  }

  return (
    <FormModal
      title={t(`timesheets.edit.titles.${target.kind}`)}
      intro={
        target.kind === 'add_shift'
          ? undefined
          : t('timesheets.edit.current', {
              times: `${target.shift.business_name}, ${formatShiftTimes(target.shift.started_at, target.shift.ended_at, target.shift.time_zone, t('timesheets.shift.noClockOut'))}`,
            })
      }
      failure={failure}
      busy={busy}
      wide
      cancelLabel={t('timesheets.edit.cancel')}
      submitLabel={t('timesheets.edit.save')}
      onSubmit={submit}
      onClose={onClose}
    >
      {target.kind === 'add_shift' && (
        <Select
          label={t('timesheets.edit.centre')}
          data={target.centres.map((centre) => ({ value: centre.id, label: centre.name }))}
          value={values.business_id}
          onChange={(value) => set('business_id', value)}
          error={errors.business_id}
          allowDeselect={false}
          withAsterisk
        />
      )}
      <Text size="xs" c="dimmed">
        {zone ? t('timesheets.edit.zoneNote', { zone }) : t('timesheets.edit.zoneNoteUnknown')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {TIME_FIELDS[target.kind].map((field) => (
          <WallClockPicker
            key={field}
            label={timeLabels()[field]}
            description={field === 'resume_at' ? t('timesheets.edit.resumeHelp') : undefined}
            value={toPickerValue(String(values[field] ?? ''))}
            onChange={(value) => set(field, fromPickerValue(value))}
            error={errors[field]}
            {...datePickerProps}
            valueFormat={DATE_TIME_PICKER_FORMAT}
            timePickerProps={timePickerProps()}
            doneLabel={t('timesheets.edit.done')}
            minDate={TIMESHEETS.earliestDate}
            maxDate={TIMESHEETS.latestDate}
            withAsterisk
          />
        ))}
      </SimpleGrid>
      {target.kind === 'add_shift' && (
        // A text input read by the form's rules: a number input turned a typed 7,5 into 75.
        <TextInput
          label={t('timesheets.edit.breakMinutes')}
          value={values.break_minutes}
          onChange={(event) => set('break_minutes', event.currentTarget.value)}
          error={errors.break_minutes}
          inputMode="numeric"
          autoComplete="off"
          maw={220}
        />
      )}
      <ReasonField
        label={t('timesheets.edit.reason')}
        description={t('timesheets.edit.reasonHelp')}
        value={values.reason}
        onChange={(value) => set('reason', value)}
        error={errors.reason}
      />
    </FormModal>
  );
}
