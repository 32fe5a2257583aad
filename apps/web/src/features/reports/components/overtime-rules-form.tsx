import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  OVERTIME_PRESETS,
  TIMESHEETS,
  ZOvertimeRulesRequest,
  type TOvertimeRules,
  t,
} from '@vh/contracts';
import { useState, type FormEvent } from 'react';
import { browserLocale, readDecimal, writeDecimal } from '../../../lib/typed-number.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { ErrorNote } from '../../timesheets/components/error-note.tsx';
import { serverMessage } from '../../timesheets/server-message.ts';
import { saveOvertimeRules } from '../api/settings.ts';
import { useCountingChanged, useOvertimeRules } from '../hooks/use-settings.ts';
import { OvertimeNotices } from './overtime-notices.tsx';

const CUSTOM = 'custom';
/** A threshold as typed (so that a comma is read or refused, never dropped), or null for none. */
type Hours = string | null;
type Values = {
  week_start: number;
  daily: Hours;
  weekly: Hours;
  preset: string | null;
  /** Premiums in whole percent of the rate. */
  overtimePct: number;
  double: Hours;
  doublePct: number;
  holidayPct: number;
};
type Field =
  | 'week_start'
  | 'daily_overtime_hours'
  | 'weekly_overtime_hours'
  | 'preset'
  | 'overtime_multiplier_pct'
  | 'double_time_after_daily_hours'
  | 'double_time_multiplier_pct'
  | 'holiday_multiplier_pct';
type Threshold = 'daily' | 'weekly' | 'double';
const REQUEST_FIELD = {
  daily: 'daily_overtime_hours',
  weekly: 'weekly_overtime_hours',
  double: 'double_time_after_daily_hours',
} as const;
const DEFAULT_HOURS = {
  daily: TIMESHEETS.defaultDailyOvertimeHours,
  weekly: TIMESHEETS.defaultWeeklyOvertimeHours,
  double: TIMESHEETS.defaultDoubleTimeHours,
} as const;

/** The presets to start from, worded when the form shows them. */
const presetOptions = () => [
  ...OVERTIME_PRESETS.map((preset) => ({
    value: preset.key,
    label: t(`overtime.presets.${preset.key}`),
  })),
  { value: CUSTOM, label: t('reports.rules.custom') },
];
/** ISO weekdays, Monday first, as the rules store them. */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const weekdayOptions = () =>
  WEEKDAYS.map((day) => ({ value: String(day), label: t(`reports.rules.weekdays.${day}`) }));
const LABELS = { daily: 'dailyOvertime', weekly: 'weeklyOvertime', double: 'doubleTime' } as const;
/** The premiums offered: the common multiples, and the one in force when it is another. */
const PREMIUMS = [100, 125, 150, 175, 200, 250, 300, 350, 400] as const;
const premiumOptions = (current: number) =>
  [...new Set([...PREMIUMS, current])]
    .sort((a, b) => a - b)
    .map((percent) => ({
      value: String(percent),
      label: t('reports.rules.multiplier', {
        times: writeDecimal(percent / 100, browserLocale()),
        percent,
      }),
    }));
/** A typed figure read in the browser's language: null for none, NaN when it is not a number. */
function hoursOf(field: Threshold, value: Hours) {
  if (value === null) return { hours: null, refusal: null };
  const read = readDecimal(value, t(`validation.labels.${LABELS[field]}`), browserLocale());
  if (read.kind === 'number') return { hours: read.value, refusal: null };
  return { hours: NaN, refusal: read.kind === 'refused' ? read.message : null };
}
/** A figure as the field shows it, written the way the browser's language writes decimals. */
const typed = (hours: number | null): Hours =>
  hours === null ? null : writeDecimal(hours, browserLocale());

/** The employer's overtime rules: a province's preset as a start, or figures of one's own. */
export function OvertimeRulesForm() {
  const rules = useOvertimeRules();
  return (
    <SectionCard title={t('reports.rules.title')} gap="md">
      <Text size="sm">{t('reports.rules.intro')}</Text>
      {rules.isPending ? (
        <Loader size="sm" />
      ) : rules.isError ? (
        <ErrorNote error={rules.error} onRetry={() => void rules.refetch()} />
      ) : (
        <RulesEditor key={JSON.stringify(rules.data)} rules={rules.data} />
      )}
    </SectionCard>
  );
}

function RulesEditor({ rules }: { rules: TOvertimeRules }) {
  const counted = useCountingChanged();
  const [values, setValues] = useState<Values>({
    week_start: rules.week_start,
    daily: typed(rules.daily_overtime_hours),
    weekly: typed(rules.weekly_overtime_hours),
    preset: rules.preset,
    overtimePct: rules.overtime_multiplier_pct,
    double: typed(rules.double_time_after_daily_hours),
    doublePct: rules.double_time_multiplier_pct,
    holidayPct: rules.holiday_multiplier_pct,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const readOnly = !rules.can_edit;
  // A figure typed by hand leaves the preset, unless it still says the same.
  const change = (next: Partial<Values>) =>
    setValues((current) => {
      const merged = { ...current, ...next };
      const preset = OVERTIME_PRESETS.find((p) => p.key === merged.preset);
      const same =
        preset &&
        preset.daily === hoursOf('daily', merged.daily).hours &&
        preset.weekly === hoursOf('weekly', merged.weekly).hours &&
        preset.doubleDaily === hoursOf('double', merged.double).hours &&
        preset.overtimePct === merged.overtimePct &&
        preset.doublePct === merged.doublePct &&
        preset.holidayPct === merged.holidayPct;
      return { ...merged, preset: same ? merged.preset : null };
    });

  function choosePreset(key: string | null) {
    const preset = OVERTIME_PRESETS.find((p) => p.key === key);
    if (!preset) return setValues((current) => ({ ...current, preset: null }));
    setValues((current) => ({
      ...current,
      daily: typed(preset.daily),
      weekly: typed(preset.weekly),
      preset: preset.key,
      overtimePct: preset.overtimePct,
      double: typed(preset.doubleDaily),
      doublePct: preset.doublePct,
      holidayPct: preset.holidayPct,
    }));
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const daily = hoursOf('daily', values.daily);
    const weekly = hoursOf('weekly', values.weekly);
    const double = hoursOf('double', values.double);
    const parsed = ZOvertimeRulesRequest.safeParse({
      week_start: values.week_start,
      daily_overtime_hours: daily.hours,
      weekly_overtime_hours: weekly.hours,
      preset: values.preset,
      overtime_multiplier_pct: values.overtimePct,
      double_time_after_daily_hours: double.hours,
      double_time_multiplier_pct: values.doublePct,
      holiday_multiplier_pct: values.holidayPct,
    });
    if (!parsed.success) {
      // A figure that cannot be read says why (a comma where decimals take a point) first.
      const next: Partial<Record<Field, string>> = {};
      if (daily.refusal) next.daily_overtime_hours = daily.refusal;
      if (weekly.refusal) next.weekly_overtime_hours = weekly.refusal;
      if (double.refusal) next.double_time_after_daily_hours = double.refusal;
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      await saveOvertimeRules(parsed.data);
      notifySuccess(t('reports.rules.saved'));
      await counted();
    } catch (error) {
      setFailure(serverMessage(error, t('toasts.saveError')));
    } finally {
      setBusy(false);
    }
  }

  // Text inputs: a number input read a typed comma as a point whatever the browser's language.
  const threshold = (field: Threshold, noneLabel: string, label: string) => (
    <Stack gap={6}>
      <TextInput
        label={label}
        value={values[field] ?? ''}
        onChange={(event) => change({ [field]: event.currentTarget.value })}
        error={errors[REQUEST_FIELD[field]]}
        disabled={readOnly || values[field] === null}
        inputMode="decimal"
        autoComplete="off"
      />
      <Checkbox
        label={noneLabel}
        checked={values[field] === null}
        disabled={readOnly}
        onChange={(event) =>
          change({ [field]: event.currentTarget.checked ? null : typed(DEFAULT_HOURS[field]) })
        }
      />
    </Stack>
  );

  const premium = (
    field: 'overtimePct' | 'doublePct' | 'holidayPct',
    requestField: Field,
    label: string,
  ) => (
    <Select
      label={label}
      data={premiumOptions(values[field])}
      value={String(values[field])}
      onChange={(value) => change({ [field]: Number(value ?? values[field]) })}
      allowDeselect={false}
      disabled={readOnly}
      error={errors[requestField]}
    />
  );

  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <Stack gap="md">
        <OvertimeNotices notices={rules.notices} />
        {readOnly && (
          <Text size="sm" c="dimmed">
            {t('reports.rules.readOnly')}
          </Text>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('reports.rules.preset')}
            data={presetOptions()}
            value={values.preset ?? CUSTOM}
            onChange={choosePreset}
            allowDeselect={false}
            disabled={readOnly}
            error={errors.preset}
          />
          <Select
            label={t('reports.rules.weekStart')}
            data={weekdayOptions()}
            value={String(values.week_start)}
            onChange={(value) => change({ week_start: Number(value ?? 1) })}
            allowDeselect={false}
            disabled={readOnly}
            error={errors.week_start}
          />
          {threshold('daily', t('reports.rules.noDaily'), t('reports.rules.daily'))}
          {threshold('weekly', t('reports.rules.noWeekly'), t('reports.rules.weekly'))}
          {premium('overtimePct', 'overtime_multiplier_pct', t('reports.rules.overtimePremium'))}
          {threshold('double', t('reports.rules.noDouble'), t('reports.rules.double'))}
          {premium('doublePct', 'double_time_multiplier_pct', t('reports.rules.doublePremium'))}
          {premium('holidayPct', 'holiday_multiplier_pct', t('reports.rules.holidayPremium'))}
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('reports.rules.premiumsNote')}
        </Text>
        {!readOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              {t('reports.rules.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
