import { useQuery } from '@tanstack/react-query';
import { TODAY, type TToday, type TTodayCounts } from '@vh/contracts';
import { getToday, todayKey } from '../api/get-today.ts';

type Options = { enabled?: boolean };

/** The day's overview, asked for again every few seconds while the page is visible. */
export function useToday({ enabled = true }: Options = {}) {
  return useQuery({
    queryKey: todayKey,
    queryFn: ({ signal }) => getToday(signal),
    refetchInterval: TODAY.refreshMs,
    enabled,
  });
}

const selectCounts = (data: TToday): TTodayCounts => data.counts;
const none: TTodayCounts = { review: 0, corrections: 0, approvals: 0 };

/**
 * How many flagged punches, correction requests and people wait for the caller: the menu's
 * badges. The same query as the Today panel, so the badges and the cards never disagree and the
 * two make one request. Zeros until it answers, and for anyone it is not enabled for.
 */
export function useTodayCounts(options: Options = {}): TTodayCounts {
  const { data } = useQuery({
    queryKey: todayKey,
    queryFn: ({ signal }) => getToday(signal),
    refetchInterval: TODAY.refreshMs,
    enabled: options.enabled ?? true,
    select: selectCounts,
  });
  return data ?? none;
}
