import { Alert, Button, Group, Modal, Stack, Table, Text, Textarea } from '@mantine/core';
import { formatMoney, t, type TPayPeriod, type TPayType } from '@vh/contracts';
import { useState } from 'react';
import { formatInstant } from '../../../lib/dates.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { closePeriod, reopenPeriod } from '../api/pay-periods.ts';
import { LatePunchesNotice } from './late-punches-notice.tsx';
import { Blockers, PeriodBadges, spanText } from './pay-periods-list.tsx';
import { PayrollDownloads } from './payroll-downloads.tsx';
import { serverMessage } from './server-message.ts';

const TYPE_WORDS: Record<TPayType, () => string> = {
  regular: () => t('payPeriods.detail.types.regular'),
  overtime: () => t('payPeriods.detail.types.overtime'),
  double_time: () => t('payPeriods.detail.types.double_time'),
  holiday: () => t('payPeriods.detail.types.holiday'),
};

/** Per person and type: hours, and with money the rate and gross; the totals below. */
function PayTable({ period }: { period: TPayPeriod }) {
  const { pay } = period;
  if (period.hours.length === 0) return <Text size="sm">{t('payPeriods.detail.noHours')}</Text>;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing={4} aria-label={spanText(period)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('payPeriods.detail.person')}</Table.Th>
            <Table.Th>{t('payPeriods.detail.type')}</Table.Th>
            <Table.Th ta="right">{t('payPeriods.detail.hours')}</Table.Th>
            {pay && <Table.Th ta="right">{t('payPeriods.detail.rate')}</Table.Th>}
            {pay && <Table.Th ta="right">{t('payPeriods.detail.gross')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pay
            ? pay.people.flatMap((person) =>
                person.lines.map((line, index) => (
                  <Table.Tr key={`${person.staff_uid}/${line.type}/${line.rate_cents}/${index}`}>
                    <Table.Td>{index === 0 ? person.name : ''}</Table.Td>
                    <Table.Td>{TYPE_WORDS[line.type]()}</Table.Td>
                    <Table.Td ta="right">{line.hours}</Table.Td>
                    <Table.Td ta="right">{formatMoney(line.rate_cents)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(line.gross_cents)}</Table.Td>
                  </Table.Tr>
                )),
              )
            : period.hours.flatMap((person) =>
                person.types.map((type, index) => (
                  <Table.Tr key={`${person.staff_uid}/${type.type}`}>
                    <Table.Td>{index === 0 ? person.name : ''}</Table.Td>
                    <Table.Td>{TYPE_WORDS[type.type]()}</Table.Td>
                    <Table.Td ta="right">{type.hours}</Table.Td>
                  </Table.Tr>
                )),
              )}
        </Table.Tbody>
        {pay && (
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={4}>{t('payPeriods.detail.total')}</Table.Th>
              <Table.Th ta="right">{formatMoney(pay.total_gross_cents)}</Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}

/** One period: its state and blockers, its hours and pay, and the owner's Close and Reopen. */
export function PayPeriodDetail({
  period,
  onChanged,
  onBack,
}: {
  period: TPayPeriod;
  onChanged: (period: TPayPeriod) => void;
  onBack: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [reopening, setReopening] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const missing = period.pay?.missing_rates ?? [];

  async function act(run: () => Promise<TPayPeriod>, done: string) {
    setBusy(true);
    setProblem(null);
    try {
      onChanged(await run());
      notifySuccess(done);
      setConfirming(false);
      setReopening(false);
      setReason('');
    } catch (error) {
      setProblem(serverMessage(error, t('toasts.saveError')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="sm" component="section" aria-label={spanText(period)}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Button variant="subtle" size="compact-sm" onClick={onBack}>
          {t('payPeriods.periods.back')}
        </Button>
        <PeriodBadges period={period} />
      </Group>
      <Text fw={600}>{spanText(period)}</Text>
      {/* The owner, who reopens, is told what changed it when punches came in late. */}
      {period.can_close && period.late_punch_count > 0 ? (
        <LatePunchesNotice period={period} />
      ) : (
        period.changed_since_closed && (
          <Alert color="orange">{t('payPeriods.periods.changedNotice')}</Alert>
        )
      )}
      <Blockers period={period} />
      {!period.pay && (
        <Text size="sm" c="dimmed">
          {t('payPeriods.detail.noMoney')}
        </Text>
      )}
      {missing.length > 0 && (
        <Alert color="orange" variant="light" p="xs">
          <Text size="sm">
            {t('payPeriods.detail.missingRates', { names: missing.map((m) => m.name).join(', ') })}
          </Text>
        </Alert>
      )}
      <PayTable period={period} />
      {period.closings.map((closing) => (
        <Text size="sm" c="dimmed" key={closing.closed_at}>
          {t('payPeriods.detail.closings', { at: formatInstant(closing.closed_at) })}
          {closing.reopened_at &&
            ` · ${t('payPeriods.detail.reopened', {
              at: formatInstant(closing.reopened_at),
              reason: closing.reopen_reason ?? '',
            })}`}
        </Text>
      ))}
      {problem && (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      )}
      {period.can_close && period.state !== 'closed' && (
        <Button onClick={() => setConfirming(true)} w={{ base: '100%', sm: 'auto' }}>
          {t('payPeriods.close.action')}
        </Button>
      )}
      {period.can_close && period.state === 'closed' && (
        <Button
          variant="default"
          onClick={() => setReopening(true)}
          w={{ base: '100%', sm: 'auto' }}
        >
          {t('payPeriods.reopen.action')}
        </Button>
      )}
      <PayrollDownloads start={period.start} />
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('payPeriods.close.confirmTitle')}
      >
        <Stack gap="sm">
          <Text size="sm">{t('payPeriods.close.confirm')}</Text>
          <Button
            loading={busy}
            onClick={() => void act(() => closePeriod(period.start), t('payPeriods.close.done'))}
          >
            {t('payPeriods.close.action')}
          </Button>
        </Stack>
      </Modal>
      <Modal
        opened={reopening}
        onClose={() => setReopening(false)}
        title={t('payPeriods.reopen.action')}
      >
        <Stack gap="sm">
          <Textarea
            label={t('payPeriods.reopen.reason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            autosize
            minRows={2}
          />
          <Button
            loading={busy}
            disabled={reason.trim() === ''}
            onClick={() =>
              void act(() => reopenPeriod(period.start, reason), t('payPeriods.reopen.done'))
            }
          >
            {t('payPeriods.reopen.action')}
          </Button>
        </Stack>
      </Modal>
    </Stack>
  );
}
