import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import {
  IconDownload,
  IconMapPinOff,
  IconShieldCheck,
  IconAlertTriangle,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  t,
  type TClockStatus,
  type TPunchRequest,
  type TPunchResponse,
  type TPunchType,
} from '@vh/contracts';
import { useEffect, useId, useState } from 'react';
import { v4 as uuidv4 } from 'uuid';
import { reasonFor } from '../../../lib/failure-reason.ts';
import { receiptLink } from '../../verify/verify-receipt.ts';
import { sendPunch } from '../api/timeclock.ts';
import { downloadJson } from '../download.ts';
import { canAskForLocation, currentFix } from '../geolocation.ts';
import { timeclockKeys, useClockStatus } from '../hooks/use-timeclock.ts';
import { formatDuration, formatTimeAt, verdictWords } from '../time-words.ts';

import { LoadFailed } from './load-failed.tsx';

type Phase = 'idle' | 'locating' | 'sending';

/** Which buttons the person's state allows: the server refuses the others anyway. */
function actionsFor(status: TClockStatus): TPunchType[] {
  if (!status.shift) return ['clock_in'];
  return status.shift.break_started_at ? ['break_end', 'clock_out'] : ['clock_out', 'break_start'];
}

/** Ticks the shift's worked time every second between fetches, from the server's figure. */
function useWorkedSeconds(status: TClockStatus | undefined, fetchedAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  const ticker = useInterval(() => setNow(Date.now()), 1000);
  useEffect(() => {
    ticker.start();
    return ticker.stop;
  }, [ticker]);
  const shift = status?.shift;
  if (!shift) return 0;
  const running = shift.break_started_at ? 0 : Math.max(0, now - fetchedAt) / 1000;
  return shift.worked_seconds + running;
}

function usePermissionDenied(): boolean {
  const [denied, setDenied] = useState(false);
  useEffect(() => {
    let status: PermissionStatus | undefined;
    const update = () => setDenied(status?.state === 'denied');
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((result) => {
        status = result;
        update();
        result.addEventListener('change', update);
      })
      .catch(() => undefined);
    return () => status?.removeEventListener('change', update);
  }, []);
  return denied;
}

/** The staff member's clock: state, elapsed time, the buttons, and the verdict of the last punch. */
export function ClockCard() {
  const headingId = useId();
  const queryClient = useQueryClient();
  const status = useClockStatus();
  const worked = useWorkedSeconds(status.data, status.dataUpdatedAt);
  const denied = usePermissionDenied();
  const [centreId, setCentreId] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [result, setResult] = useState<{ response: TPunchResponse; centre: string } | null>(null);
  const [failure, setFailure] = useState<{ message: string; retry: TPunchRequest } | null>(null);

  if (status.isPending) return <Loader role="status" aria-label={t('timeclock.clockTitle')} />;
  if (status.isError) return <LoadFailed onRetry={() => void status.refetch()} />;
  const data = status.data;
  if (data.centres.length === 0 && !data.shift) {
    return (
      <Alert color="blue" title={t('timeclock.noCentresTitle')}>
        {t('timeclock.noCentres')}
      </Alert>
    );
  }
  const shift = data.shift;
  const chosen = shift?.business_id ?? centreId ?? data.centres[0]?.id ?? '';
  const centreName = shift?.business_name ?? data.centres.find((c) => c.id === chosen)?.name ?? '';

  async function send(body: TPunchRequest) {
    setPhase('sending');
    setFailure(null);
    try {
      const response = await sendPunch(body);
      setResult({ response, centre: centreName });
    } catch (error) {
      // The same body again is the same punch: a retry can never double it.
      setFailure({ message: reasonFor(error, t('toasts.fetchError')), retry: body });
    } finally {
      setPhase('idle');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: timeclockKeys.status }),
        queryClient.invalidateQueries({ queryKey: timeclockKeys.shifts }),
      ]);
    }
  }

  async function press(type: TPunchType) {
    setResult(null);
    setPhase('locating');
    const fix = await currentFix();
    const base = {
      id: uuidv4(),
      type,
      business_id: chosen,
      client_time: new Date().toISOString(),
    };
    await send(
      fix.kind === 'position'
        ? {
            ...base,
            latitude: fix.latitude,
            longitude: fix.longitude,
            accuracy: fix.accuracy,
            position_time: fix.time,
          }
        : { ...base, location_error: fix.error },
    );
  }

  const punch = result?.response.punch;
  const clean = punch && !punch.needs_review;
  const busy = phase !== 'idle';

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} fz="h3" id={headingId}>
          {t('timeclock.clockTitle')}
        </Title>
        {!shift && data.centres.length > 1 && (
          <Select
            label={t('timeclock.centreLabel')}
            data={data.centres.map((c) => ({ value: c.id, label: c.name }))}
            value={chosen}
            onChange={setCentreId}
            allowDeselect={false}
          />
        )}
        <div aria-live="polite">
          <Text fw={600} size="lg">
            {!shift
              ? t('timeclock.state.out')
              : shift.break_started_at
                ? t('timeclock.state.onBreak', { centre: shift.business_name })
                : t('timeclock.state.in', { centre: shift.business_name })}
          </Text>
          {shift && (
            <Text c="dimmed" size="sm">
              {t('timeclock.since', { time: formatTimeAt(shift.started_at, shift.time_zone) })} ·{' '}
              {t('timeclock.elapsed')}:{' '}
              <Text span fw={600} c="var(--mantine-color-text)" data-testid="worked">
                {formatDuration(worked)}
              </Text>
            </Text>
          )}
        </div>
        {!canAskForLocation() ? (
          <Alert
            color="yellow"
            title={t('timeclock.insecureTitle')}
            icon={<IconMapPinOff aria-hidden />}
          >
            {t('timeclock.insecure')}
          </Alert>
        ) : denied ? (
          <Alert
            color="yellow"
            title={t('timeclock.deniedTitle')}
            icon={<IconMapPinOff aria-hidden />}
          >
            {t('timeclock.denied')}
          </Alert>
        ) : (
          !shift && (
            <Text size="sm" c="dimmed">
              {t('timeclock.locationIntro')}
            </Text>
          )
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {actionsFor(data).map((type, index) => (
            <Button
              key={type}
              size="xl"
              variant={index === 0 ? 'filled' : 'default'}
              // Shade 9: white text on Mantine's default red is 3.8:1.
              color={type === 'clock_out' ? 'red.9' : undefined}
              disabled={busy || !chosen}
              onClick={() => void press(type)}
            >
              {t(`timeclock.actions.${type}`)}
            </Button>
          ))}
        </SimpleGrid>
        {busy && (
          <Group gap="xs" aria-live="polite">
            <Loader size="xs" />
            <Text size="sm">
              {phase === 'locating' ? t('timeclock.locating') : t('timeclock.sending')}
            </Text>
          </Group>
        )}
        {failure && (
          <Alert color="red" title={failure.message}>
            <Button size="xs" variant="default" onClick={() => void send(failure.retry)}>
              {t('common.actions.tryAgain')}
            </Button>
          </Alert>
        )}
        {punch && result && (
          <Alert
            color={clean ? 'green' : 'yellow'}
            icon={clean ? <IconShieldCheck aria-hidden /> : <IconAlertTriangle aria-hidden />}
            title={t(`timeclock.done.${punch.type}`)}
            role="status"
          >
            <Stack gap="xs">
              <Text size="sm" data-testid="verdict">
                {verdictWords(punch, result.centre)}
              </Text>
              {/* Said once: the blocked-location note above says it where the browser tells. */}
              {punch.location_error === 'denied' && !denied && (
                <Text size="sm">{t('timeclock.denied')}</Text>
              )}
              {punch.location_error && punch.location_error !== 'denied' && (
                <Text size="sm">{t('timeclock.unavailable')}</Text>
              )}
              {punch.reasons.length > 0 && (
                <Group gap={4}>
                  {punch.reasons.map((reason) => (
                    <Badge key={reason} color="yellow" c="dark" variant="filled" size="sm">
                      {t(`punches.reasons.${reason}`)}
                    </Badge>
                  ))}
                </Group>
              )}
              <Group>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconDownload size={14} aria-hidden />}
                  onClick={() => downloadJson(`receipt-${punch.id}.json`, result.response.receipt)}
                >
                  {t('timeclock.downloadReceipt')}
                </Button>
                {/* In the alert's own text colour: the link blue fails contrast on its green. */}
                <Anchor
                  size="sm"
                  c="inherit"
                  underline="always"
                  rel="noopener"
                  href={receiptLink(
                    window.location.origin,
                    JSON.stringify(result.response.receipt),
                  )}
                  target="_blank"
                >
                  {t('timeclock.checkReceipt')}
                </Anchor>
              </Group>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
