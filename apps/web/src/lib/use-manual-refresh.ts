import { t } from '@vh/contracts';

import { useState } from 'react';
import { notifyDataRefreshed, notifyFailure } from './notify.ts';

/** What a query's refetch() resolves to, as far as a refresh needs it. */
type Refetched = { isError: boolean; error: unknown };

/**
 * A refresh the person asked for: 'Data refreshed' once the new data is in, else the fetch error
 * (or the connecting toast, when the server cannot be reached). Polling refreshes say nothing.
 */
export function useManualRefresh(refetch: () => Promise<Refetched>) {
  const [busy, setBusy] = useState(false);

  async function refresh(): Promise<void> {
    setBusy(true);
    try {
      const result = await refetch();
      if (result.isError) notifyFailure(result.error, t('toasts.fetchError'));
      else notifyDataRefreshed();
    } finally {
      setBusy(false);
    }
  }

  return { refresh, busy };
}
