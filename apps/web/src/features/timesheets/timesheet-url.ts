import { ZLocalDate } from '@vh/contracts';
import { z } from 'zod';
import type { TPanel } from '../../lib/panels.ts';

// The Timesheets panel keeps whose week is open in the dashboard's URL, beside ?panel=timesheets:
// &staff=<uid> (owners and managers; absent: the team, or one's own week for staff) and
// &week=<any date of the week> (absent: this week). Reload, Back and links from reports all work.

export const TIMESHEET_PARAMS = { staff: 'staff', week: 'week' } as const;

export type TTimesheetView = { staff: string | null; week: string | null };

const ZStaff = z.uuid();
const ZWeek = ZLocalDate('week');

/** The staff member and week the URL names, each dropped when it is not a valid id or date. */
export function readTimesheetView(params: URLSearchParams): TTimesheetView {
  const staff = params.get(TIMESHEET_PARAMS.staff);
  const week = params.get(TIMESHEET_PARAMS.week);
  return {
    staff: ZStaff.safeParse(staff).success ? staff : null,
    week: ZWeek.safeParse(week).success ? week : null,
  };
}

/** `params` with the view changed as `next` says (null removes, undefined keeps). */
export function withTimesheetView(
  params: URLSearchParams,
  next: Partial<TTimesheetView>,
): URLSearchParams {
  const result = new URLSearchParams(params);
  for (const key of ['staff', 'week'] as const) {
    const value = next[key];
    if (value === undefined) continue;
    if (value === null) result.delete(TIMESHEET_PARAMS[key]);
    else result.set(TIMESHEET_PARAMS[key], value);
  }
  return result;
}

/** The dashboard search that opens one person's week on the Timesheets panel. */
export function timesheetSearch(view: TTimesheetView): string {
  const panel: TPanel = 'timesheets';
  const params = withTimesheetView(new URLSearchParams({ panel }), view);
  return `?${params.toString()}`;
}
