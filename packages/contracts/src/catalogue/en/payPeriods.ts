// Pay periods: the dashboard's Pay panel (the settings, the periods and their states, a period's
// hours and pay, closing and reopening) and the refusals of the periods API.
export default {
  title: 'Pay',
  settings: {
    title: 'Pay periods',
    kind: 'Pay period',
    kinds: {
      weekly: 'Weekly',
      biweekly: 'Every two weeks',
      semi_monthly: 'Twice a month (1st–15th, 16th–end)',
      monthly: 'Monthly',
    },
    anchor: 'First day of a pay period',
    anchorHelp: 'Every other period is counted from this day.',
    managersSeeRates: 'Managers see pay rates and pay',
    save: 'Save pay settings',
    saved: 'Pay settings saved',
    readOnly: 'Only the business owner changes the pay settings.',
  },
  periods: {
    title: 'Pay periods',
    empty: 'No pay periods yet.',
    span: '{from} to {to}',
    states: { open: 'Open', ready: 'Ready to close', closed: 'Closed' },
    changed: 'Changed since closed',
    changedNotice:
      'Hours in this period changed after it closed (a punch landed in it). The closed figures below are what was paid; reopen the period to pay the change.',
    open: 'Open period',
    back: 'All pay periods',
  },
  // Punches kept on a phone without signal that arrived after their period was closed (owner).
  latePunches: {
    title: 'Punches arrived after a pay period was closed',
    notice:
      '{count, plural, one {# punch recorded offline arrived} other {# punches recorded offline arrived}} after the pay period {from} to {to} was closed. Its total no longer matches what was paid: reopen it to include {count, plural, one {it} other {them}}.',
    open: 'Open the pay period',
  },
  detail: {
    person: 'Person',
    type: 'Type',
    hours: 'Hours',
    rate: 'Rate',
    gross: 'Gross',
    total: 'Total',
    noHours: 'No hours in this period.',
    noMoney: 'The business owner has not allowed managers to see pay rates and pay.',
    missingRates: 'No pay rate for some of their hours: {names}',
    types: {
      regular: 'Regular',
      overtime: 'Overtime',
      double_time: 'Double time',
      holiday: 'Statutory holiday',
    },
    closings: 'Closed on {at}',
    reopened: 'Reopened on {at}: {reason}',
  },
  close: {
    action: 'Close period',
    confirmTitle: 'Close this pay period?',
    confirm:
      'Closing keeps its hours and pay as they are now. Changes to its days are refused until you reopen it.',
    done: 'Pay period closed',
  },
  reopen: {
    action: 'Reopen period',
    reason: 'Why reopen it?',
    done: 'Pay period reopened',
  },
  // The period's payroll files (the server words the refusals: people without numbers, the plan).
  downloads: {
    title: 'Payroll files',
    intro: 'This period’s hours and pay as files for your bookkeeper or payroll service.',
    centre: 'Business centre',
    allCentres: 'All centres',
    files: {
      summaryCsv: 'Summary (CSV)',
      summaryXlsx: 'Summary (Excel)',
      detailCsv: 'Detail (CSV)',
      detailXlsx: 'Detail (Excel)',
      paymentEvolutionCsv: 'PaymentEvolution import (CSV)',
      sage50Csv: 'Sage 50 import (CSV)',
      summaryPdf: 'Printable summary (PDF)',
    },
    paymentEvolutionHint:
      'PaymentEvolution: turn on Settings → Add-ons → Timekeeping → Enable CSV, then import the file under Payrun → Import. People are matched by employee number.',
    sage50Hint:
      'Sage 50 Canadian Edition: import it as timesheets, with names as “Last, First” and dates as YYYY-MM-DD in the import wizard.',
    failed: 'The file could not be downloaded. Please try again.',
  },
  // Why a period is not ready yet, listed under it.
  blockers: {
    unapprovedWeek: 'The week of {week} is not approved for {name}',
    notEnded: 'The last day has not ended in {centre}',
  },
  validation: {
    periodKind: 'period_kind must be weekly, biweekly, semi_monthly or monthly',
    managersSeeRates: 'managers_see_rates must be true or false',
    anchorMonthly: 'Monthly pay periods start on the 1st of a month',
    anchorSemiMonthly: 'Twice-monthly pay periods start on the 1st or the 16th of a month',
  },
  errors: {
    readersOnly: 'Only the business owner or a manager can see the pay periods',
    ownerOnly: 'Only the business owner can change the pay settings or close and reopen periods',
    noSuchPeriod: '{date} is not the first day of a pay period',
    overlapsClosed:
      'The new pay periods would cut through the closed period {from} to {to}. Reopen it first, or choose periods that start right after it.',
    notEnded: 'The last day of this period has not ended yet in {centre}. Close it after that.',
    unapproved:
      '{name}’s week of {week} is not approved{others, plural, =0 {} one {, nor # other week} other {, nor # other weeks}}. Approve every week of the period before closing it.',
    notClosed: 'This pay period is not closed, so there is nothing to reopen',
  },
} as const;
