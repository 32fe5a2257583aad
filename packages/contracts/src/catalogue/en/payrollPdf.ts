// The printable payroll summary of a pay period (PDF): hours and gross per person, signature lines,
// and an appendix with the receipts behind the hours and the audit chain's head.
export default {
  /** The document's title and every page's foot; {from} and {to} are dates written out. */
  title: 'Payroll summary, {from} to {to}',
  heading: 'Payroll summary',
  /** The period: "November 2 to November 15, 2026". */
  period: '{from} to {to}',
  closedOn: 'Closed on {date}',
  notClosed: 'Not closed: the hours may still change until the period is closed.',
  /** {at} as "November 20, 2026 at 12:00 p.m.", {zone} as "America/Toronto". */
  generatedAt: 'Generated {at} ({zone})',
  otherCentres: 'Also the hours worked at {names}',
  noHours: 'No hours in this period.',
  columns: {
    number: 'No.',
    name: 'Employee',
    regular: 'Regular',
    overtime: 'Overtime',
    double: 'Double',
    holiday: 'Holiday',
    total: 'Total h',
    gross: 'Gross',
    approved: 'Approved by',
  },
  total: 'Total ({count, plural, one {# person} other {# people}})',
  /** The gross of someone with hours but no rate at all. */
  noRate: '—',
  /** After a gross that leaves out some hours without a rate; the note below says which. */
  partialRate: '{gross} *',
  rateNote: 'Marked — or *: {note}',
  approvedUnnamed: 'Approved',
  notApproved: 'Not approved',
  hoursNote:
    'Hours in decimal hours. Double time is counted apart from overtime; the total is every hour worked.',
  grossNote: 'Gross is pay before deductions.',
  signatures: {
    heading: 'Signatures',
    intro:
      'By signing, the employee confirms the hours above as theirs, and the manager approves them for payroll.',
    person: '{name} ({number})',
    hours: '{hours} hours in this period',
    hoursAndGross: '{hours} hours in this period, gross {gross}',
    employee: 'Employee:',
    manager: 'Manager:',
    date: 'Date:',
  },
  appendix: {
    heading: 'Appendix: receipts and audit chain',
    intro:
      'Each punch was recorded with a receipt that VerifiedHours signed at that moment. Below, per person and shift, the ids of the punches (receipts) behind the hours on page 1.',
    /** A shift: the local day it began, its start and end times. */
    shift: '{day}, {from} to {to}',
    /** A person's heading again atop a page their shifts run onto. */
    continued: '{name} (continued)',
    receipts: 'Receipts: {ids}',
    added: 'Added by a manager: no punches',
    edited: 'Edited by a manager: {reasons}',
    noPunches: 'No punches recorded for this shift',
    chain: 'Audit chain',
    chainHead:
      "When this summary was generated ({at}, {zone}), the business's audit chain had {seq} entries. Its head, entry {seq}, has the hash:",
    noChain:
      'When this summary was generated ({at}, {zone}), the business had no audit entries yet.',
    qr: 'The QR code carries the same entry number and hash, to compare with the app without typing.',
    howToCheck:
      'How to check: the business owner can verify the whole chain in VerifiedHours (the audit log of a business centre, Verify); an unaltered chain still holds this entry with this hash, and every later entry builds on it. Anyone can check a receipt: download the signed receipt of a punch id above in the app and check its signature on {url}.',
  },
  page: 'Page {page} of {pages}',
};
