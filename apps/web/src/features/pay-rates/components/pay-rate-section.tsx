import { ActionIcon, Button, Divider, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  formatMoney,
  ZSetPayRateRequest,
  type TPayRateHistory,
  type TStaffMember,
  t,
} from '@vh/contracts';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { datePickerProps } from '../../../lib/date-picker.ts';
import { formatCalendarDate } from '../../../lib/dates.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { readRates, removeRate, setRate } from '../api/pay-rates.ts';

const ratesKey = (staffUid: string) => ['pay-rates', staffUid] as const;

/** The server words its refusals for people (a closed period, a rate too high): shown as they come. */
function serverMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 0) return t('toasts.connection.offlineMessage');
  if (error.status >= 400 && error.status < 500 && error.message.trim()) return error.message;
  return fallback;
}

/** Today on this device, YYYY-MM-DD: the form's first guess at when a rate starts. */
const today = () => new Intl.DateTimeFormat('en-CA').format(new Date());

/**
 * A person's pay rate in their detail: today's rate and every rate by the day it applies from;
 * the owner also sets and removes them. A manager the owner has not allowed to see rates sees no
 * section at all (the server refuses them), and a sign-up waiting for approval has no rate yet.
 */
export function PayRateSection({ member }: { member: TStaffMember }) {
  if (member.status === 'pending') return null;
  return <PayRates staffUid={member.uid} />;
}

function PayRates({ staffUid }: { staffUid: string }) {
  const queryClient = useQueryClient();
  const rates = useQuery({
    queryKey: ratesKey(staffUid),
    queryFn: ({ signal }) => readRates(staffUid, signal),
    retry: false,
  });
  const show = (history: TPayRateHistory) => queryClient.setQueryData(ratesKey(staffUid), history);

  if (rates.isPending) return null;
  if (rates.isError) {
    if (isApiError(rates.error) && rates.error.status === 403) return null;
    return (
      <Text size="sm" c="red.9">
        {serverMessage(rates.error, t('payRates.loadFailed'))}
      </Text>
    );
  }
  const { current, can_edit: canEdit } = rates.data;
  return (
    <Stack gap="sm" mt="md" component="section" aria-label={t('payRates.title')}>
      <Divider label={t('payRates.title')} labelPosition="left" />
      {current ? (
        <div>
          <Text fw={600}>
            {t('payRates.current', { rate: formatMoney(current.cents_per_hour) })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('payRates.currentSince', { date: formatCalendarDate(current.effective_from) })}
          </Text>
        </div>
      ) : (
        <Text size="sm">{t('payRates.none')}</Text>
      )}
      <RateHistory history={rates.data} onChanged={show} />
      {canEdit ? (
        <RateForm staffUid={staffUid} onSaved={show} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('payRates.readOnly')}
        </Text>
      )}
    </Stack>
  );
}

function RateHistory({
  history,
  onChanged,
}: {
  history: TPayRateHistory;
  onChanged: (history: TPayRateHistory) => void;
}) {
  const [removing, setRemoving] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (history.rates.length === 0) return null;

  async function remove(id: string) {
    setRemoving(id);
    setProblem(null);
    try {
      onChanged(await removeRate(id));
      notifySuccess(t('payRates.removed'));
    } catch (error) {
      setProblem(serverMessage(error, t('toasts.saveError')));
    } finally {
      setRemoving(null);
    }
  }

  return (
    <>
      <Table aria-label={t('payRates.historyLabel')} verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('payRates.from')}</Table.Th>
            <Table.Th>{t('payRates.rate')}</Table.Th>
            {history.can_edit && <Table.Th aria-hidden />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.rates.map((rate) => (
            <Table.Tr key={rate.id}>
              <Table.Td>{formatCalendarDate(rate.effective_from)}</Table.Td>
              <Table.Td>{formatMoney(rate.cents_per_hour)}</Table.Td>
              {history.can_edit && (
                <Table.Td ta="right">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('payRates.removeLabel', {
                      date: formatCalendarDate(rate.effective_from),
                    })}
                    loading={removing === rate.id}
                    disabled={removing !== null}
                    onClick={() => void remove(rate.id)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {problem && (
        <Text size="sm" c="red.9" role="alert">
          {problem}
        </Text>
      )}
    </>
  );
}

type Errors = { hourly_rate?: string; effective_from?: string };

function RateForm({
  staffUid,
  onSaved,
}: {
  staffUid: string;
  onSaved: (history: TPayRateHistory) => void;
}) {
  const [rate, setRateText] = useState('');
  const [from, setFrom] = useState<string | null>(today());
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = ZSetPayRateRequest.safeParse({
      staff_uid: staffUid,
      effective_from: from ?? '',
      hourly_rate: rate,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'hourly_rate' || field === 'effective_from') next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      onSaved(await setRate(parsed.data));
      notifySuccess(t('payRates.saved'));
      setRateText('');
    } catch (error) {
      setErrors({ hourly_rate: serverMessage(error, t('toasts.saveError')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-label={t('payRates.save')}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t('payRates.rateField')}
          description={t('payRates.rateHelp')}
          inputMode="decimal"
          value={rate}
          onChange={(event) => setRateText(event.currentTarget.value)}
          error={errors.hourly_rate}
          withAsterisk
          w={{ base: '100%', xs: 220 }}
        />
        <DatePickerInput
          label={t('payRates.fromField')}
          value={from}
          onChange={setFrom}
          {...datePickerProps}
          error={errors.effective_from}
          withAsterisk
          w={{ base: '100%', xs: 200 }}
        />
      </Group>
      <Button type="submit" loading={busy} mt="sm">
        {t('payRates.save')}
      </Button>
    </form>
  );
}
