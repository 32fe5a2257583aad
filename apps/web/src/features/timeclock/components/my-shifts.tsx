import {
  ActionIcon,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { TIMECLOCK, t } from '@vh/contracts';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { datePickerProps } from '../../../lib/date-picker.ts';
import { reasonFor } from '../../../lib/failure-reason.ts';
import { notifyError } from '../../../lib/notify.ts';
import { getReceipts } from '../api/timeclock.ts';
import { downloadJson, saveReceiptPdf } from '../download.ts';
import { useMyShifts } from '../hooks/use-timeclock.ts';
import { periodInstants, recentPeriod, type HistoryPeriod } from '../history-period.ts';
import { formatDayAt, formatDuration, formatTimeAt } from '../time-words.ts';

import { LoadFailed } from './load-failed.tsx';
import { PunchBadge } from './punch-badge.tsx';
import { AddPunchNote, PunchNotes } from './punch-notes.tsx';

/** The person's own shifts of a period they choose (the last two weeks at first), each punch
 * with its verdict and receipt, and the period's receipts to keep. */
export function MyShifts() {
  const headingId = useId();
  const [period, setPeriod] = useState<HistoryPeriod>(() => recentPeriod());
  const instants = periodInstants(period);
  const shifts = useMyShifts(instants.ok ? instants : undefined);
  const [busy, setBusy] = useState(false);

  async function save(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      notifyError(reasonFor(error, t('toasts.fetchError')));
    } finally {
      setBusy(false);
    }
  }

  const list = shifts.data?.shifts ?? [];
  const worked = list.reduce((sum, shift) => sum + shift.worked_seconds, 0);

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} fz="h3" id={headingId}>
          {t('timeclock.historyTitle')}
        </Title>
        <Group align="flex-end" gap="sm">
          <DatePickerInput
            label={t('timeclock.period.from')}
            {...datePickerProps}
            value={period.from || null}
            maxDate={period.to || undefined}
            onChange={(from) => setPeriod({ ...period, from: from ?? '' })}
            error={!instants.ok && instants.field === 'from' ? instants.error : undefined}
          />
          <DatePickerInput
            label={t('timeclock.period.to')}
            {...datePickerProps}
            value={period.to || null}
            minDate={period.from || undefined}
            onChange={(to) => setPeriod({ ...period, to: to ?? '' })}
            error={!instants.ok && instants.field === 'to' ? instants.error : undefined}
          />
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={busy}
            disabled={!instants.ok}
            onClick={() => {
              if (!instants.ok) return;
              void save(async () =>
                downloadJson(
                  `receipts-${period.from}-to-${period.to}.json`,
                  await getReceipts(instants.from, instants.to),
                ),
              );
            }}
          >
            {t('timeclock.downloadAll')}
          </Button>
        </Group>
        {shifts.isSuccess && list.length > 0 && (
          <Text size="sm" fw={600}>
            {t('timeclock.historyTotal', { count: list.length, worked: formatDuration(worked) })}
          </Text>
        )}
        {list.length >= TIMECLOCK.historyMaxShifts && (
          <Text size="sm" c="dimmed">
            {t('timeclock.historyCapped', { max: TIMECLOCK.historyMaxShifts })}
          </Text>
        )}
        {!instants.ok ? null : shifts.isPending ? (
          <Loader size="sm" />
        ) : shifts.isError ? (
          <LoadFailed onRetry={() => void shifts.refetch()} />
        ) : list.length === 0 ? (
          <Text c="dimmed">{t('timeclock.historyEmpty')}</Text>
        ) : (
          <Table verticalSpacing="xs">
            <Table.Tbody>
              {list.map((shift) => (
                <Table.Tr key={shift.id}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {formatDayAt(shift.started_at, shift.time_zone)} ·{' '}
                      {formatTimeAt(shift.started_at, shift.time_zone)}–
                      {shift.ended_at
                        ? formatTimeAt(shift.ended_at, shift.time_zone)
                        : t('timeclock.open')}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {shift.business_name}
                      {shift.break_seconds > 0 &&
                        ` · ${t('timeclock.breakTotal', { minutes: formatDuration(shift.break_seconds) })}`}
                    </Text>
                    <Stack gap={4} mt={6}>
                      {shift.punches.map((punch) => (
                        <Stack key={punch.id} gap={4}>
                          <Group gap="xs" wrap="nowrap">
                            <Text size="xs" w={110}>
                              {t(`timeclock.actions.${punch.type}`)}{' '}
                              {formatTimeAt(punch.server_time, shift.time_zone)}
                            </Text>
                            <PunchBadge punch={punch} />
                            <Tooltip label={t('timeclock.saveReceiptPdf')}>
                              <ActionIcon
                                variant="subtle"
                                size="sm"
                                aria-label={`${t('timeclock.saveReceiptPdf')}: ${t(`timeclock.actions.${punch.type}`)} ${formatTimeAt(punch.server_time, shift.time_zone)}`}
                                onClick={() => void save(() => saveReceiptPdf(punch.id))}
                              >
                                <IconFileTypePdf size={14} aria-hidden />
                              </ActionIcon>
                            </Tooltip>
                          </Group>
                          <PunchNotes punch={punch} timeZone={shift.time_zone} />
                          <AddPunchNote punch={punch} />
                        </Stack>
                      ))}
                    </Stack>
                  </Table.Td>
                  <Table.Td ta="right" style={{ verticalAlign: 'top' }}>
                    <Text fw={600} size="sm">
                      {formatDuration(shift.worked_seconds)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
