import { Badge, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { useEffect, useId, useState } from 'react';
import type { TBoardEntry } from '@vh/contracts';
import { RefreshButton } from '../../../components/refresh-button.tsx';
import { useBoard } from '../hooks/use-timeclock.ts';
import { formatDuration, formatTimeAt } from '../time-words.ts';

import { LoadFailed } from './load-failed.tsx';
import { TIMECLOCK, t } from '@vh/contracts';

/** Everyone clocked in now, by centre; refreshed every few seconds while the page is open. */
export function WhosInBoard() {
  const headingId = useId();
  const board = useBoard();
  const [now, setNow] = useState(() => Date.now());
  const ticker = useInterval(() => setNow(Date.now()), 1000);
  useEffect(() => {
    ticker.start();
    return ticker.stop;
  }, [ticker]);

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="h3" id={headingId}>
            {t('timeclock.boardTitle')}
          </Title>
          <RefreshButton
            what={t('timeclock.boardTitle')}
            refetch={board.refetch}
            disabled={board.isPending}
          />
        </Group>
        {board.isPending ? (
          <Loader size="sm" />
        ) : board.isError && !board.data ? (
          <LoadFailed onRetry={() => void board.refetch()} />
        ) : board.data.entries.length === 0 ? (
          <Text c="dimmed">{t('timeclock.boardEmpty')}</Text>
        ) : (
          byCentre(board.data.entries).map(({ centreId, centreName, entries }) => (
            <CentreGroup key={centreId} name={centreName} entries={entries} now={now} />
          ))
        )}
        {board.data && (
          <Text size="xs" c="dimmed">
            {t('timeclock.boardUpdated', {
              time: new Date(board.dataUpdatedAt).toLocaleTimeString('en-CA'),
              seconds: TIMECLOCK.boardRefreshMs / 1000,
            })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The board's people grouped by centre, the centres in name order. */
function byCentre(entries: TBoardEntry[]) {
  const groups = new Map<
    string,
    { centreId: string; centreName: string; entries: TBoardEntry[] }
  >();
  for (const entry of entries) {
    const group = groups.get(entry.business_id) ?? {
      centreId: entry.business_id,
      centreName: entry.business_name,
      entries: [],
    };
    group.entries.push(entry);
    groups.set(entry.business_id, group);
  }
  return [...groups.values()].sort((a, b) => a.centreName.localeCompare(b.centreName));
}

function CentreGroup({
  name,
  entries,
  now,
}: {
  name: string;
  entries: TBoardEntry[];
  now: number;
}) {
  const headingId = useId();
  return (
    <Stack gap={4}>
      <Title order={3} fz="md" id={headingId}>
        {t('timeclock.boardCentre', { centre: name, count: entries.length })}
      </Title>
      <Table verticalSpacing="xs" aria-labelledby={headingId}>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.shift_id}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {entry.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {entry.position ? `${entry.position} · ` : ''}
                  {t('timeclock.since', { time: formatTimeAt(entry.started_at, entry.time_zone) })}
                </Text>
                <Group gap={4} mt={4}>
                  {entry.break_started_at && (
                    <Badge size="sm" color="gray.7">
                      {t('timeclock.onBreak')}
                    </Badge>
                  )}
                  {entry.overdue && (
                    <Badge size="sm" color="red.9">
                      {t('timeclock.overdue')}
                    </Badge>
                  )}
                  {(entry.verdict !== 'inside' || entry.reasons.length > 0) && (
                    <Badge size="sm" variant="filled" color="yellow" c="dark">
                      {t('timeclock.needsReview')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td ta="right" style={{ verticalAlign: 'top' }}>
                <Text size="sm" fw={600}>
                  {formatDuration((now - new Date(entry.started_at).getTime()) / 1000)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
