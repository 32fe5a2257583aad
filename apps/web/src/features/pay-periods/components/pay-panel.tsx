import { Divider, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { t } from '@vh/contracts';
import { useState } from 'react';
import { readPeriod, readPeriods } from '../api/pay-periods.ts';
import { PayPeriodDetail } from './pay-period-detail.tsx';
import { PayPeriodsList } from './pay-periods-list.tsx';
import { PaySettingsForm } from './pay-settings-form.tsx';
import { serverMessage } from './server-message.ts';

const periodsKey = ['pay-periods'] as const;
const periodKey = (start: string) => ['pay-periods', start] as const;

/**
 * The Pay panel (owners and managers): the recent pay periods with their states and what blocks
 * them, one period's hours and pay with Close and Reopen, and the pay settings.
 */
export function PayPanel() {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Stack gap="lg" aria-label={t('payPeriods.title')}>
      {open ? (
        <PeriodView start={open} onBack={() => setOpen(null)} />
      ) : (
        <Periods onOpen={setOpen} />
      )}
      <Divider label={t('payPeriods.settings.title')} labelPosition="left" />
      <SettingsSection />
    </Stack>
  );
}

function SettingsSection() {
  const queryClient = useQueryClient();
  return (
    <PaySettingsForm onSaved={() => void queryClient.invalidateQueries({ queryKey: periodsKey })} />
  );
}

function Periods({ onOpen }: { onOpen: (start: string) => void }) {
  const periods = useQuery({
    queryKey: periodsKey,
    queryFn: ({ signal }) => readPeriods(signal),
    retry: false,
  });
  if (periods.isPending) return null;
  if (periods.isError) {
    return (
      <Text size="sm" c="red.9">
        {serverMessage(periods.error, t('toasts.fetchError'))}
      </Text>
    );
  }
  return <PayPeriodsList periods={periods.data.periods} onOpen={onOpen} />;
}

function PeriodView({ start, onBack }: { start: string; onBack: () => void }) {
  const queryClient = useQueryClient();
  const period = useQuery({
    queryKey: periodKey(start),
    queryFn: ({ signal }) => readPeriod(start, signal),
    retry: false,
  });
  if (period.isPending) return null;
  if (period.isError) {
    return (
      <Text size="sm" c="red.9">
        {serverMessage(period.error, t('toasts.fetchError'))}
      </Text>
    );
  }
  return (
    <PayPeriodDetail
      period={period.data}
      onBack={onBack}
      onChanged={(next) => {
        queryClient.setQueryData(periodKey(start), next);
        void queryClient.invalidateQueries({ queryKey: periodsKey, exact: true });
      }}
    />
  );
}
