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
import { IconDownload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { reasonFor } from '../../../lib/failure-reason.ts';
import { notifyError } from '../../../lib/notify.ts';
import { getReceipt, getReceipts } from '../api/timeclock.ts';
import { downloadJson } from '../download.ts';
import { useMyShifts } from '../hooks/use-timeclock.ts';
import { formatDayAt, formatDuration, formatTimeAt } from '../time-words.ts';
import { timeclockCopy as t } from '../timeclock.copy.ts';
import { LoadFailed } from './load-failed.tsx';
import { PunchBadge } from './punch-badge.tsx';

const DAY_MS = 86_400_000;

/** The person's own shifts of the last two weeks, each punch with its verdict and receipt. */
export function MyShifts() {
  const headingId = useId();
  const shifts = useMyShifts();
  const [busy, setBusy] = useState(false);

  async function save(load: () => Promise<unknown>, fileName: string) {
    setBusy(true);
    try {
      downloadJson(fileName, await load());
    } catch (error) {
      notifyError(reasonFor(error, t.loadFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="h3" id={headingId}>
            {t.historyTitle}
          </Title>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} aria-hidden />}
            loading={busy}
            onClick={() => {
              const to = new Date(Date.now() + 60_000);
              void save(
                () => getReceipts(new Date(to.getTime() - 14 * DAY_MS), to),
                `receipts-${to.toISOString().slice(0, 10)}.json`,
              );
            }}
          >
            {t.downloadAll}
          </Button>
        </Group>
        {shifts.isPending ? (
          <Loader size="sm" />
        ) : shifts.isError ? (
          <LoadFailed onRetry={() => void shifts.refetch()} />
        ) : shifts.data.shifts.length === 0 ? (
          <Text c="dimmed">{t.historyEmpty}</Text>
        ) : (
          <Table verticalSpacing="xs">
            <Table.Tbody>
              {shifts.data.shifts.map((shift) => (
                <Table.Tr key={shift.id}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {formatDayAt(shift.started_at, shift.time_zone)} ·{' '}
                      {formatTimeAt(shift.started_at, shift.time_zone)}–
                      {shift.ended_at ? formatTimeAt(shift.ended_at, shift.time_zone) : t.open}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {shift.business_name}
                      {shift.break_seconds > 0 &&
                        ` · ${t.breakTotal(formatDuration(shift.break_seconds))}`}
                    </Text>
                    <Stack gap={4} mt={6}>
                      {shift.punches.map((punch) => (
                        <Group key={punch.id} gap="xs" wrap="nowrap">
                          <Text size="xs" w={110}>
                            {t.actions[punch.type]}{' '}
                            {formatTimeAt(punch.server_time, shift.time_zone)}
                          </Text>
                          <PunchBadge punch={punch} />
                          <Tooltip label={t.downloadReceipt}>
                            <ActionIcon
                              variant="subtle"
                              size="sm"
                              aria-label={`${t.downloadReceipt}: ${t.actions[punch.type]} ${formatTimeAt(punch.server_time, shift.time_zone)}`}
                              onClick={() =>
                                void save(() => getReceipt(punch.id), `receipt-${punch.id}.json`)
                              }
                            >
                              <IconDownload size={14} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
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
