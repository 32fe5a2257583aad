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
  },
};
