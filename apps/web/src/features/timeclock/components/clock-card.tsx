import {
  Alert,
  Badge,
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
import {
  IconCoffee,
  IconLogin,
  IconLogout,
  IconMapPinOff,
  IconPlayerPlay,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { t, type TPunchType } from '@vh/contracts';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useSession } from '../../../lib/session.tsx';
import { canAskForLocation } from '../geolocation.ts';
import { usePunchPress } from '../hooks/use-punch-press.ts';
import { timeclockKeys, useClockStatus } from '../hooks/use-timeclock.ts';
import {
  clockState,
  runningTimes,
  type ClockShift,
  type ClockState,
} from '../offline/clock-state.ts';
import type { QueuedPunch } from '../offline/offline-db.ts';
import { dismissRefused } from '../offline/punch-queue.ts';
import { useOfflinePunches, useOnline } from '../offline/use-offline-punches.ts';
import { formatDuration, formatTimeAt } from '../time-words.ts';

import { ClockOutConfirm } from './clock-out-confirm.tsx';
import { ConnectionLine } from './connection-line.tsx';
import { LastPunch } from './last-punch.tsx';
import { LoadFailed } from './load-failed.tsx';
import { NotSavedCard, RefusedCard, StorageNote, WaitingCard } from './offline-cards.tsx';
import { RunningTime, useNow } from './running-time.tsx';
import { ShiftSummary } from './shift-summary.tsx';

/** Which buttons the person's state allows, the usual next one first; the server refuses others. */
function actionsFor(shift: ClockShift | null): TPunchType[] {
  if (!shift) return ['clock_in'];
  return shift.break_started_at ? ['break_end', 'clock_out'] : ['break_start', 'clock_out'];
}

const actionIcons: Record<TPunchType, ReactNode> = {
  clock_in: <IconLogin aria-hidden />,
  break_start: <IconCoffee aria-hidden />,
  break_end: <IconPlayerPlay aria-hidden />,
  clock_out: <IconLogout aria-hidden />,
};

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

/** Asks the server again for the state once punches it did not have have left the phone. */
function useRefreshAfterDelivery(waitingIds: string, pressing: boolean) {
  const queryClient = useQueryClient();
  const before = useRef(waitingIds);
  useEffect(() => {
    const gone = before.current.split(' ').some((id) => id && !waitingIds.includes(id));
    before.current = waitingIds;
    // A press asks for the new state itself once its punch is through.
    if (!gone || pressing) return;
    void queryClient.invalidateQueries({ queryKey: timeclockKeys.status });
    void queryClient.invalidateQueries({ queryKey: timeclockKeys.shifts });
  }, [waitingIds, pressing, queryClient]);
}

/**
 * The staff member's clock, laid out for a phone: where, the running times, one big button per
 * thing they may do next, and the verdict of their last punch. Clocking out asks first, then shows
 * the shift's summary. Each punch is kept on the phone before it is sent, so without signal the
 * clock still works from what the phone last knew, and says what waits to be sent.
 */
export function ClockCard() {
  const headingId = useId();
  const uid = useSession().session?.user.id ?? '';
  const status = useClockStatus(uid);
  const offline = useOfflinePunches(uid || null);
  const online = useOnline();
  const punch = usePunchPress(uid);
  const now = useNow();
  const denied = usePermissionDenied();
  const [centreId, setCentreId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [finished, setFinished] = useState<{ id: string; started_at: string } | null>(null);
  // While a press is under way the screen keeps the state it was made in: the punch passes
  // through the queue, and leaves it before the server's new state arrives; the clock must not
  // jump back and forth in between.
  const [pressedIn, setPressedIn] = useState<{
    state: ClockState;
    waiting: QueuedPunch[];
  } | null>(null);
  useRefreshAfterDelivery(offline.waiting.map((item) => item.id).join(' '), punch.phase !== 'idle');

  if (!uid || status.isPending) {
    return <Loader role="status" aria-label={t('timeclock.clockTitle')} />;
  }
  if (status.isError) return <LoadFailed onRetry={() => void status.refetch()} />;
  const view = status.data;
  const busy = punch.phase !== 'idle';
  const live = clockState(view.status, view.fetchedAt, offline.waiting);
  const state = busy && pressedIn ? pressedIn.state : live;
  const waiting = busy && pressedIn ? pressedIn.waiting : offline.waiting;
  const { shift, centres } = state;
  if (centres.length === 0 && !shift) {
    return (
      <Alert color="blue" title={t('timeclock.noCentresTitle')}>
        {t('timeclock.noCentres')}
      </Alert>
    );
  }
  const { worked, onBreak } = runningTimes(state.running, now);
  const chosen = shift?.business_id ?? centreId ?? centres[0]?.id ?? '';
  const centre = centres.find((c) => c.id === chosen);
  const centreName = shift?.business_name ?? centre?.name ?? '';
  const timeZone = shift?.time_zone ?? centre?.time_zone ?? 'UTC';
  const centreOf = (id: string) => centres.find((c) => c.id === id);
  const zoneOf = (id: string) => centreOf(id)?.time_zone ?? timeZone;

  async function press(type: TPunchType) {
    setFinished(null);
    setPressedIn({ state: live, waiting: offline.waiting });
    const started = live.shift?.server ?? null;
    const answer = await punch.press(type, chosen);
    setPressedIn(null);
    if (answer?.punch.type === 'clock_out' && started) {
      setFinished({ id: answer.punch.shift_id, started_at: started.started_at });
    }
  }

  // The punch just made, else the open shift's last one: today's verdict either way.
  const lastPunch = punch.response?.punch ?? shift?.server?.punches.at(-1) ?? null;

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="md">
        {/* The panel's title says it already; the section keeps its name for screen readers. */}
        <VisuallyHidden>
          <Title order={2} id={headingId}>
            {t('timeclock.clockTitle')}
          </Title>
        </VisuallyHidden>
        <ConnectionLine
          online={online && !view.cached}
          waiting={waiting.length}
          lastSent={offline.lastSent}
          timeZone={timeZone}
        />
        {!shift && centres.length > 1 && (
          <Select
            label={t('timeclock.centreLabel')}
            data={centres.map((c) => ({ value: c.id, label: c.name }))}
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
          {shift?.waiting && (
            <Group justify="center">
              <Badge color="blue" variant="light" data-testid="not-sent-yet">
                {t('timeclock.offline.notSentYet')}
              </Badge>
            </Group>
          )}
          {!shift && centres.length === 1 && (
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
          {actionsFor(shift).map((type, index) => (
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
              {punch.phase === 'locating' ? t('timeclock.locating') : t('timeclock.sending')}
            </Text>
          </Group>
        )}
        {punch.notSaved && (
          <NotSavedCard
            trouble={punch.notSaved.trouble}
            reason={punch.notSaved.reason}
            onRetry={punch.notSaved.retry ? () => void punch.retry() : null}
          />
        )}
        {punch.trouble && <StorageNote trouble={punch.trouble} />}
        {waiting.length > 0 && <WaitingCard punches={waiting} timeZone={timeZone} />}
        {offline.refused.map((refused) => (
          <RefusedCard
            key={refused.id}
            punch={refused}
            timeZone={zoneOf(refused.business_id)}
            onDismiss={() => void dismissRefused(refused.id).catch(() => undefined)}
          />
        ))}
        {lastPunch && (
          <LastPunch
            punch={lastPunch}
            centre={centreOf(lastPunch.business_id)?.name ?? centreName}
            timeZone={zoneOf(lastPunch.business_id)}
            response={punch.response}
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
