// A person's hourly rates with the dates they apply from: the section of the staff panel that
// shows and sets them, and the refusals of the rates API.
export default {
  title: 'Pay rate',
  /** The rate that applies today, {rate} as money ("$18.50"). */
  current: '{rate} an hour',
  /** Under the current rate: the day it applies from. */
  currentSince: 'Since {date}',
  none: 'No pay rate yet. Hours worked before a rate applies carry no pay.',
  historyLabel: 'Pay rates by the day they apply from',
  from: 'From',
  rate: 'Hourly rate',
  /** The form's fields. */
  rateField: 'Hourly rate (dollars)',
  rateHelp: 'For example 18.50. A rate from a date keeps earlier days at the rate they had.',
  fromField: 'Applies from',
  save: 'Save rate',
  saved: 'Pay rate saved',
  /** The remove button's name for screen readers. */
  removeLabel: 'Remove the rate from {date}',
  removed: 'Pay rate removed',
  readOnly: 'Only the business owner changes pay rates.',
  loadFailed: 'The pay rates could not be loaded. Close this window and open it again.',
  validation: {
    notAnAmount: 'Type the hourly rate in dollars, such as 18.50',
    negative: 'An hourly rate cannot be negative',
    zero: 'An hourly rate must be more than $0.00',
    tooManyDecimals: 'An hourly rate has at most two decimals (whole cents), such as 18.50',
    tooHigh: 'An hourly rate can be at most {max}',
  },
  errors: {
    noSuchRate: 'There is no such pay rate',
    ownerOnly: 'Only the business owner can set or remove pay rates',
    notAllowed: 'The business owner has not allowed managers to see pay rates',
    whose: 'Choose the staff member whose pay rates to show',
    pending: 'Approve {name} before setting their pay rate',
  },
} as const;
