import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconCoffee,
  IconDownload,
  IconFileTypePdf,
  IconLogin,
  IconLogout,
  IconMapPinOff,
  IconPlayerPlay,
  IconShieldCheck,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  receiptLink,
  t,
  type TClockStatus,
  type TPunch,
  type TPunchRequest,
  type TPunchResponse,
  type TPunchType,
} from '@vh/contracts';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { v4 as uuidv4 } from 'uuid';
import { reasonFor } from '../../../lib/failure-reason.ts';
import { notifyError } from '../../../lib/notify.ts';
import { sendPunch } from '../api/timeclock.ts';
import { downloadJson, saveReceiptPdf } from '../download.ts';
import { canAskForLocation, currentFix } from '../geolocation.ts';
import { timeclockKeys, useClockStatus } from '../hooks/use-timeclock.ts';
import { formatDuration, formatTimeAt, reasonSentence, verdictWords } from '../time-words.ts';

import { ClockOutConfirm } from './clock-out-confirm.tsx';
import { LoadFailed } from './load-failed.tsx';
import { ShiftSummary } from './shift-summary.tsx';

type Phase = 'idle' | 'locating' | 'sending';

/** Which buttons the person's state allows, the usual next one first; the server refuses others. */
function actionsFor(status: TClockStatus): TPunchType[] {
  if (!status.shift) return ['clock_in'];
  return status.shift.break_started_at ? ['break_end', 'clock_out'] : ['break_start', 'clock_out'];
}

const actionIcons: Record<TPunchType, ReactNode> = {
  clock_in: <IconLogin aria-hidden />,
  break_start: <IconCoffee aria-hidden />,
  break_end: <IconPlayerPlay aria-hidden />,
  clock_out: <IconLogout aria-hidden />,
};

/** A running time as a clock shows it, 3:07:09: digits only, so it reads the same in any language. */
function clockFace(totalSeconds: number): string {
  const seconds = Math.floor(Math.max(0, totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/**
 * The shift's worked time and the current break's length, ticking every second between fetches
 * from the server's figures. The break is measured on the server's clock (its `server_time` less
 * `break_started_at`), so a phone whose clock is off still shows the right length.
 */
function useRunningTimes(status: TClockStatus | undefined, fetchedAt: number) {
  const [now, setNow] = useState(() => Date.now());
  const ticker = useInterval(() => setNow(Date.now()), 1000);
  useEffect(() => {
    ticker.start();
    return ticker.stop;
  }, [ticker]);
  const shift = status?.shift;
  if (!status || !shift) return { worked: 0, onBreak: null };
  const since = Math.max(0, now - fetchedAt) / 1000;
  if (!shift.break_started_at) return { worked: shift.worked_seconds + since, onBreak: null };
  const breakSoFar = (Date.parse(status.server_time) - Date.parse(shift.break_started_at)) / 1000;
  return { worked: shift.worked_seconds, onBreak: Math.max(0, breakSoFar) + since };
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

/** A running time, large: what a person glances at on the way to the door. */
function RunningTime({ label, seconds, size }: { label: string; seconds: number; size: number }) {
  const labelId = useId();
  return (
    <Stack gap={0} align="center">
      <Text size="sm" c="dimmed" id={labelId}>
        {label}
      </Text>
      {/* A timer is not announced each second; its label says what it counts. */}
      <Text
        role="timer"
        aria-labelledby={labelId}
        fz={size}
        fw={700}
        lh={1.1}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {clockFace(seconds)}
      </Text>
    </Stack>
  );
}

/** The last punch's verdict: verified, or flagged and why; with its receipt when just made. */
function LastPunch({
  punch,
  centre,
  timeZone,
  response,
  denied,
}: {
  punch: TPunch;
  centre: string;
  timeZone: string;
  response: TPunchResponse | null;
  denied: boolean;
}) {
  const [saving, setSaving] = useState(false);
  const clean = !punch.needs_review;
  const what = t(`timeclock.done.${punch.type}`);
  const time = formatTimeAt(punch.server_time, timeZone);
  return (
    <Alert
      color={clean ? 'green' : 'yellow'}
      icon={clean ? <IconShieldCheck aria-hidden /> : <IconAlertTriangle aria-hidden />}
      title={t('timeclock.clock.lastPunch', { what, time })}
      role="status"
      p="sm"
    >
      <Stack gap={6}>
        <Text size="sm" data-testid="verdict">
          {verdictWords(punch, centre)}
        </Text>
        {/* Said once: the blocked-location note below says it where the browser tells. */}
        {punch.location_error === 'denied' && !denied && (
          <Text size="sm">{t('timeclock.denied')}</Text>
        )}
        {punch.location_error && punch.location_error !== 'denied' && (
          <Text size="sm">{t('timeclock.unavailable')}</Text>
        )}
        {/* Why it needs review, in sentences with the punch's own figures. */}
        {punch.reasons.map((reason) => (
          <Text key={reason} size="sm">
            {reasonSentence(punch, reason)}
          </Text>
        ))}
        {response && (
          <Group gap="sm">
            <Button
              size="compact-sm"
              leftSection={<IconFileTypePdf size={14} aria-hidden />}
              loading={saving}
              onClick={() => {
                setSaving(true);
                saveReceiptPdf(punch.id)
                  .catch((error: unknown) => notifyError(reasonFor(error, t('toasts.fetchError'))))
                  .finally(() => setSaving(false));
              }}
            >
              {t('timeclock.saveReceiptPdf')}
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconDownload size={14} aria-hidden />}
              onClick={() => downloadJson(`receipt-${punch.id}.json`, response.receipt)}
            >
              {t('timeclock.downloadReceipt')}
            </Button>
            {/* In the alert's own text colour: the link blue fails contrast on its green. */}
            <Anchor
              size="sm"
              c="inherit"
              underline="always"
              rel="noopener"
              href={receiptLink(window.location.origin, response.receipt)}
              target="_blank"
            >
              {t('timeclock.checkReceipt')}
            </Anchor>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

/**
 * The staff member's clock, laid out for a phone: where, the running times, one big button per
 * thing they may do next, and the verdict of their last punch. Clocking out asks first, then shows
 * the shift's summary.
 */
export function ClockCard() {
  const headingId = useId();
  const queryClient = useQueryClient();
  const status = useClockStatus();
  const { worked, onBreak } = useRunningTimes(status.data, status.dataUpdatedAt);
  const denied = usePermissionDenied();
  const [centreId, setCentreId] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [result, setResult] = useState<{
    response: TPunchResponse;
    centre: string;
    timeZone: string;
  } | null>(null);
  const [failure, setFailure] = useState<{ message: string; retry: TPunchRequest } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [finished, setFinished] = useState<{ id: string; started_at: string } | null>(null);

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
  const centre = data.centres.find((c) => c.id === chosen);
  const centreName = shift?.business_name ?? centre?.name ?? '';
  const timeZone = shift?.time_zone ?? centre?.time_zone ?? 'UTC';

  async function send(body: TPunchRequest) {
    setPhase('sending');
    setFailure(null);
    let response: TPunchResponse | null = null;
    try {
      response = await sendPunch(body);
    } catch (error) {
      // The same body again is the same punch: a retry can never double it.
      setFailure({ message: reasonFor(error, t('toasts.fetchError')), retry: body });
    }
    // The new state first, then the verdict: never "clocked out" above "Clocked in at 7:05".
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: timeclockKeys.status }),
      queryClient.invalidateQueries({ queryKey: timeclockKeys.shifts }),
    ]);
    if (response) {
      setResult({ response, centre: centreName, timeZone });
      if (response.punch.type === 'clock_out' && shift) {
        setFinished({ id: response.punch.shift_id, started_at: shift.started_at });
      }
    }
    setPhase('idle');
  }

  async function press(type: TPunchType) {
    setResult(null);
    setFinished(null);
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

  // The punch just made, else the open shift's last one: today's verdict either way.
  const lastPunch = result?.response.punch ?? shift?.punches.at(-1) ?? null;
  const busy = phase !== 'idle';

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="md">
        {/* The panel's title says it already; the section keeps its name for screen readers. */}
        <VisuallyHidden>
          <Title order={2} id={headingId}>
            {t('timeclock.clockTitle')}
          </Title>
        </VisuallyHidden>
        {!shift && data.centres.length > 1 && (
          <Select
            label={t('timeclock.centreLabel')}
            data={data.centres.map((c) => ({ value: c.id, label: c.name }))}
            value={chosen}
            onChange={setCentreId}
            allowDeselect={false}
            size="md"
          />
        )}
        <div aria-live="polite">
          <Text fw={600} size="lg" ta="center">
            {!shift
              ? t('timeclock.state.out')
              : shift.break_started_at
                ? t('timeclock.state.onBreak', { centre: shift.business_name })
                : t('timeclock.state.in', { centre: shift.business_name })}
          </Text>
          {!shift && data.centres.length === 1 && (
            <Text c="dimmed" ta="center" data-testid="centre">
              {centreName}
            </Text>
          )}
        </div>
        {shift && (
          <Stack gap="xs" data-testid="worked">
            <RunningTime label={t('timeclock.elapsed')} seconds={worked} size={44} />
            <Text size="sm" c="dimmed" ta="center">
              {t('timeclock.since', { time: formatTimeAt(shift.started_at, shift.time_zone) })}
            </Text>
            {onBreak !== null && (
              <RunningTime label={t('timeclock.clock.onBreakFor')} seconds={onBreak} size={32} />
            )}
          </Stack>
        )}
        <Stack gap="sm">
          {actionsFor(data).map((type, index) => (
            <Button
              key={type}
              size="xl"
              fullWidth
              leftSection={actionIcons[type]}
              variant={type === 'clock_out' || index === 0 ? 'filled' : 'default'}
              // Shade 9: white text on Mantine's default red is 3.8:1.
              color={type === 'clock_out' ? 'red.9' : undefined}
              disabled={busy || !chosen}
              onClick={() => (type === 'clock_out' ? setConfirming(true) : void press(type))}
            >
              {t(`timeclock.actions.${type}`)}
            </Button>
          ))}
        </Stack>
        {busy && (
          <Group gap="xs" aria-live="polite" justify="center">
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
        {lastPunch && (
          <LastPunch
            punch={lastPunch}
            centre={result?.centre ?? centreName}
            timeZone={result?.timeZone ?? timeZone}
            response={result?.response ?? null}
            denied={denied}
          />
        )}
        {finished && <ShiftSummary shift={finished} onDismiss={() => setFinished(null)} />}
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
      </Stack>
      <ClockOutConfirm
        opened={confirming}
        worked={formatDuration(worked)}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void press('clock_out');
        }}
      />
    </Paper>
  );
}
