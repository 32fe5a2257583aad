import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ZChangePasswordRequest,
  ZConfirmEmailRequest,
  ZContactInformation,
  ZPersonalInformation,
  ZResetPasswordRequest,
  ZSendVerificationRequest,
  ZUpdateProfileRequest,
  ZUsernameParams,
} from './accounts.ts';
import { ZContactRequest } from './contact.ts';
import { ZValidateInviteRequest } from './invites.ts';
import { ZAvailabilityQuery, ZLoginRequest, ZRegisterRequest } from './users.ts';
import { t } from '@vh/contracts';

type Case = {
  /** The request, as a test name reads it. */
  request: string;
  schema: z.ZodType;
  /** A request that passes, which each case changes in one field. */
  valid: Record<string, unknown>;
  field: string;
  /** How long a value is over the cap, and what it is told. */
  overCap: { length: number; message: string };
};

/** The cases of one request: each text field with its cap and the message for exceeding it. */
function fields(
  request: string,
  schema: z.ZodType,
  valid: Record<string, unknown>,
  caps: Record<string, [max: number, message: string]>,
): Case[] {
  return Object.entries(caps).map(([field, [max, message]]) => ({
    request,
    schema,
    valid,
    field,
    overCap: { length: max + 1, message },
  }));
}

const register = {
  username: 'ada_l',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  role: 'OWNER',
  password: 'correct horse',
};
const personal = { first_name: 'Ada' };
const contactInfo = { cell_number: '613 555 0100' };
const contactRequest = { name: 'Ada', email: 'a@b', subject: 'S', message: 'M' };
const login = { username: 'ada_l', password: 'pw', type: 'username' };

// Every text field of every request schema in users, accounts, contact and invites.
const cases: Case[] = [
  ...fields('sign-up', ZRegisterRequest, register, {
    username: [30, t('spec.validation.usernameInvalid')],
    first_name: [100, t('spec.tooLong', { field: 'First name', max: 100 })],
    last_name: [100, t('spec.tooLong', { field: 'Last name', max: 100 })],
    email: [254, t('spec.tooLong', { field: 'Email', max: 254 })],
  }),
  ...fields('sign-in', ZLoginRequest, login, {
    username: [254, t('spec.tooLong', { field: 'Username', max: 254 })],
  }),
  ...fields(
    'sign-in',
    ZLoginRequest,
    { ...login, type: 'email', email: 'a@b.co' },
    {
      email: [254, t('spec.tooLong', { field: 'Email', max: 254 })],
    },
  ),
  ...fields(
    'availability',
    ZAvailabilityQuery,
    { username: 'ada' },
    {
      username: [254, t('spec.tooLong', { field: 'Username', max: 254 })],
    },
  ),
  ...fields(
    'availability',
    ZAvailabilityQuery,
    { email: 'a@b.co' },
    {
      email: [254, t('spec.tooLong', { field: 'Email', max: 254 })],
    },
  ),
  ...fields(
    'email by username',
    ZUsernameParams,
    { username: 'ada' },
    {
      username: [254, t('spec.tooLong', { field: 'Username', max: 254 })],
    },
  ),
  ...fields('personal information', ZPersonalInformation, personal, {
    first_name: [100, t('spec.tooLong', { field: 'First name', max: 100 })],
    last_name: [100, t('spec.tooLong', { field: 'Last name', max: 100 })],
    street: [200, t('spec.tooLong', { field: 'Street address', max: 200 })],
    street_2: [200, t('spec.tooLong', { field: 'Street address 2', max: 200 })],
    city: [100, t('spec.tooLong', { field: 'City', max: 100 })],
    province: [100, t('spec.tooLong', { field: 'Province', max: 100 })],
    country: [100, t('spec.validation.countryNotListed')],
    postal_code: [20, t('spec.tooLong', { field: 'Postal code', max: 20 })],
  }),
  ...fields('contact information', ZContactInformation, contactInfo, {
    email: [254, t('spec.tooLong', { field: 'Email', max: 254 })],
    cell_number: [40, t('spec.tooLong', { field: 'Cell number', max: 40 })],
    home_number: [40, t('spec.tooLong', { field: 'Home number', max: 40 })],
    work_number: [40, t('spec.tooLong', { field: 'Work number', max: 40 })],
  }),
  ...fields(
    'password change',
    ZChangePasswordRequest,
    { password: 'a', new_password: 'b' },
    {
      email: [254, t('spec.tooLong', { field: 'Email', max: 254 })],
    },
  ),
  ...fields(
    'verification mail',
    ZSendVerificationRequest,
    {},
    {
      redirect: [500, t('spec.tooLong', { field: 'redirect', max: 500 })],
    },
  ),
  ...fields('contact form', ZContactRequest, contactRequest, {
    name: [100, t('spec.tooLong', { field: 'Name', max: 100 })],
    company: [200, t('spec.tooLong', { field: 'Company', max: 200 })],
    email: [254, t('spec.tooLong', { field: 'Email', max: 254 })],
    subject: [200, t('spec.tooLong', { field: 'Subject', max: 200 })],
    message: [5000, t('spec.tooLong', { field: 'Message', max: 5000 })],
  }),
  ...fields(
    'invite code',
    ZValidateInviteRequest,
    { code: 'ABC123' },
    {
      code: [6, t('spec.validation.inviteCodeInvalid')],
    },
  ),
];

function messages(schema: z.ZodType, body: Record<string, unknown>): string[] {
  const result = schema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('every text field of every request', () => {
  it.each(cases.map((c) => [`${c.request} ${c.field}`, c] as const))(
    '%s: over its cap says so, never that it is required',
    (_name, { schema, valid, field, overCap }) => {
      const said = messages(schema, { ...valid, [field]: 'x'.repeat(overCap.length) });
      expect(said[0]).toBe(overCap.message);
      expect(said.join(' ')).not.toMatch(/required/);
      // A 200 kB value is refused the same way, before anything else is done with it.
      expect(messages(schema, { ...valid, [field]: 'x'.repeat(200_000) })[0]).toBe(overCap.message);
    },
  );

  it.each(cases.map((c) => [`${c.request} ${c.field}`, c] as const))(
    '%s: refuses NUL and lone surrogates by name',
    (_name, { schema, valid, field }) => {
      expect(messages(schema, { ...valid, [field]: 'a\0b' })).toContain(
        t('spec.validation.controlCharacters'),
      );
      expect(messages(schema, { ...valid, [field]: 'ab\ud83d' })).toContain(
        t('spec.validation.brokenCharacters'),
      );
    },
  );

  it('normalises names to NFC, so one name is stored one way', () => {
    const decomposed = 'Zoe\u0308';
    expect(ZRegisterRequest.parse({ ...register, first_name: decomposed }).first_name).toBe('Zoë');
    expect(ZPersonalInformation.parse({ city: ` Montre\u0301al ` }).city).toBe('Montréal');
    expect(ZContactRequest.parse({ ...contactRequest, name: 'Rene\u0301e' }).name).toBe('Renée');
  });

  it('keeps line breaks in a contact message only', () => {
    const message = 'Hello,\r\n\r\nTwo paragraphs.';
    expect(ZContactRequest.parse({ ...contactRequest, message }).message).toBe(message);
    expect(messages(ZContactRequest, { ...contactRequest, subject: 'a\nb' })).toEqual([
      t('spec.validation.controlCharacters'),
    ]);
  });
});

describe('passwords and link tokens', () => {
  it('are never trimmed, but bounded and storable', () => {
    const parsed = ZResetPasswordRequest.parse({
      email: 'a@b.co',
      token: 'abc',
      new_password: '  spaced  ',
    });
    expect(parsed.new_password).toBe('  spaced  ');
    expect(ZConfirmEmailRequest.parse({ token: ' t ' }).token).toBe(' t ');
    expect(ZConfirmEmailRequest.safeParse({ token: 't'.repeat(513) }).success).toBe(false);
    for (const password of ['x'.repeat(1025), 'pass\0word', 'pass\udc00']) {
      expect(ZChangePasswordRequest.safeParse({ password, new_password: 'b' }).success).toBe(false);
      expect(ZLoginRequest.safeParse({ ...login, password }).success).toBe(false);
      expect(ZRegisterRequest.safeParse({ ...register, password }).success).toBe(false);
    }
  });

  it('say the spec message when missing', () => {
    expect(messages(ZChangePasswordRequest, { password: '', new_password: 'b' })).toEqual([
      t('spec.validation.passwordRequired'),
    ]);
    expect(messages(ZLoginRequest, { username: 'ada', type: 'username' })).toEqual([
      t('spec.validation.passwordRequired'),
    ]);
  });

  it('want a current password that is not blank when one is sent', () => {
    expect(
      messages(ZUpdateProfileRequest, { contact_information: {}, current_password: '' }),
    ).toEqual([t('spec.validation.currentPasswordRequired')]);
    const parsed = ZUpdateProfileRequest.parse({
      contact_information: {},
      current_password: ' pw ',
    });
    expect(parsed.current_password).toBe(' pw ');
  });
});

describe('fields that are not text', () => {
  it('say so for an optional field; a required one says it is missing, or the type it needs', () => {
    expect(messages(ZContactRequest, { ...contactRequest, company: 7 })).toEqual([
      'Company must be text',
    ]);
    // A number where a name goes is not a missing name: the generic words name the type (and an
    // API answer names the field: 'First name must be text').
    expect(messages(ZRegisterRequest, { ...register, first_name: 7 })).toEqual(['Must be text']);
    expect(messages(ZRegisterRequest, { ...register, first_name: undefined })).toEqual([
      t('spec.validation.firstNameRequired'),
    ]);
  });

  it('keep a redirect to a path on this site, untrimmed', () => {
    expect(ZSendVerificationRequest.parse({ redirect: '/pricing' }).redirect).toBe('/pricing');
    expect(ZSendVerificationRequest.safeParse({ redirect: ' /pricing' }).success).toBe(false);
    expect(ZSendVerificationRequest.safeParse({ redirect: '//evil.example' }).success).toBe(false);
  });
});
