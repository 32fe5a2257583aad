// A punch in words, the same on the clock, the review queue and the reports: its kind, where it
// was judged to be, why it was flagged and what the reviewer decided (keyed by the contracts' codes).
export default {
  /** Why a punch is not a clean `inside` (VERDICT_REASONS). */
  reasons: {
    NO_LOCATION: 'No location',
    LOW_ACCURACY: 'Location too imprecise',
    NEAR_EDGE: 'Near the edge of the geofence',
    STALE_POSITION: 'Old position',
    CLOCK_SKEW: "Device clock differs from the server's",
    NO_CLOCK_OUT: 'Shift open too long (missed clock-out?)',
  },
  /** A punch by its kind, as a report or a history names it (PUNCH_TYPES). */
  types: {
    clock_in: 'Clock-in',
    clock_out: 'Clock-out',
    break_start: 'Break start',
    break_end: 'Break end',
  },
  /** Where a punch was judged to be, in a report's words (VERDICTS). */
  places: {
    inside: 'inside the geofence',
    outside: 'outside the geofence',
    uncertain: 'position uncertain',
  },
  /** A review's outcome, as the staff member's badge and the owner's report say it. */
  decisions: {
    accepted: 'Accepted',
    rejected: 'Rejected',
  },
} as const;
