import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBilling } from '@vh/contracts';
import { useCallback } from 'react';
import { profileQueryKey } from '../../../lib/get-profile.ts';
import { centresQueryKey } from '../../businesses/hooks/use-centres.ts';
import { billingQueryKey } from '../../plans/hooks/use-billing.ts';
import { listInvoices } from '../api/invoices.ts';

export const invoicesQueryKey = (uid: string) => ['billing', uid, 'invoices'] as const;

export function useInvoices(uid: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: invoicesQueryKey(uid),
    queryFn: ({ signal }) => listInvoices(uid, signal),
    enabled: options.enabled ?? true,
  });
}

/**
 * After anything that changes the plan: the profile (its `plan` gates other screens), the billing
 * state and invoices, and the centres (a smaller plan makes some read-only). `billing` is the
 * server's answer to the change, shown at once while the rest reloads.
 */
export function useBillingRefresh(uid: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (billing?: TBilling) => {
      if (billing) queryClient.setQueryData(billingQueryKey(uid), billing);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKey(uid) }),
        queryClient.invalidateQueries({ queryKey: billingQueryKey(uid) }),
        queryClient.invalidateQueries({ queryKey: centresQueryKey }),
      ]);
    },
    [queryClient, uid],
  );
}
