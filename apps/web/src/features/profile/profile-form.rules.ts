import type { FormErrors } from '@mantine/form';
import {
  addressFieldWordsOf,
  addressKindOf,
  postalCodeProblem,
  provinceProblem,
  ZContactInformation,
  ZPersonalInformation,
  type TContactInformation,
  type TPersonalInformation,
  type TProfile,
  t,
} from '@vh/contracts';
import type { z } from 'zod';

// The profile forms' rules (SPEC §4, §5), kept apart from the components so they read as a list.
// Each field is checked with the contract's own schema for it, so the forms and
// PATCH /api/users/uid/{uid} agree on every message and limit. Empty selects are '' here.

/** An address as the forms hold it: the profile's and a business centre's. */
export type AddressValues = {
  street: string;
  street2: string;
  city: string;
  province: string;
  country: string;
  postalCode: string;
};

export type PersonalValues = {
  firstName: string;
  lastName: string;
  gender: string;
} & AddressValues;

export type PhoneValues = { cellNumber: string; homeNumber: string; workNumber: string };
/** `currentPassword` is asked for only when the email changes (secure email change). */
export type ContactValues = { email: string; currentPassword: string } & PhoneValues;
/** The edit-profile modal: the personal fields and the phone numbers in one form. */
export type EditProfileValues = PersonalValues & PhoneValues;
export type ProfileField = keyof (PersonalValues & ContactValues);

/** The profile fields the forms start from (a staff member as their employer sees them has these too). */
type PersonFields = Pick<
  TProfile,
  | 'first_name'
  | 'last_name'
  | 'gender'
  | 'street'
  | 'street_2'
  | 'city'
  | 'province'
  | 'country'
  | 'postal_code'
  | 'cell_number'
  | 'home_number'
  | 'work_number'
>;

export function personalValuesOf(profile: PersonFields): PersonalValues {
  return {
    firstName: profile.first_name,
    lastName: profile.last_name,
    gender: profile.gender ?? '',
    street: profile.street ?? '',
    street2: profile.street_2 ?? '',
    city: profile.city ?? '',
    province: profile.province ?? '',
    country: profile.country ?? '',
    postalCode: profile.postal_code ?? '',
  };
}

export function phoneValuesOf(profile: PersonFields): PhoneValues {
  return {
    cellNumber: profile.cell_number ?? '',
    homeNumber: profile.home_number ?? '',
    workNumber: profile.work_number ?? '',
  };
}

export const contactValuesOf = (profile: TProfile): ContactValues => ({
  email: profile.email,
  currentPassword: '',
  ...phoneValuesOf(profile),
});

/** Whether the typed email is another address than the sign-in email (the server lower-cases). */
export const emailChanged = (typed: string, savedEmail: string): boolean => {
  const email = typed.trim().toLowerCase();
  return email !== '' && email !== savedEmail.toLowerCase();
};

/** The first message a contract schema gives for a value, or null when it passes. */
export function firstIssue(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

const personal = ZPersonalInformation.shape;
const contact = ZContactInformation.shape;
const countryOrNull = (values: AddressValues) => values.country.trim() || null;

/** The address fields' rules; the province and postal code must fit the country. */
export const addressRules = {
  street: (value: string) => firstIssue(personal.street, value),
  street2: (value: string) => firstIssue(personal.street_2, value),
  city: (value: string) => firstIssue(personal.city, value),
  province: (value: string, values: AddressValues) => {
    if (!value.trim() && addressKindOf(values.country) === 'united-states') {
      return t('spec.validation.stateRequired');
    }
    return (
      firstIssue(personal.province, value) ?? provinceProblem(countryOrNull(values), value.trim())
    );
  },
  country: (value: string) => firstIssue(personal.country, value),
  postalCode: (value: string, values: AddressValues) => {
    if (!value.trim()) {
      const kind = addressKindOf(values.country);
      if (kind === 'united-states') return t('spec.validation.zipCodeRequired');
      if (kind === 'canada') return t('spec.validation.postalCodeRequired');
      // Some countries on the list (Hong Kong, United Arab Emirates) have no postal codes.
      return null;
    }
    return (
      firstIssue(personal.postal_code, value) ??
      postalCodeProblem(countryOrNull(values), value.trim())
    );
  },
};

export const personalRules = {
  firstName: (value: string) => firstIssue(personal.first_name, value),
  lastName: (value: string) => firstIssue(personal.last_name, value),
  gender: (value: string) => firstIssue(personal.gender, value),
  ...addressRules,
};

export const phoneRules = {
  cellNumber: (value: string) => firstIssue(contact.cell_number, value),
  homeNumber: (value: string) => firstIssue(contact.home_number, value),
  workNumber: (value: string) => firstIssue(contact.work_number, value),
};

export const contactRules = {
  email: (value: string) => firstIssue(contact.email, value),
  ...phoneRules,
};

/** The contact form's rules for a profile saved with `saved`. */
export const contactRulesFor = (saved: ContactValues) => ({
  ...contactRules,
  ...phoneRulesFor(saved),
  currentPassword: (value: string, values: ContactValues) =>
    emailChanged(values.email, saved.email) && !value
      ? t('spec.validation.currentPasswordRequired')
      : null,
});

const blank = (value: string) => value.trim() === '';

// SPEC §5: these must not be blank *if present*. A field the profile does not have yet may stay
// empty (a new owner changes their name without an address, and the PATCH takes any subset); one
// it has may not be emptied. The province and postal code stay required where the country needs
// them (personalRules).
const KEPT_ONCE_SET = ['gender', 'street', 'city', 'province', 'country'] as const;

type Rule<V> = (value: string, values: V) => string | null;

function optionalUntilSet<V, K extends string>(
  rules: Record<K, Rule<V>>,
  fields: readonly K[],
  saved: Partial<Record<K, string>>,
): Record<K, Rule<V>> {
  const relaxed = { ...rules };
  for (const field of fields) {
    const rule = rules[field];
    relaxed[field] = (value, values) =>
      blank(value) && blank(saved[field] ?? '') && !neededByCountry(field, values)
        ? null
        : rule(value, values);
  }
  return relaxed;
}

function neededByCountry(field: string, values: unknown): boolean {
  if (field !== 'province') return false;
  const country = (values as Partial<PersonalValues>).country ?? '';
  return addressKindOf(country) !== 'other';
}

/** personalRules for a profile saved with `saved`: what it does not have yet may stay empty. */
export const personalRulesFor = (saved: PersonalValues) =>
  optionalUntilSet<PersonalValues, keyof typeof personalRules>(personalRules, KEPT_ONCE_SET, saved);

/** phoneRules for a profile saved with `saved`: a missing cell number may stay missing. */
export const phoneRulesFor = (saved: PhoneValues) =>
  optionalUntilSet<PhoneValues, keyof typeof phoneRules>(phoneRules, ['cellNumber'], saved);

/** SPEC §4: a new country always starts the province and postal code afresh. */
export function withCountry<T extends AddressValues>(values: T, country: string): T {
  return { ...values, country, province: '', postalCode: '' };
}

const CHANGED_BY_COUNTRY: readonly string[] = ['country', 'province', 'postalCode'];

/** The errors still true after a country change; the fields it set are new and unjudged. */
export function errorsKeptOnCountryChange(errors: FormErrors): FormErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => !CHANGED_BY_COUNTRY.includes(field)),
  );
}

/** The words of SPEC §5's toast, in its order; the address words follow the country. */
function personalFieldWords(values: PersonalValues): [keyof PersonalValues, string][] {
  const kind = addressKindOf(values.country);
  const address = addressFieldWordsOf(kind);
  return [
    ['firstName', t('spec.fillInFieldNames.firstName')],
    ['lastName', t('spec.fillInFieldNames.lastName')],
    ['gender', t('spec.fillInFieldNames.gender')],
    ['street', t('spec.fillInFieldNames.street')],
    ['city', t('spec.fillInFieldNames.city')],
    ['province', address.province],
    ['country', t('spec.fillInFieldNames.country')],
    ...(kind === 'other'
      ? []
      : [['postalCode', address.postalCode] as [keyof PersonalValues, string]]),
  ];
}

function firstMissing<T>(
  values: T,
  fields: [keyof T, string][],
  errors?: FormErrors,
): string | null {
  // With the form's errors, only a field that is both empty and refused is named.
  const missing = fields.find(
    ([field]) => !String(values[field]).trim() && (!errors || Boolean(errors[field as string])),
  );
  return missing ? t('spec.fillInField', { field: missing[1] }) : null;
}

/** The toast of a failed submit: the first missing field. Null when only format errors remain. */
export const personalFailedSubmitToast = (values: PersonalValues, errors?: FormErrors) =>
  firstMissing(values, personalFieldWords(values), errors);

export const contactFailedSubmitToast = (values: ContactValues, errors?: FormErrors) =>
  firstMissing<ContactValues>(
    values,
    [
      ['email', t('spec.fillInFieldNames.email')],
      ['cellNumber', t('spec.fillInFieldNames.cellNumber')],
    ],
    errors,
  );

/** The modal shows the email read-only, so only the cell number joins the personal fields. */
export const editProfileFailedSubmitToast = (values: EditProfileValues, errors?: FormErrors) =>
  firstMissing<EditProfileValues>(
    values,
    [...personalFieldWords(values), ['cellNumber', t('spec.fillInFieldNames.cellNumber')]],
    errors,
  );

/** Drops the fields left empty: the rules let only a field the profile does not have stay empty. */
function withoutBlank<T extends Record<string, unknown>>(body: T, fields: (keyof T)[]): T {
  const kept = { ...body };
  for (const field of fields) {
    const value = kept[field];
    if (typeof value === 'string' && blank(value)) delete kept[field];
  }
  return kept;
}

/** The personal_information object, through the contract (trims; a blank street 2 is null). */
export function toPersonalInformation(values: PersonalValues): TPersonalInformation {
  const body = {
    first_name: values.firstName,
    last_name: values.lastName,
    gender: values.gender,
    street: values.street,
    street_2: values.street2,
    city: values.city,
    province: values.province,
    country: values.country,
    postal_code: values.postalCode,
  };
  return ZPersonalInformation.parse(
    withoutBlank(body, [
      'first_name',
      'last_name',
      'gender',
      'street',
      'city',
      'province',
      'country',
    ]),
  );
}

/** The phone numbers alone: the modal never changes the email (that needs a confirmation). */
export function toPhoneNumbers(values: PhoneValues): TContactInformation {
  return ZContactInformation.parse(
    withoutBlank(
      {
        cell_number: values.cellNumber,
        home_number: values.homeNumber,
        work_number: values.workNumber,
      },
      ['cell_number'],
    ),
  );
}

export function toContactInformation(values: ContactValues): TContactInformation {
  return ZContactInformation.parse(
    withoutBlank(
      {
        email: values.email,
        cell_number: values.cellNumber,
        home_number: values.homeNumber,
        work_number: values.workNumber,
      },
      ['cell_number'],
    ),
  );
}
