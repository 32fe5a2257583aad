import { CloseButton, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { t, type TPunch, type TShift } from '@vh/contracts';
import { useId } from 'react';
import { useFinishedShift } from '../hooks/use-timeclock.ts';
import { formatDuration, formatTimeAt, reasonSentence } from '../time-words.ts';

import { LoadFailed } from './load-failed.tsx';
import { PunchBadge } from './punch-badge.tsx';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

function PunchLine({ punch, timeZone }: { punch: TPunch; timeZone: string }) {
  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="nowrap">
        <Text size="sm">
          {t('timeclock.clock.lastPunch', {
            what: t(`timeclock.actions.${punch.type}`),
            time: formatTimeAt(punch.server_time, timeZone),
          })}
        </Text>
        <PunchBadge punch={punch} />
      </Group>
      {/* Why it needs review, in sentences with the punch's own figures. */}
      {punch.reasons.map((reason) => (
        <Text key={reason} size="sm">
          {reasonSentence(punch, reason)}
        </Text>
      ))}
    </Stack>
  );
}

function Figures({ shift }: { shift: TShift }) {
  const flagged = shift.punches.filter((punch) => punch.needs_review && !punch.review).length;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
        <Figure
          label={t('timeclock.clock.started')}
          value={formatTimeAt(shift.started_at, shift.time_zone)}
        />
        <Figure
          label={t('timeclock.clock.ended')}
          value={
            shift.ended_at ? formatTimeAt(shift.ended_at, shift.time_zone) : t('timeclock.open')
          }
        />
        <Figure label={t('timeclock.clock.worked')} value={formatDuration(shift.worked_seconds)} />
        <Figure
          label={t('timeclock.clock.breaks')}
          value={
            shift.break_seconds > 0
              ? formatDuration(shift.break_seconds)
              : t('timeclock.clock.noBreaks')
          }
        />
      </SimpleGrid>
      <div>
        <Text size="xs" c="dimmed">
          {t('timeclock.clock.verdict')}
        </Text>
        <Text fw={600}>
          {flagged === 0
            ? t('timeclock.clock.allVerified')
            : t('timeclock.clock.needsReview', { count: flagged })}
        </Text>
      </div>
      <Stack gap={6}>
        {shift.punches.map((punch) => (
          <PunchLine key={punch.id} punch={punch} timeZone={shift.time_zone} />
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * What the shift just ended came to, as the server counted it: when it started and ended, the time
 * worked and on breaks, and each punch's verdict. It stays until the next punch or a dismiss.
 */
export function ShiftSummary({
  shift,
  onDismiss,
}: {
  shift: { id: string; started_at: string };
  onDismiss: () => void;
}) {
  const headingId = useId();
  const finished = useFinishedShift(shift);
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} fz="h4" id={headingId}>
            {t('timeclock.clock.summaryTitle')}
          </Title>
          <CloseButton aria-label={t('timeclock.clock.dismiss')} onClick={onDismiss} />
        </Group>
        {finished.isPending ? (
          <Loader size="sm" aria-label={t('timeclock.clock.summaryLabel')} />
        ) : finished.isError || !finished.data ? (
          <LoadFailed onRetry={() => void finished.refetch()} />
        ) : (
          <Figures shift={finished.data} />
        )}
      </Stack>
    </Paper>
  );
}
