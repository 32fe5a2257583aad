// The time clock's words: what a person reads before, during and after a punch.
export default {
  panelTabs: {
    clock: 'Clock',
    history: 'My shifts',
    board: "Who's in",
    review: 'Review',
    audit: 'Audit log',
  },
  clockTitle: 'Clock in and out',
  centreLabel: 'Business centre',
  noCentresTitle: 'No business centre yet',
  noCentres:
    'Your employer has not assigned you to a business centre. Ask them to add you to one, then come back here.',
  state: {
    out: 'You are clocked out.',
    in: 'Clocked in at {centre}',
    onBreak: 'On a break — clocked in at {centre}',
  },
  since: 'since {time}',
  elapsed: 'Worked this shift',
  actions: {
    clock_in: 'Clock in',
    clock_out: 'Clock out',
    break_start: 'Start break',
    break_end: 'End break',
  },
  done: {
    clock_in: 'Clocked in',
    clock_out: 'Clocked out',
    break_start: 'Break started',
    break_end: 'Break ended',
  },
  locationIntro:
    'When you punch, your browser asks for your location once. It is checked against your business centre so your hours count as verified; it is not tracked between punches.',
  locating: 'Finding your location…',
  sending: 'Recording your punch…',
  insecureTitle: 'Location needs a secure connection',
  insecure:
    'Browsers only share your location with pages opened over https. You can still punch: it will be recorded and flagged for your manager to review. Ask your employer for the https address of VerifiedHours.',
  deniedTitle: 'Location is blocked for this site',
  denied:
    'You can still punch: it will be recorded without a location and flagged for review. To be verified next time, allow location for this site in your browser’s site settings (the icon beside the address), then reload.',
  unavailable:
    'Your device could not find its location. The punch was recorded and flagged for review; moving near a window or turning on Wi-Fi helps.',
  verdict: {
    inside: 'Verified at {centre} — {distance} from the centre, ±{accuracy}',
    outside: 'Recorded and flagged for review: about {distance} away',
    uncertain:
      'Recorded and flagged for review: your position could not be confirmed inside {centre}',
    noLocation: 'Recorded and flagged for review: no location was shared',
  },
  // An outside punch has no reason of its own: where it was is the reason.
  outsideBadge: 'Outside the geofence',
  downloadReceipt: 'Download receipt',
  checkReceipt: 'Check it now',
  downloadAll: 'Download receipts for this period',
  historyTitle: 'My shifts',
  historyEmpty: 'No shifts in this period.',
  historyTotal: '{count, plural, one {# shift} other {# shifts}}, {worked} worked',
  historyCapped:
    'Only the newest {max} shifts of this period are listed; choose a shorter period to see the rest.',
  period: {
    from: 'From',
    to: 'To',
    invalid: 'Enter a date',
    reversed: 'The first day must be on or before the last day',
    tooLong: 'Choose a period of at most {days} days',
  },
  open: 'open',
  breakTotal: 'breaks {minutes}',
  flagged: 'Flagged',
  verified: 'Verified',
  boardTitle: "Who's in now",
  boardEmpty: 'Nobody is clocked in right now.',
  boardCentre: '{centre} · {count} in',
  boardUpdated: 'Updated {time}; refreshes every {seconds} s',
  onBreak: 'On a break',
  overdue: 'Open too long',
  reviewTitle: 'Flagged punches',
  reviewEmpty: 'Nothing to review: every punch so far was verified or has been decided.',
  reviewReason: 'Reason for your decision',
  reviewReasonHelp: 'The staff member can see it. It is kept in the audit log.',
  accept: 'Accept',
  reject: 'Reject',
  reviewDone: {
    accepted: 'Punch accepted',
    rejected: 'Punch rejected',
  },
  reviewDistance: '{distance} from the centre, ±{accuracy} (geofence {radius})',
  reviewMapLabel: '{name}: {distance} from {centre}',
  noPosition: 'No position was shared for this punch.',
  mapUnavailable: 'The map could not load; the distance and accuracy above are what was measured.',
  auditTitle: 'Audit log',
  auditIntro:
    'Every change to hours, staff and centres, in order. Each entry carries the fingerprint (SHA-256) of the one before, so any later change shows.',
  auditEmpty: 'Nothing has been recorded yet.',
  auditColumns: {
    what: 'What',
    fingerprint: 'Fingerprint',
  },
  // The audit log's actions in words; an action not listed here shows as recorded.
  auditActions: {
    centre: {
      created: 'Business centre created',
      updated: 'Business centre edited',
      deactivated: 'Business centre deactivated',
      reactivated: 'Business centre reactivated',
    },
    invite_code: {
      replaced: 'Invite code replaced',
    },
    staff: {
      joined: 'Staff member joined',
      approved: 'Staff member approved',
      rejected: 'Staff member rejected',
      updated: 'Staff profile edited',
      disabled: 'Staff account disabled',
      enabled: 'Staff account enabled',
      reset_link_sent: 'Password reset link sent',
    },
    punch: {
      clock_in: 'Clocked in',
      clock_out: 'Clocked out',
      break_start: 'Break started',
      break_end: 'Break ended',
      review: {
        accepted: 'Punch accepted',
        rejected: 'Punch rejected',
      },
    },
    time: {
      edit: {
        add_shift: 'Shift added',
        move_clock_in: 'Clock-in time changed',
        move_clock_out: 'Clock-out time changed',
        split_shift: 'Shift split',
      },
    },
    overtime_rules: {
      update: 'Overtime rules changed',
    },
    holiday: {
      add: 'Holiday added',
      remove: 'Holiday removed',
      seed: 'Public holidays added from the calendar',
    },
    redacted: 'Redacted under the retention policy',
  },
  noCentreForAudit: 'Create a business centre first; its audit log starts with it.',
  verifyChain: 'Verify chain',
  checking: 'Checking…',
  chainOk: 'The chain is intact: {length, plural, one {# entry} other {# entries}}, head {head}…',
  chainBroken: 'The chain does not verify',
  // A check waits while its server runs others.
  checkQueued: 'Waiting for another check to finish…',
  checkProgress:
    'Checking {entries, number} of {entriesTotal, number} entries and {records, number} of {recordsTotal, number} records…',
  checkProgressLabel: 'Progress of the check',
  checkFailed: 'The check did not finish',
  // No full stop: the time already ends in one ("2:02 p.m.").
  checkedAt: 'Checked {when}',
  // The chain verifies, but rows the hours are computed from disagree with it.
  rowsDiffer: 'Records were changed outside VerifiedHours',
  rowsChecked:
    '{count, plural, one {# record} other {# records}} the hours are computed from checked against it',
  moreRowProblems: '…and {count, number} more',
  // Entries whose content the retention job erased: they still verify, and are counted.
  chainRedacted:
    '{count, plural, one {# entry} other {# entries}} redacted under the retention policy',
  loadMore: 'Older entries',
  verifyLink: 'Check a receipt',
} as const;
