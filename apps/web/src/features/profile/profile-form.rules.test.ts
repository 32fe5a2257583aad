import { NAME_MAX_LENGTH, PROFILE_LIMITS, t } from '@vh/contracts';
import { describe, expect, it } from 'vitest';
import {
  contactFailedSubmitToast,
  contactRules,
  editProfileFailedSubmitToast,
  errorsKeptOnCountryChange,
  personalFailedSubmitToast,
  personalRules,
  phoneRules,
  toContactInformation,
  toPersonalInformation,
  toPhoneNumbers,
  withCountry,
  type ContactValues,
  type PersonalValues,
} from './profile-form.rules.ts';

const canadian: PersonalValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  gender: 'Female',
  street: '12 Wellington St',
  street2: '',
  city: 'Ottawa',
  province: 'ON',
  country: 'Canada',
  postalCode: 'K1A 0A9',
};
const american: PersonalValues = {
  ...canadian,
  city: 'Austin',
  province: 'Texas',
  country: 'United States',
  postalCode: '78701',
};
const french: PersonalValues = {
  ...canadian,
  city: 'Paris',
  province: 'Île-de-France',
  country: 'France',
  postalCode: '75001',
};
const contact: ContactValues = {
  currentPassword: '',
  email: 'ada@example.com',
  cellNumber: '613 555 0100',
  homeNumber: '',
  workNumber: '',
};

describe('personal information rules', () => {
  it('accepts a complete address in Canada, the United States and elsewhere', () => {
    for (const values of [canadian, american, french]) {
      for (const [field, rule] of Object.entries(personalRules)) {
        expect(rule(values[field as keyof PersonalValues], values), field).toBeNull();
      }
    }
  });

  it.each([
    ['firstName', ' ', 'First name is required'],
    ['lastName', '', 'Last name is required'],
    ['city', '  ', 'City is required'],
    ['country', '', 'Country is required'],
    ['gender', '', t('spec.validation.genderRequired')],
    ['gender', 'Robot', t('spec.validation.genderRequired')],
    ['street', ' ', t('spec.validation.streetRequired')],
    ['country', 'Atlantis', t('spec.validation.countryNotListed')],
    [
      'firstName',
      'x'.repeat(NAME_MAX_LENGTH + 1),
      t('spec.tooLong', { field: 'First name', max: NAME_MAX_LENGTH }),
    ],
    [
      'street2',
      's'.repeat(PROFILE_LIMITS.streetMax + 1),
      t('spec.tooLong', { field: 'Street address 2', max: PROFILE_LIMITS.streetMax }),
    ],
    ['city', 'Ott\u0000awa', t('spec.validation.controlCharacters')],
  ] as const)('%s %j says %j', (field, value, message) => {
    expect(personalRules[field](value)).toBe(message);
  });

  it('leaves street 2 optional', () => {
    expect(personalRules.street2('')).toBeNull();
  });

  it('requires a province in every country, and one of the list in Canada and the US', () => {
    expect(personalRules.province('', canadian)).toBe('Province is required');
    expect(personalRules.province(' ', french)).toBe('Province is required');
    expect(personalRules.province('Ontario', canadian)).toBe(
      t('validation.address.provinceNotInCanada'),
    );
    expect(personalRules.province('ON', american)).toBe(
      t('validation.address.stateNotInUnitedStates'),
    );
    expect(personalRules.province('Anything at all', french)).toBeNull();
    expect(personalRules.province('p'.repeat(PROFILE_LIMITS.provinceMax + 1), french)).toBe(
      t('spec.tooLong', { field: 'Province', max: PROFILE_LIMITS.provinceMax }),
    );
  });

  it('names the state for the United States and the province elsewhere', () => {
    expect(personalRules.province('', american)).toBe(t('spec.validation.stateRequired'));
    expect(personalRules.province('', canadian)).toBe(t('spec.validation.provinceRequired'));
    expect(personalRules.province(' ', french)).toBe(t('spec.validation.provinceRequired'));
  });

  it('asks for a zip code in the United States, a postal code in Canada, neither elsewhere', () => {
    expect(personalRules.postalCode('', canadian)).toBe(t('spec.validation.postalCodeRequired'));
    expect(personalRules.postalCode(' ', french)).toBeNull();
    expect(personalFailedSubmitToast({ ...french, postalCode: '' })).toBeNull();
    expect(personalFailedSubmitToast({ ...canadian, postalCode: '' })).toBe(
      'Please fill in postal code field',
    );
    expect(personalRules.postalCode('', american)).toBe(t('spec.validation.zipCodeRequired'));
  });

  it('checks the postal code format of the chosen country', () => {
    expect(personalRules.postalCode('K1A', canadian)).toBe('Enter a postal code like A1A 1A1');
    expect(personalRules.postalCode('k1a0a9', canadian)).toBeNull();
    expect(personalRules.postalCode('7870', american)).toBe(t('validation.address.zipCodeInvalid'));
    expect(personalRules.postalCode('78701-1234', american)).toBeNull();
    expect(personalRules.postalCode('K1A', french)).toBeNull();
    expect(personalRules.postalCode('9'.repeat(PROFILE_LIMITS.postalCodeMax + 1), french)).toBe(
      t('spec.tooLong', { field: 'Postal code', max: PROFILE_LIMITS.postalCodeMax }),
    );
  });
});

describe('contact information rules', () => {
  it.each([
    ['email', '', 'Email is required'],
    ['email', 'ada@', t('spec.validation.emailInvalid')],
    ['cellNumber', ' ', t('spec.validation.cellNumberRequired')],
    ['cellNumber', 'call me', t('spec.validation.phoneInvalid')],
    ['homeNumber', '12', t('spec.validation.phoneInvalid')],
    ['workNumber', 'ext', t('spec.validation.phoneInvalid')],
  ] as const)('%s %j says %j', (field, value, message) => {
    expect(contactRules[field](value)).toBe(message);
  });

  it('accepts blank home and work numbers and the usual ways of writing one', () => {
    expect(phoneRules.homeNumber('')).toBeNull();
    expect(phoneRules.workNumber('  ')).toBeNull();
    expect(phoneRules.cellNumber('+1 (613) 555-0100 ext. 12')).toBeNull();
    expect(contactRules.email(' Ada@Example.com ')).toBeNull();
  });
});

describe('the toast of a failed submit', () => {
  const blank: PersonalValues = {
    firstName: '',
    lastName: '',
    gender: '',
    street: '',
    street2: '',
    city: '',
    province: '',
    country: '',
    postalCode: '',
  };

  it('names the first missing field in the order of SPEC §5', () => {
    const steps: [Partial<PersonalValues>, string][] = [
      [{}, 'Please fill in first name field'],
      [{ firstName: 'Ada' }, 'Please fill in last name field'],
      [{ lastName: 'Lovelace' }, 'Please fill in gender field'],
      [{ gender: 'Female' }, 'Please fill in street address field'],
      [{ city: 'Ottawa' }, 'Please fill in street address field'],
      [{ street: '1 Main St' }, 'Please fill in province field'],
      [{ province: 'Bavaria' }, 'Please fill in country field'],
      [{ country: 'Canada' }, 'Please fill in postal code field'],
    ];
    let values = blank;
    for (const [change, toast] of steps) {
      values = { ...values, ...change };
      expect(personalFailedSubmitToast(values)).toBe(toast);
    }
  });

  it('says state and zip code for the United States', () => {
    expect(personalFailedSubmitToast({ ...american, province: '' })).toBe(
      'Please fill in state field',
    );
    expect(personalFailedSubmitToast({ ...american, postalCode: ' ' })).toBe(
      'Please fill in zip code field',
    );
    expect(personalFailedSubmitToast({ ...canadian, postalCode: '' })).toBe(
      'Please fill in postal code field',
    );
  });

  it('is silent when nothing is missing, only wrong (the message shows on the field)', () => {
    expect(personalFailedSubmitToast({ ...canadian, postalCode: 'K1A' })).toBeNull();
    expect(contactFailedSubmitToast({ ...contact, cellNumber: 'call me' })).toBeNull();
  });

  it('names the email, then the cell number, on the contact form', () => {
    expect(contactFailedSubmitToast({ ...contact, email: '', cellNumber: '' })).toBe(
      'Please fill in email field',
    );
    expect(contactFailedSubmitToast({ ...contact, cellNumber: ' ' })).toBe(
      'Please fill in cell number field',
    );
  });

  it('names the cell number after the personal fields in the edit modal', () => {
    const phones = { cellNumber: '', homeNumber: '', workNumber: '' };
    expect(editProfileFailedSubmitToast({ ...canadian, ...phones })).toBe(
      'Please fill in cell number field',
    );
    expect(editProfileFailedSubmitToast({ ...canadian, ...phones, city: '' })).toBe(
      'Please fill in city field',
    );
  });
});

describe('changing the country', () => {
  it('always clears the province and the postal code, even between two other countries', () => {
    expect(withCountry(american, 'Canada')).toEqual({
      ...american,
      country: 'Canada',
      province: '',
      postalCode: '',
    });
    expect(withCountry(french, 'Germany')).toMatchObject({
      country: 'Germany',
      province: '',
      postalCode: '',
    });
  });

  it('keeps the other values of a larger form', () => {
    const values = { ...canadian, cellNumber: '613 555 0100' };
    expect(withCountry(values, 'France').cellNumber).toBe('613 555 0100');
  });

  it('drops only the errors of the fields it set', () => {
    expect(
      errorsKeptOnCountryChange({
        firstName: 'First name is required',
        country: 'Country is required',
        province: 'Province is required',
        postalCode: 'Enter a postal code like A1A 1A1',
      }),
    ).toEqual({ firstName: 'First name is required' });
  });
});

describe('the request objects', () => {
  it('sends every personal field trimmed, and a blank street 2 as null', () => {
    expect(
      toPersonalInformation({ ...canadian, firstName: ' Ada ', street2: '  ', city: 'Ottawa ' }),
    ).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      gender: 'Female',
      street: '12 Wellington St',
      street_2: null,
      city: 'Ottawa',
      province: 'ON',
      country: 'Canada',
      postal_code: 'K1A 0A9',
    });
  });

  it('sends the email in lower case and blank numbers as null', () => {
    expect(
      toContactInformation({ ...contact, email: ' Ada@Example.com', workNumber: ' 555 0199 12 ' }),
    ).toEqual({
      email: 'ada@example.com',
      cell_number: '613 555 0100',
      home_number: null,
      work_number: '555 0199 12',
    });
  });

  it('leaves the email out of the phone numbers alone', () => {
    expect(toPhoneNumbers(contact)).toEqual({
      cell_number: '613 555 0100',
      home_number: null,
      work_number: null,
    });
  });
});
