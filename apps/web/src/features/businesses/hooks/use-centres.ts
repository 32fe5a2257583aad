import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type TCentre, t } from '@vh/contracts';
import { useState } from 'react';
import { notifyLoading, settleFailure, settleToast } from '../../../lib/notify.ts';
import { listCentres } from '../api/centres.ts';

export const centresQueryKey = ['centres'] as const;

export function useCentres(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: centresQueryKey,
    queryFn: ({ signal }) => listCentres(signal),
    enabled: options.enabled ?? true,
  });
}

/**
 * Runs one change to a centre with the 'Connecting to the server' toast, then puts the saved
 * centre into the list so every screen shows it. Resolves to the centre, or null on failure
 * (the toast then says why: the plan's limit, a field, or 'Please try again').
 */
export function useCentreChange() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function run(
    change: () => Promise<TCentre>,
    done: string = t('businesses.saved'),
  ): Promise<TCentre | { error: unknown }> {
    setBusy(true);
    const toast = notifyLoading(t('toasts.connectingTitle'), t('toasts.connectingMessage'));
    try {
      const saved = await change();
      queryClient.setQueryData<TCentre[]>(centresQueryKey, (centres = []) =>
        centres.some((centre) => centre.id === saved.id)
          ? centres.map((centre) => (centre.id === saved.id ? saved : centre))
          : [...centres, saved],
      );
      settleToast(toast, 'success', done);
      return saved;
    } catch (error) {
      settleFailure(toast, error, t('toasts.saveError'));
      return { error };
    } finally {
      setBusy(false);
    }
  }

  return { run, busy };
}
