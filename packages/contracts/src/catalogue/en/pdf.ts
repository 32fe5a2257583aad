// The printable timesheet (PDF): its header, rules, table, notes and the audit chain's head.
export default {
  timesheet: {
    title: 'Timesheet {from} to {to}',
    heading: 'Timesheet',
    facts: {
      owner: 'Business owner',
      unnamedOwner: 'Unnamed owner',
      period: 'Period',
      periodValue: '{from} to {to} (local dates of each centre)',
      centres: 'Centres',
      noCentres: 'None in this period',
      generatedAt: 'Generated at',
    },
    columns: {
      date: 'Date',
      centre: 'Centre',
      in: 'In',
      out: 'Out',
      break: 'Break',
      worked: 'Worked',
      regular: 'Regular',
      overtime: 'Overtime',
      holiday: 'Holiday',
    },
    hoursNote:
      "Hours are decimal hours (7.50 = 7 h 30 min), counted from whole seconds. In and out are the centre's local time; a shift across midnight is shown on each day it covers. Receipt ids are the ids of the signed punch receipts behind each shift.",
    noHours: 'No hours were counted in this period.',
    continued: '{name} (continued)',
    staffId: 'staff id {id}',
    receipts: 'Receipts (punch ids): {ids}',
    addedByEdit: 'Added by an edit: no punches',
    edited: 'Edited: {reasons}',
    unreviewed:
      '{count, plural, one {A punch of this shift needs review} other {# punches of this shift need review}}',
    total: 'Total',
    everyone: 'Everyone ({count, plural, one {# person} other {# people}})',
    auditChain: 'Audit chain',
    chainHead:
      "When this timesheet was generated ({generated}), the business's audit chain had {seq} entries. Its head, entry {seq}, has the hash:",
    noChain:
      'When this timesheet was generated ({generated}), the business had no audit entries yet.',
    howToCheck:
      'How to check: the business owner can verify the whole chain in VerifiedHours (the audit log of a business centre, Verify); an unaltered chain still holds this entry with this hash, and every later entry builds on it. Every receipt can be checked by anyone: download the signed receipt of a punch id above in the app and check its signature on {url}.',
    page: 'Page {page} of {pages}',
  },
  // One punch's signed receipt, printable, with a QR code that carries it.
  receipt: {
    title: 'Punch receipt: {what}, {name}',
    heading: 'Punch receipt',
    signed:
      'Signed by VerifiedHours when the punch was recorded. Anyone can check that it is genuine and unchanged: scan the QR code, or open {url} and upload a photo of this page.',
    scan: 'Scan to check this receipt',
    technical: 'Technical details',
    punchId: 'Punch id: {id}',
    keyId: 'Signing key: {id}',
    chain: 'Audit chain: entry {seq}, {hash}',
    generatedAt: 'Printed {generated}',
  },
  // The overtime rules the hours were counted with, in one sentence.
  rules: {
    daily: 'daily overtime after {hours} h worked in a day',
    noDaily: 'no daily overtime',
    weekly: 'weekly overtime after {hours} regular hours in a week',
    noWeekly: 'no weekly overtime',
    summary:
      'Overtime rules: {daily}; {weekly}; weeks start on {weekStart}. Holiday hours are the hours worked on a public holiday of the centre; they are part of worked hours.',
    summaryWithPreset:
      'Overtime rules: {daily}; {weekly}; weeks start on {weekStart} (preset: {preset}). Holiday hours are the hours worked on a public holiday of the centre; they are part of worked hours.',
  },
  weekdays: {
    monday: 'Monday',
    tuesday: 'Tuesday',
    wednesday: 'Wednesday',
    thursday: 'Thursday',
    friday: 'Friday',
    saturday: 'Saturday',
    sunday: 'Sunday',
  },
} as const;
