import { z } from 'zod';

// GET /api/today: what an owner or manager runs the day from, over the centres they look after.

/** Someone clocked in now: at work since `since`, or on a break since `since`. */
export const ZTodayPerson = z.object({
  shift_id: z.uuid(),
  staff_uid: z.uuid(),
  name: z.string(),
  business_id: z.uuid(),
  business_name: z.string(),
  /** The centre's IANA zone: times are read where the person works. */
  time_zone: z.string(),
  since: z.string(),
});

/** A week as the timesheets count it (the employer's week start), and its worked time so far. */
export const ZTodayWeek = z.object({
  start: z.string(),
  end: z.string(),
  worked_seconds: z.number().int().nonnegative(),
});

export const ZToday = z.object({
  in_now: z.array(ZTodayPerson),
  on_break: z.array(ZTodayPerson),
  counts: z.object({
    /** Flagged punches nobody has accepted or rejected yet. */
    review: z.number().int().nonnegative(),
    /** Correction requests still open. */
    corrections: z.number().int().nonnegative(),
    /** People who joined with an invite code and wait to be approved. */
    approvals: z.number().int().nonnegative(),
  }),
  hours: z.object({ this_week: ZTodayWeek, last_week: ZTodayWeek }),
  server_time: z.string(),
});

export type TTodayPerson = z.infer<typeof ZTodayPerson>;
export type TTodayWeek = z.infer<typeof ZTodayWeek>;
export type TToday = z.infer<typeof ZToday>;
export type TTodayCounts = TToday['counts'];
