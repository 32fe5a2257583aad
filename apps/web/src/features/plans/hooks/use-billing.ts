import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBilling } from '../api/billing.ts';

export const billingQueryKey = (uid: string) => ['billing', uid] as const;

export function billingQuery(uid: string) {
  return queryOptions({
    queryKey: billingQueryKey(uid),
    queryFn: ({ signal }) => getBilling(uid, signal),
  });
}

export function useBilling(uid: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...billingQuery(uid), enabled: options.enabled ?? true });
}
