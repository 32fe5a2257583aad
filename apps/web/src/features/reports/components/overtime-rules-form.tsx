import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import {
  OVERTIME_PRESETS,
  TIMESHEETS,
  ZOvertimeRulesRequest,
  type TOvertimeRules,
  t,
} from '@vh/contracts';
import { useState, type FormEvent } from 'react';
import { notifySuccess } from '../../../lib/notify.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { ErrorNote } from '../../timesheets/components/error-note.tsx';
import { serverMessage } from '../../timesheets/server-message.ts';
import { saveOvertimeRules } from '../api/settings.ts';
import { useCountingChanged, useOvertimeRules } from '../hooks/use-settings.ts';

const CUSTOM = 'custom';
type Hours = number | string | null;
type Values = { week_start: number; daily: Hours; weekly: Hours; preset: string | null };
type Field = 'week_start' | 'daily_overtime_hours' | 'weekly_overtime_hours' | 'preset';

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
/** A typed figure as the contract reads it: blank or half-typed is not a number. */
const hoursOf = (value: Hours) => (value === null ? null : typeof value === 'number' ? value : NaN);

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
    daily: rules.daily_overtime_hours,
    weekly: rules.weekly_overtime_hours,
    preset: rules.preset,
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
      const same = preset && preset.daily === merged.daily && preset.weekly === merged.weekly;
      return { ...merged, preset: same ? merged.preset : null };
    });

  function choosePreset(key: string | null) {
    const preset = OVERTIME_PRESETS.find((p) => p.key === key);
    if (!preset) return setValues((current) => ({ ...current, preset: null }));
    setValues((current) => ({
      ...current,
      daily: preset.daily,
      weekly: preset.weekly,
      preset: preset.key,
    }));
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = ZOvertimeRulesRequest.safeParse({
      week_start: values.week_start,
      daily_overtime_hours: hoursOf(values.daily),
      weekly_overtime_hours: hoursOf(values.weekly),
      preset: values.preset,
    });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
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

  const threshold = (field: 'daily' | 'weekly', max: number, noneLabel: string, label: string) => (
    <Stack gap={6}>
      <NumberInput
        label={label}
        value={values[field] ?? ''}
        onChange={(value) => change({ [field]: value })}
        error={errors[field === 'daily' ? 'daily_overtime_hours' : 'weekly_overtime_hours']}
        disabled={readOnly || values[field] === null}
        min={0.25}
        max={max}
        step={0.25}
        decimalScale={2}
        allowNegative={false}
      />
      <Checkbox
        label={noneLabel}
        checked={values[field] === null}
        disabled={readOnly}
        onChange={(event) =>
          change({
            [field]: event.currentTarget.checked
              ? null
              : field === 'daily'
                ? TIMESHEETS.defaultDailyOvertimeHours
                : TIMESHEETS.defaultWeeklyOvertimeHours,
          })
        }
      />
    </Stack>
  );

  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <Stack gap="md">
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
          {threshold('daily', 24, t('reports.rules.noDaily'), t('reports.rules.daily'))}
          {threshold('weekly', 168, t('reports.rules.noWeekly'), t('reports.rules.weekly'))}
        </SimpleGrid>
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
