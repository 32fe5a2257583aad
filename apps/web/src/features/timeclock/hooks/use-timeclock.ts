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

/**
 * One shift just finished, as the server counted it: its worked time, breaks and every punch's
 * verdict. Asked for by the period it started in, so the list holds it; under the shifts key, so a
 * punch refreshes it with the history.
 */
export function useFinishedShift(shift: { id: string; started_at: string }) {
  return useQuery({
    queryKey: [...timeclockKeys.shifts, 'finished', shift.id],
    queryFn: async ({ signal }) => {
      const from = new Date(shift.started_at);
      // As far on as clocks may differ, so a server clock ahead of this one still lists it.
      const to = new Date(Date.now() + TIMECLOCK.clockSkewMaxS * 1000);
      const { shifts } = await getMyShifts(from, to, signal);
      return shifts.find((candidate) => candidate.id === shift.id) ?? null;
    },
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
