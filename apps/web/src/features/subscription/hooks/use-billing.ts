import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBilling } from '@vh/contracts';
import { useCallback } from 'react';
import { profileQueryKey } from '../../../lib/get-profile.ts';
import { centresQueryKey } from '../../businesses/hooks/use-centres.ts';
import { getBilling } from '../api/billing.ts';
import { listInvoices } from '../api/invoices.ts';

export const billingQueryKey = (uid: string) => ['billing', uid] as const;
export const invoicesQueryKey = (uid: string) => ['billing', uid, 'invoices'] as const;

export function billingQuery(uid: string) {
  return queryOptions({
    queryKey: billingQueryKey(uid),
    queryFn: ({ signal }) => getBilling(uid, signal),
  });
}

export function useBilling(uid: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...billingQuery(uid), enabled: options.enabled ?? true });
}

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
