import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { THolidayList } from '@vh/contracts';
import { useCallback } from 'react';
import { getHolidays, getOvertimeRules } from '../api/settings.ts';

export const settingsKeys = {
  rules: ['overtime-rules'] as const,
  holidays: (centreId: string | null, year: number) => ['holidays', centreId, year] as const,
};

export function useOvertimeRules() {
  return useQuery({
    queryKey: settingsKeys.rules,
    queryFn: ({ signal }) => getOvertimeRules(signal),
  });
}

export function useHolidays(centreId: string | null, year: number) {
  return useQuery({
    queryKey: settingsKeys.holidays(centreId, year),
    queryFn: ({ signal }) => getHolidays(centreId ?? '', year, signal),
    enabled: centreId !== null,
  });
}

/**
 * After rules or holidays change: every timesheet and report counts with them, so those are
 * fetched again; a holiday list the server answered with is put in place at once.
 */
export function useCountingChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    async (holidays?: { centreId: string; list: THolidayList }) => {
      if (holidays) {
        queryClient.setQueryData(
          settingsKeys.holidays(holidays.centreId, holidays.list.year),
          holidays.list,
        );
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['timesheets'] }),
        queryClient.invalidateQueries({ queryKey: ['reports'] }),
      ]);
    },
    [queryClient],
  );
}
