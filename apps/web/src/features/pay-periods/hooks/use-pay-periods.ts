import { useQuery } from '@tanstack/react-query';
import { readPeriods } from '../api/pay-periods.ts';

export const periodsKey = ['pay-periods'] as const;
export const periodKey = (start: string) => ['pay-periods', start] as const;

/**
 * The recent pay periods. The server refuses those who may not read them (staff, a plan without
 * pay); `enabled` keeps the call from being made for someone who would only be refused.
 */
export function usePayPeriods({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: periodsKey,
    queryFn: ({ signal }) => readPeriods(signal),
    retry: false,
    enabled,
  });
}
