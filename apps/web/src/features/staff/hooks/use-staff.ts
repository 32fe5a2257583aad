import { useQuery, useQueryClient } from '@tanstack/react-query';
import { timings, type TStaffMember, t } from '@vh/contracts';
import { useState } from 'react';
import { reasonFor } from '../../../lib/failure-reason.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { notifyLoading, notifyOffline, settleToast } from '../../../lib/notify.ts';
import { listStaff } from '../api/staff.ts';

export const staffQueryKey = ['staff'] as const;

export function useStaff(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: staffQueryKey,
    queryFn: ({ signal }) => listStaff(signal),
    enabled: options.enabled ?? true,
  });
}

/**
 * One change to staff with SPEC §4's save sequence: 'Connecting to the server / Please wait.',
 * then the outcome; on failure the red 'Error' toast (the server's reason where it gave one, such
 * as the plan's limit) closing after 1.5 s. The list is fetched again either way, so it shows the
 * truth. Resolves to whether the change was made.
 */
export function useStaffChange() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function run(change: () => Promise<unknown>, done: string): Promise<boolean> {
    setBusy(true);
    const toast = notifyLoading(t('toasts.connectingTitle'), t('toasts.connectingMessage'));
    try {
      await change();
      settleToast(toast, 'success', done);
      return true;
    } catch (error) {
      if (isApiError(error, 0)) {
        settleToast(toast, 'error', t('toasts.staffSaveError'));
        notifyOffline();
      } else {
        settleToast(toast, 'error', reasonFor(error, t('toasts.staffSaveError')), {
          title: t('toasts.staffSaveErrorTitle'),
          autoClose: timings.staffSaveErrorAutoCloseMs,
        });
      }
      return false;
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: staffQueryKey });
    }
  }

  return { run, busy };
}

/** People waiting for approval, for the Staff tile's badge. */
export const pendingCount = (staff: TStaffMember[] | undefined): number =>
  staff?.filter((member) => member.status === 'pending').length ?? 0;
