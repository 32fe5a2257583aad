import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { TIMECLOCK, type TClockStatus } from '@vh/contracts';
import { isApiError } from '../../../lib/api-client.ts';
import { getBoard, getClockStatus, getMyShifts, getReviewQueue } from '../api/timeclock.ts';
import { cachedStatus, rememberContact } from '../offline/last-contact.ts';

export const timeclockKeys = {
  status: ['timeclock', 'status'] as const,
  shifts: ['timeclock', 'shifts'] as const,
  board: ['timeclock', 'board'] as const,
  reviews: ['timeclock', 'reviews'] as const,
  audit: (centreId: string) => ['timeclock', 'audit', centreId] as const,
  chainCheck: (centreId: string) => ['timeclock', 'chain-check', centreId] as const,
};

/** The clock's status and when (device ms) it was fetched; `cached`: the phone's last copy. */
export type ClockView = { status: TClockStatus; fetchedAt: number; cached: boolean };

/** No answer at all, or only a proxy's for a server that is down: the phone's copy will do. */
const unreachable = (error: unknown) =>
  isApiError(error) && (error.status === 0 || [502, 503, 504].includes(error.status));

/**
 * The signed-in person's clock status. Each answer is kept on the phone with the clock offset it
 * measured; when the server cannot be reached, the last kept status stands in (`cached`).
 */
export function useClockStatus(uid: string) {
  return useQuery({
    queryKey: [...timeclockKeys.status, uid],
    queryFn: async ({ signal }): Promise<ClockView> => {
      try {
        const { status, sentAt, receivedAt } = await getClockStatus(signal);
        // Storage the browser denies only costs the offline clock; the online one goes on.
        await rememberContact(uid, status, sentAt, receivedAt).catch(() => undefined);
        return { status, fetchedAt: receivedAt, cached: false };
      } catch (error) {
        if (!unreachable(error)) throw error;
        const kept = await cachedStatus(uid).catch(() => null);
        if (!kept) throw error;
        return { status: kept.status, fetchedAt: kept.fetched_at, cached: true };
      }
    },
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
