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
    RECORDED_OFFLINE: 'Recorded offline, delivered late',
    OFFSET_CHANGED: 'Device clock changed before delivery',
    TIME_OUT_OF_BOUNDS: 'Device time outside what is possible',
  },
  /**
   * A punch kept on the phone, for a reviewer, on one line: its time of record, the phone's own
   * clock at the press and when it reached the server (times of day at the centre).
   */
  bothTimes: "Made {made} (phone's time {claimed}) · received {received}",
  /**
   * Why a punch needs review, as a sentence: `own` to the person who punched, `of` to whoever
   * reviews it ({name}). A figure is given where the punch carries it.
   */
  reasonSentences: {
    own: {
      NO_LOCATION: 'Your phone did not share its location.',
      LOW_ACCURACY: 'Your phone could place you only within {accuracy}.',
      LOW_ACCURACY_plain: 'Your phone could not tell your position precisely enough.',
      NEAR_EDGE: 'Your phone placed you {distance} from the centre, at the edge of the geofence.',
      NEAR_EDGE_plain: 'Your phone placed you at the edge of the geofence.',
      // {age}: the most a position may be (the punch does not carry its own age).
      STALE_POSITION: "Your phone's position was more than {age} old when you punched.",
      CLOCK_SKEW: "Your phone's clock was {difference} off the server's.",
      NO_CLOCK_OUT: 'Your shift stayed open longer than a shift may last: was a clock-out missed?',
      // {late}: how long after the punch's time it reached the server, e.g. "47 min".
      RECORDED_OFFLINE: 'Recorded offline on your phone (delivered {late} later).',
      OFFSET_CHANGED: "Your phone's clock was changed while the punch waited to be sent.",
      TIME_OUT_OF_BOUNDS:
        "Your phone's time for this punch could not be confirmed, so its hours count only once a manager accepts it.",
    },
    of: {
      NO_LOCATION: "{name}'s phone did not share its location.",
      LOW_ACCURACY: "{name}'s phone could place them only within {accuracy}.",
      LOW_ACCURACY_plain: "{name}'s phone could not tell their position precisely enough.",
      NEAR_EDGE:
        "{name}'s phone placed them {distance} from the centre, at the edge of the geofence.",
      NEAR_EDGE_plain: "{name}'s phone placed them at the edge of the geofence.",
      STALE_POSITION: "{name}'s phone's position was more than {age} old when they punched.",
      CLOCK_SKEW: "{name}'s phone's clock was {difference} off the server's.",
      NO_CLOCK_OUT:
        "{name}'s shift stayed open longer than a shift may last: was a clock-out missed?",
      RECORDED_OFFLINE: "Recorded offline on {name}'s phone (delivered {late} later).",
      OFFSET_CHANGED: "{name}'s phone's clock was changed while the punch waited to be sent.",
      TIME_OUT_OF_BOUNDS:
        "{name}'s phone's time for this punch falls outside the times it could have been made: its hours count only once accepted.",
    },
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
