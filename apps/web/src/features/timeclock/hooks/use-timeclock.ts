import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { TIMECLOCK } from '@vh/contracts';
import { getBoard, getClockStatus, getMyShifts, getReviewQueue } from '../api/timeclock.ts';

export const timeclockKeys = {
  status: ['timeclock', 'status'] as const,
  shifts: ['timeclock', 'shifts'] as const,
  board: ['timeclock', 'board'] as const,
  reviews: ['timeclock', 'reviews'] as const,
  audit: (centreId: string) => ['timeclock', 'audit', centreId] as const,
  chainCheck: (centreId: string) => ['timeclock', 'chain-check', centreId] as const,
};

export function useClockStatus() {
  return useQuery({
    queryKey: timeclockKeys.status,
    queryFn: ({ signal }) => getClockStatus(signal),
    refetchInterval: TIMECLOCK.clockRefreshMs,
  });
}

/** The person's shifts in a period; undefined instants (a period being typed) load nothing. */
export function useMyShifts(period: { from: Date; to: Date } | undefined) {
  return useQuery({
    queryKey: [...timeclockKeys.shifts, period?.from.getTime(), period?.to.getTime()],
    queryFn: period ? ({ signal }) => getMyShifts(period.from, period.to, signal) : skipToken,
    placeholderData: keepPreviousData,
  });
}

/** The board refreshes on its own while the page is visible (react-query pauses when hidden). */
export function useBoard() {
  return useQuery({
    queryKey: timeclockKeys.board,
    queryFn: ({ signal }) => getBoard(signal),
    refetchInterval: TIMECLOCK.boardRefreshMs,
  });
}

export function useReviewQueue() {
  return useQuery({
    queryKey: timeclockKeys.reviews,
    queryFn: ({ signal }) => getReviewQueue(signal),
    refetchInterval: TIMECLOCK.boardRefreshMs * 4,
  });
}
