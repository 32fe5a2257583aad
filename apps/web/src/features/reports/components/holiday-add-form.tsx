import { Button, Checkbox, Group, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { TIMESHEETS, ZAddHolidayRequest, type THolidayList, t } from '@vh/contracts';
import { datePickerProps } from '../../../lib/date-picker.ts';
import { useState, type FormEvent } from 'react';
import { notifySuccess } from '../../../lib/notify.ts';
import { serverMessage } from '../../timesheets/server-message.ts';
import { addHoliday } from '../api/settings.ts';

type Errors = { date?: string; name?: string };

/** Adds a day of the shown year, with its name, to a centre's holidays. */
export function HolidayAddForm({
  centreId,
  year,
  onSaved,
}: {
  centreId: string;
  year: number;
  onSaved: (list: THolidayList) => void;
}) {
  const [date, setDate] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [statutory, setStatutory] = useState(true);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function add(event: FormEvent) {
    event.preventDefault();
    const parsed = ZAddHolidayRequest.safeParse({ date, name, statutory });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'date' || field === 'name') next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      onSaved(await addHoliday(centreId, parsed.data));
      notifySuccess(t('reports.holidays.added'));
      setDate(null);
      setName('');
      setStatutory(true);
    } catch (error) {
      setErrors({ name: serverMessage(error, t('toasts.saveError')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void add(event)} noValidate aria-label={t('reports.holidays.add')}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <DatePickerInput
          label={t('reports.holidays.date')}
          value={date}
          onChange={setDate}
          minDate={`${year}-01-01`}
          maxDate={`${year}-12-31`}
          defaultDate={`${year}-01-01`}
          {...datePickerProps}
          error={errors.date}
          withAsterisk
          w={{ base: '100%', xs: 220 }}
        />
        <TextInput
          label={t('reports.holidays.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={TIMESHEETS.holidayNameMax}
          error={errors.name}
          withAsterisk
          w={{ base: '100%', xs: 260 }}
        />
        <Button type="submit" loading={busy} mt={{ base: 0, xs: 25 }}>
          {t('reports.holidays.addButton')}
        </Button>
      </Group>
      <Checkbox
        mt="sm"
        label={t('reports.holidays.statutoryField')}
        description={t('reports.holidays.statutoryHint')}
        checked={statutory}
        onChange={(event) => setStatutory(event.currentTarget.checked)}
      />
    </form>
  );
}
