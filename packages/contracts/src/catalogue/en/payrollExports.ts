// Payroll files of a pay period: the refusals of the exports API and the words inside the files
// that people read (never the column names, which are part of the contract and stay English).
export default {
  /** Named in a file when the employer has no centre in reach. */
  noCentre: 'Your business',
  validation: {
    file: 'file must be summary.csv, summary.xlsx, detail.csv, detail.xlsx, paymentevolution.csv, sage50.csv or summary.pdf',
  },
  errors: {
    missingNumbers:
      'A payroll import matches people by employee number, and {count, plural, one {this person has} other {these people have}} none: {people}. Add it under Staff → Edit → Employee number, then download again.',
    paymentEvolutionNumbers:
      'PaymentEvolution takes an employee number of up to 6 digits only, and {count, plural, one {this person’s is} other {these people’s are}} not: {people}. Change it under Staff → Edit → Employee number to the EmployeeID they have in PaymentEvolution, then download again.',
    sage50SameName:
      'Sage 50 matches people by name, and these people have the same one: {people}. Make their names differ as they do in Sage 50, then download again.',
    sage50NoName:
      'Sage 50 matches people by name, and {count, plural, one {this person has} other {these people have}} no first and last name here (their account is gone): {people}. Enter their hours in Sage 50 by hand.',
  },
  sage50: {
    /** {from} and {to} are dates written out ("November 2, 2026"). */
    comment: 'VerifiedHours, {from} to {to}',
  },
};
