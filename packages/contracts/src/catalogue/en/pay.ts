// Gross pay from the hours: the labour cost beside the report's hours, and a staff member's own
// estimate at the top of their timesheet.
export default {
  /** A column and a figure: money before deductions. */
  gross: 'Gross pay',
  /** The report's note when someone worked on days without an hourly rate. */
  missingRates:
    'No hourly rate on some days for {names}. Those hours carry no pay until the owner sets a rate.',
  types: {
    regular: 'Regular',
    overtime: 'Overtime',
    double_time: 'Double time',
    holiday: 'Statutory holiday',
  },
  estimate: {
    /** {from} and {to} are dates written out ("November 2, 2026"). */
    title: 'Pay estimate for {from} to {to} — not a payslip',
    note: 'From your hours so far in this pay period, before deductions. Your payslip may differ.',
    /** One line: a type of hours, "8.50 h × $18.50 × 1.5". */
    line: '{hours} h × {rate}',
    lineWithMultiplier: '{hours} h × {rate} × {multiplier}',
    gross: 'Gross so far',
    empty: 'No hours yet in this pay period.',
    missingRate: 'Some of your hours have no pay rate yet. Ask your employer to set one.',
  },
};
