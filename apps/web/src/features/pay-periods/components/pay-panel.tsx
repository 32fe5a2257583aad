import { Divider, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { t } from '@vh/contracts';
import { useSearchParams } from 'react-router';
import { readPeriod } from '../api/pay-periods.ts';
import { periodKey, periodsKey, usePayPeriods } from '../hooks/use-pay-periods.ts';
import { PERIOD_PARAM } from '../period-link.ts';
import { LatePunchesBanners } from './late-punches-banners.tsx';
import { PayPeriodDetail } from './pay-period-detail.tsx';
import { PayPeriodsList } from './pay-periods-list.tsx';
import { PaySettingsForm } from './pay-settings-form.tsx';
import { serverMessage } from './server-message.ts';

/**
 * The Pay panel (owners and managers): the recent pay periods with their states and what blocks
 * them, one period's hours and pay with Close and Reopen, and the pay settings. The open period
 * is in the URL (?period=), so a notice elsewhere can link to it and Back returns to the list.
 */
export function PayPanel() {
  const [params, setParams] = useSearchParams();
  const open = params.get(PERIOD_PARAM);
  const setOpen = (start: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (start === null) next.delete(PERIOD_PARAM);
      else next.set(PERIOD_PARAM, start);
      return next;
    });
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
  const periods = usePayPeriods();
  if (periods.isPending) return null;
  if (periods.isError) {
    return (
      <Text size="sm" c="red.9">
        {serverMessage(periods.error, t('toasts.fetchError'))}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <LatePunchesBanners />
      <PayPeriodsList periods={periods.data.periods} onOpen={onOpen} />
    </Stack>
  );
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
