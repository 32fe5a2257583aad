// What a value that does not fit a request's shape is told, when the schema words nothing of its
// own. `here` is shown beside the field in a form; `field` names the field, for an API answer.
const expected =
  '{expected, select, string {text} number {a number} int {a whole number} boolean {true or false} object {a group of fields in braces} array {a list in brackets} date {a date} null {empty} other {something else}}';
const small =
  '{origin, select, string {{minimum, plural, one {at least # character} other {at least # characters}}} array {{minimum, plural, one {at least # item} other {at least # items}}} set {{minimum, plural, one {at least # item} other {at least # items}}} date {no earlier than {minimum}} other {{inclusive, select, false {more than {minimum, number}} other {at least {minimum, number}}}}}';
const big =
  '{origin, select, string {{maximum, plural, one {at most # character} other {at most # characters}}} array {{maximum, plural, one {at most # item} other {at most # items}}} set {{maximum, plural, one {at most # item} other {at most # items}}} date {no later than {maximum}} other {{inclusive, select, false {less than {maximum, number}} other {at most {maximum, number}}}}}';
const format =
  '{format, select, email {an email address, such as ana@example.com} uuid {an id of 36 letters, digits and dashes} guid {an id of 36 letters, digits and dashes} url {a web address} date {a date such as 2026-11-23} datetime {a date and time such as 2026-11-23T08:00:00-05:00} time {a time such as 08:30} regex {in the form this field asks for} other {in the form this field asks for}}';

export default {
  here: {
    required: 'This field is required',
    wrongType: `Must be ${expected}`,
    tooSmall: `Must be ${small}`,
    tooBig: `Must be ${big}`,
    badFormat: `Must be ${format}`,
    notMultipleOf: 'Must be a multiple of {divisor, number}',
    notAnOption: 'Must be one of: {options}',
    noMatch: 'This value is not one this field accepts',
    invalid: 'This value is not valid',
  },
  field: {
    required: '{field} is required',
    wrongType: `{field} must be ${expected}`,
    /** For a field whose catalogue entry says what it expects, e.g. 'a number of days, such as 7'. */
    expects: '{field} must be {expects}',
    tooSmall: `{field} must be ${small}`,
    tooBig: `{field} must be ${big}`,
    badFormat: `{field} must be ${format}`,
    notMultipleOf: '{field} must be a multiple of {divisor, number}',
    notAnOption: '{field} must be one of: {options}',
    noMatch: '{field} has a value this request does not accept',
    invalid: '{field} is not valid',
  },
} as const;
