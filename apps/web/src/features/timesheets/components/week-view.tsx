import { Loader, Stack } from '@mantine/core';
import { t, type TTimesheetWeek } from '@vh/contracts';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { approveWeeks, unlockWeek } from '../api/timesheets.ts';
import { centresFor, type TCentreOption, type TEditTarget } from '../edit-request.ts';
import { useTimesheetsChanged, useWeek } from '../hooks/use-timesheets.ts';
import { serverMessage } from '../server-message.ts';
import type { TTimesheetView } from '../timesheet-url.ts';
import { CorrectionModal, type TCorrectionTarget } from './correction-modal.tsx';
import { DayCard, type TWeekMode } from './day-card.tsx';
import { EditModal } from './edit-modal.tsx';
import { ErrorNote } from './error-note.tsx';
import { ReasonModal } from './reason-modal.tsx';
import { WeekHeader } from './week-header.tsx';

/**
 * One person's week, the same for everyone who may see it: staff read their own and ask for
 * corrections; owners and managers edit (with reasons), approve and, the owner, unlock.
 */
export function WeekView({
  view,
  ownView,
  centres,
  onWeek,
}: {
  view: TTimesheetView;
  /** The viewer's own week (staff may ask for corrections on it). */
  ownView: boolean;
  /** The viewer's centres: where a new shift or a request about a day can be. */
  centres: readonly TCentreOption[];
  onWeek: (week: string | null) => void;
}) {
  const week = useWeek(view);
  const changed = useTimesheetsChanged();
  const [editing, setEditing] = useState<TEditTarget | null>(null);
  const [asking, setAsking] = useState<TCorrectionTarget | null>(null);
  const [unlocking, setUnlocking] = useState(false);
  const [approving, setApproving] = useState(false);

  if (week.isPending)
    return <Loader size="sm" role="status" aria-label={t('timesheets.week.loading')} />;
  if (week.isError && !week.data) {
    return <ErrorNote error={week.error} onRetry={() => void week.refetch()} />;
  }
  const data = week.data;
  const options = centresFor(
    centres,
    data.days.flatMap((day) => day.shifts),
  );
  const mode = modeFor(data, ownView, options, setEditing, (date, shift) =>
    setAsking({ date, shift, centres: options }),
  );

  async function approve() {
    setApproving(true);
    try {
      const result = await approveWeeks({ week: data.week_start, staff_uid: data.staff_uid });
      const skipped = result.skipped[0];
      if (skipped)
        notifyError(t('timesheets.team.skipped', { name: skipped.name, reason: skipped.reason }));
      else notifySuccess(t('timesheets.approval.approved', { name: data.name }));
      await changed();
    } catch (error) {
      notifyError(serverMessage(error, t('toasts.saveError')));
    } finally {
      setApproving(false);
    }
  }

  async function unlock(reason: string) {
    await unlockWeek({ week: data.week_start, staff_uid: data.staff_uid, reason });
    notifySuccess(t('timesheets.approval.unlocked'));
    setUnlocking(false);
    await changed();
  }

  return (
    // While another week loads, the last one stays on screen, dimmed and marked busy.
    <Stack gap="md" aria-busy={week.isPlaceholderData} opacity={week.isPlaceholderData ? 0.6 : 1}>
      <WeekHeader
        week={data}
        ownView={ownView}
        onWeek={onWeek}
        onApprove={() => void approve()}
        approving={approving}
        onUnlock={() => setUnlocking(true)}
      />
      {data.days.map((day) => (
        <DayCard key={day.date} day={day} mode={mode} />
      ))}
      {editing && <EditModal target={editing} onClose={() => setEditing(null)} />}
      {asking && <CorrectionModal target={asking} onClose={() => setAsking(null)} />}
      {unlocking && (
        <ReasonModal
          title={t('timesheets.approval.unlockTitle')}
          intro={t('timesheets.approval.unlockIntro')}
          confirmLabel={t('timesheets.approval.unlockConfirm')}
          onConfirm={unlock}
          onClose={() => setUnlocking(false)}
        />
      )}
    </Stack>
  );
}

function modeFor(
  week: TTimesheetWeek,
  ownView: boolean,
  centres: readonly TCentreOption[],
  onEdit: (target: TEditTarget) => void,
  onAsk: Extract<TWeekMode, { kind: 'ask' }>['onAsk'],
): TWeekMode {
  if (week.can_manage) {
    return { kind: 'manage', staffUid: week.staff_uid, locked: week.locked, centres, onEdit };
  }
  return ownView ? { kind: 'ask', onAsk } : { kind: 'none' };
}
