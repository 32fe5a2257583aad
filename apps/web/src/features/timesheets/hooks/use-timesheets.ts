import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getCorrections, getTeamWeek, getWeek } from '../api/timesheets.ts';
import type { TTimesheetView } from '../timesheet-url.ts';

export const timesheetKeys = {
  all: ['timesheets'] as const,
  week: (view: TTimesheetView) =>
    ['timesheets', 'week', view.staff ?? 'me', view.week ?? 'this'] as const,
  team: (week: string | null, businessId: string | null) =>
    ['timesheets', 'team', week ?? 'this', businessId ?? 'all'] as const,
  corrections: ['timesheets', 'corrections'] as const,
};

/** Reports sum timesheet hours, so they are stale whenever a timesheet changes. */
const reportsKey = ['reports'] as const;

export function useWeek(view: TTimesheetView) {
  return useQuery({
    queryKey: timesheetKeys.week(view),
    queryFn: ({ signal }) => getWeek(view, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTeamWeek(week: string | null, businessId: string | null) {
  return useQuery({
    queryKey: timesheetKeys.team(week, businessId),
    queryFn: ({ signal }) => getTeamWeek(week, businessId, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCorrections() {
  return useQuery({
    queryKey: timesheetKeys.corrections,
    queryFn: ({ signal }) => getCorrections(signal),
  });
}

/**
 * After any change (an edit, an approval, an unlock, an answered request): one change moves the
 * person's week, the team's totals, the correction list and every report, so all are fetched again.
 */
export function useTimesheetsChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: timesheetKeys.all }),
        queryClient.invalidateQueries({ queryKey: reportsKey }),
      ]),
    [queryClient],
  );
}
