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
  // The printable receipt, with its QR code; the signed JSON stays one click away.
  saveReceiptPdf: 'Save receipt (PDF)',
  downloadReceipt: 'Receipt as JSON',
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
  // One word per state, the same on the clock, the review queue and the timesheet.
  needsReview: 'Needs review',
  verified: 'Verified',
  boardTitle: "Who's in now",
  boardEmpty: 'Nobody is clocked in right now.',
  boardCentre: '{centre} · {count} in',
  boardUpdated: 'Updated {time}; refreshes every {seconds} s',
  onBreak: 'On a break',
  overdue: 'Open too long',
  reviewTitle: 'Punches that need review',
  reviewEmpty: 'Nothing to review: every punch so far was verified or has been decided.',
  reviewReason: 'Reason for your decision',
  reviewReasonHelp:
    'Suggested from why it was flagged; change it as you like. The staff member can see it, and it is kept in the audit log.',
  accept: 'Accept',
  reject: 'Reject',
  reviewDone: {
    accepted: 'Punch accepted',
    rejected: 'Punch rejected',
  },
  reviewDistance: '{distance} from the centre, ±{accuracy} (geofence {radius})',
  reviewMapLabel: '{name}: {distance} from {centre}',
  // A reason to accept a flagged punch, offered for each of its flags (VERDICT_REASONS), ready to send.
  suggestedReason: {
    outside: 'Confirmed: the hours were worked away from the centre.',
    NO_LOCATION: 'No location was shared; confirmed on site.',
    LOW_ACCURACY: "The phone's position was too imprecise; confirmed on site.",
    NEAR_EDGE: 'Within GPS accuracy of the centre.',
    STALE_POSITION: "The phone's position was a little old; confirmed on site.",
    CLOCK_SKEW: "Only the phone's clock was off; the punch's time was corrected for it.",
    NO_CLOCK_OUT: 'The long shift was worked as recorded.',
    RECORDED_OFFLINE: 'Accepted: kept on the phone without signal.',
    OFFSET_CHANGED: "Only the phone's clock was changed; the time of the punch is right.",
    TIME_OUT_OF_BOUNDS: 'The time of the punch was checked with the person and is right.',
  },
  // Rejecting is the reviewer's own judgement: the suggestion is for accepting.
  rejectNeedsWords: 'Write why you reject this punch: the suggested reason is for accepting it.',
  selectAll: 'Select all',
  selectPunch: "Select {name}'s {type} at {time}",
  acceptSelected: 'Accept selected ({count})',
  batchAccepted: '{count, plural, one {# punch accepted} other {# punches accepted}}',
  // What became of the selected punches that were not accepted, one sentence per kind.
  batchNotAccepted: {
    not_found: '{count, plural, one {# punch is} other {# punches are}} no longer there to review.',
    own_punch:
      '{count, plural, one {# is your own punch, which} other {# are your own punches, which}} someone else decides.',
    no_review_needed: '{count, plural, one {# punch needs} other {# punches need}} no review.',
    already_reviewed: '{count, plural, one {# punch was} other {# punches were}} already decided.',
  },
  noPosition: 'No position was shared for this punch.',
  mapUnavailable: 'The map could not load; the distance and accuracy above are what was measured.',
  auditTitle: 'Audit log',
  auditIntro:
    'Every change to hours, staff and centres, in order. Each entry carries the fingerprint (SHA-256) of the one before, so any later change shows.',
  auditEmpty: 'Nothing has been recorded yet.',
  auditColumns: {
    what: 'What happened',
    when: 'When',
  },
  // An entry's codes, ids and fingerprints, for whoever checks the chain by hand.
  auditTechnical: 'Technical details',
  auditTechnicalFields: {
    seq: 'Entry',
    action: 'Action',
    subject: 'Subject',
    hash: 'Fingerprint (SHA-256)',
  },
  // A written reason follows the action: "Maria accepted Sam's clock-in at 9:02 a.m.: parked across the street".
  auditWithReason: '{sentence}: {reason}',
  // An action these sentences do not name yet: still words, with the codes in the details.
  auditUnknown: '{actor} made a change (see the technical details)',
  // Whom an entry is about, when its account is gone from the records.
  auditSomeone: 'a staff member',
  // Each action as a sentence: {actor} did it, {subject} is whom it was about.
  auditSentences: {
    centre: {
      created: '{actor} created a business centre',
      updated: '{actor} edited a business centre',
      deactivated: '{actor} deactivated a business centre',
      reactivated: '{actor} reactivated a business centre',
      suspended_by_plan: 'A business centre was paused by the change of plan',
      restored_by_plan: 'A business centre was restored by the change of plan',
    },
    invite_code: {
      replaced: '{actor} replaced the invite code',
    },
    plan: {
      changed: '{actor} changed the plan',
    },
    staff: {
      joined: '{subject} asked to join as staff',
      approved: '{actor} approved {subject} as staff',
      rejected: "{actor} turned down {subject}'s request to join",
      updated: "{actor} edited {subject}'s profile",
      disabled: "{actor} disabled {subject}'s account",
      enabled: "{actor} enabled {subject}'s account again",
      reset_link_sent: '{actor} sent {subject} a password reset link',
    },
    punch: {
      clock_in: '{actor} clocked in',
      clock_out: '{actor} clocked out',
      break_start: '{actor} started a break',
      break_end: '{actor} ended a break',
      review: {
        accepted:
          "{actor} accepted {subject}'s {type, select, clock_in {clock-in} clock_out {clock-out} break_start {break start} break_end {break end} other {punch}} at {time}",
        rejected:
          "{actor} rejected {subject}'s {type, select, clock_in {clock-in} clock_out {clock-out} break_start {break start} break_end {break end} other {punch}} at {time}",
      },
    },
    // A review whose punch is no longer there to name.
    punchReviewedGone: {
      accepted: "{actor} accepted a punch of {subject}'s",
      rejected: "{actor} rejected a punch of {subject}'s",
    },
    time: {
      edit: {
        add_shift: '{actor} added a missed shift for {subject}',
        move_clock_in: "{actor} changed the clock-in time of {subject}'s shift",
        move_clock_out: "{actor} changed the clock-out time of {subject}'s shift",
        split_shift: "{actor} split a shift of {subject}'s",
      },
    },
    timesheet: {
      approve: "{actor} approved {subject}'s week of {week}",
      unlock: "{actor} unlocked {subject}'s week of {week}",
    },
    correction: {
      done: '{actor} made the correction {subject} asked for',
      declined: "{actor} declined {subject}'s correction request",
      open: "{actor} reopened {subject}'s correction request",
    },
    overtime_rules: {
      update: '{actor} changed the overtime rules',
      province: "The overtime rules were set to those of the first centre's province",
    },
    holidays: {
      classified:
        "Holidays that are not statutory in their centre's province were marked as public days: hours worked on them no longer count as holiday hours",
    },
    pay_rate: {
      set: "{actor} set {subject}'s pay rate",
      remove: "{actor} removed one of {subject}'s pay rates",
    },
    holiday: {
      add: '{actor} added a holiday',
      remove: '{actor} removed a holiday',
      seed: '{actor} added the public holidays from the calendar',
    },
    row: {
      bound: 'Records kept before the audit log began were added to it',
    },
    redacted: 'Redacted under the retention policy',
  },
  noCentreForAudit: 'Create a business centre first; its audit log starts with it.',
  verifyChain: 'Verify chain',
  checking: 'Checking…',
  chainOk: 'The chain is intact: {length, plural, one {# entry} other {# entries}}',
  // In the check's technical details: the newest entry's fingerprint, to compare by hand.
  chainHead: 'Fingerprint of the newest entry (SHA-256)',
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
  // The clock as a phone shows it: the running times, the last punch, the check before clocking
  // out, and the shift's summary after.
  clock: {
    onBreakFor: 'On this break',
    lastPunch: '{what} at {time}',
    confirmTitle: 'Clock out now?',
    confirmBody: 'You have worked {worked} on this shift.',
    keepWorking: 'Keep working',
    summaryTitle: 'Shift done',
    summaryLabel: 'Your shift',
    started: 'Started',
    ended: 'Ended',
    worked: 'Worked',
    breaks: 'Breaks',
    noBreaks: 'None',
    verdict: 'Verdict',
    allVerified: 'Every punch verified',
    needsReview:
      '{count, plural, one {# punch needs} other {# punches need}} review by your manager',
    dismiss: 'Dismiss the summary',
  },
  // The clock without signal: punches kept on the phone until they can be sent, and what became
  // of them (offline/ in the web app).
  offline: {
    online: 'Online',
    offline: 'Offline — punches are kept on this phone',
    waitingCount: '{count, plural, one {# punch waiting} other {# punches waiting}}',
    // The time the last punch left this phone for the server.
    lastSent: 'Last sent {time}',
    saved:
      'Saved on this phone — will be sent when you are online ({count, plural, one {# waiting} other {# waiting}})',
    // A shift or a break this phone knows of that the server does not yet.
    notSentYet: 'Not sent yet',
    refusedTitle:
      'Your {type, select, clock_in {clock-in} clock_out {clock-out} break_start {break start} break_end {break end} other {punch}} at {time} was not recorded',
    dismiss: 'Dismiss',
    notSavedTitle: 'Your punch was not saved',
    cannotKeepTitle: 'Punches cannot be kept on this phone',
    storage: {
      full: 'This phone’s storage is full, so punches cannot be kept on it while there is no connection. Free some space on the phone.',
      denied:
        'This browser does not let VerifiedHours keep anything on this phone (private browsing, or site data blocked), so punches cannot be kept on it while there is no connection.',
      queueFull:
        '{max, number} punches are already waiting on this phone. Get a connection so they can be sent, then punch again.',
    },
    // A punch that could be neither kept nor sent.
    notSent: 'It could not be sent either: try again once you are online.',
  },
} as const;
