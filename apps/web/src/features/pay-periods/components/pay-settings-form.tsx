import { Button, Select, Stack, Switch, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PAY, t, type TPayPeriodKind, type TPaySettings } from '@vh/contracts';
import { useState, type FormEvent } from 'react';
import { datePickerProps } from '../../../lib/date-picker.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { readSettings, saveSettings } from '../api/pay-periods.ts';
import { serverMessage } from './server-message.ts';

export const settingsKey = ['pay-settings'] as const;

const KIND_WORDS: Record<TPayPeriodKind, () => string> = {
  weekly: () => t('payPeriods.settings.kinds.weekly'),
  biweekly: () => t('payPeriods.settings.kinds.biweekly'),
  semi_monthly: () => t('payPeriods.settings.kinds.semi_monthly'),
  monthly: () => t('payPeriods.settings.kinds.monthly'),
};

const isKind = (value: string | null): value is TPayPeriodKind =>
  PAY.periodKinds.some((kind) => kind === value);

/** The pay period settings: the owner changes them; managers read them. */
export function PaySettingsForm({ onSaved }: { onSaved: () => void }) {
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => readSettings(signal),
    retry: false,
  });
  if (settings.isPending) return null;
  if (settings.isError) {
    return (
      <Text size="sm" c="red">
        {serverMessage(settings.error, t('toasts.fetchError'))}
      </Text>
    );
  }
  return (
    <SettingsFields
      key={JSON.stringify(settings.data)}
      settings={settings.data}
      onSaved={onSaved}
    />
  );
}

function SettingsFields({ settings, onSaved }: { settings: TPaySettings; onSaved: () => void }) {
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<TPayPeriodKind>(settings.period_kind);
  const [anchor, setAnchor] = useState<string | null>(settings.anchor_date);
  const [managers, setManagers] = useState(settings.managers_see_rates);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const readOnly = !settings.can_edit;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!anchor) return;
    setSaving(true);
    setProblem(null);
    try {
      const saved = await saveSettings({
        period_kind: kind,
        anchor_date: anchor,
        managers_see_rates: managers,
      });
      queryClient.setQueryData(settingsKey, saved);
      notifySuccess(t('payPeriods.settings.saved'));
      onSaved();
    } catch (error) {
      setProblem(serverMessage(error, t('toasts.saveError')));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t('payPeriods.settings.title')}>
      <Stack gap="sm">
        <Select
          label={t('payPeriods.settings.kind')}
          data={PAY.periodKinds.map((value) => ({ value, label: KIND_WORDS[value]() }))}
          value={kind}
          onChange={(value) => isKind(value) && setKind(value)}
          allowDeselect={false}
          disabled={readOnly}
        />
        <DatePickerInput
          {...datePickerProps}
          label={t('payPeriods.settings.anchor')}
          description={t('payPeriods.settings.anchorHelp')}
          value={anchor}
          onChange={setAnchor}
          disabled={readOnly}
        />
        <Switch
          label={t('payPeriods.settings.managersSeeRates')}
          checked={managers}
          onChange={(event) => setManagers(event.currentTarget.checked)}
          disabled={readOnly}
        />
        {problem && (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        )}
        {readOnly ? (
          <Text size="sm" c="dimmed">
            {t('payPeriods.settings.readOnly')}
          </Text>
        ) : (
          <Button
            type="submit"
            loading={saving}
            disabled={!anchor}
            w={{ base: '100%', sm: 'auto' }}
          >
            {t('payPeriods.settings.save')}
          </Button>
        )}
      </Stack>
    </form>
  );
}
