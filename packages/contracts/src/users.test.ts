import { describe, expect, it } from 'vitest';
import { identifierType, passwordProblem } from './rules.ts';
import { ZAvailabilityQuery, ZLoginRequest, ZRegisterRequest } from './users.ts';
import { t } from '@vh/contracts';

const valid = {
  username: 'ada_l',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'Ada@Example.com',
  role: 'OWNER',
  password: 'correct horse',
};

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('ZRegisterRequest', () => {
  it('accepts a complete sign-up, trimming text and lower-casing the email', () => {
    const parsed = ZRegisterRequest.parse({ ...valid, username: ' ada_l ', first_name: ' Ada ' });
    expect(parsed).toMatchObject({
      username: 'ada_l',
      first_name: 'Ada',
      email: 'ada@example.com',
    });
  });

  it.each([
    ['first_name', t('spec.validation.firstNameRequired')],
    ['last_name', t('spec.validation.lastNameRequired')],
    ['email', t('spec.validation.emailRequired')],
    ['username', t('spec.validation.usernameRequired')],
    ['password', t('spec.validation.passwordRequired')],
  ])('says the spec message when %s is blank', (field, message) => {
    expect(firstMessage(ZRegisterRequest.safeParse({ ...valid, [field]: '   ' }))).toBe(
      field === 'password' ? undefined : message,
    );
    expect(firstMessage(ZRegisterRequest.safeParse({ ...valid, [field]: '' }))).toBe(message);
  });

  it('refuses unknown fields, a staff role and usernames with @ or spaces', () => {
    expect(ZRegisterRequest.safeParse({ ...valid, admin: true }).success).toBe(false);
    expect(ZRegisterRequest.safeParse({ ...valid, role: 'STAFF' }).success).toBe(false);
    expect(firstMessage(ZRegisterRequest.safeParse({ ...valid, username: 'a@b' }))).toBe(
      t('spec.validation.usernameInvalid'),
    );
    expect(ZRegisterRequest.safeParse({ ...valid, username: 'a b c' }).success).toBe(false);
  });

  it('refuses a malformed email', () => {
    expect(firstMessage(ZRegisterRequest.safeParse({ ...valid, email: 'ada@' }))).toBe(
      t('spec.validation.emailInvalid'),
    );
  });
});

describe('passwordProblem', () => {
  it('wants at least 8 characters and at most 72 bytes', () => {
    expect(passwordProblem('1234567')?.code).toBe('PASSWORD_TOO_SHORT');
    expect(passwordProblem('12345678')).toBeNull();
    expect(passwordProblem('a'.repeat(72))).toBeNull();
    expect(passwordProblem('a'.repeat(73))?.code).toBe('PASSWORD_TOO_LONG');
    // Counted in bytes: 36 two-byte characters fit, 37 do not.
    expect(passwordProblem('é'.repeat(36))).toBeNull();
    expect(passwordProblem('é'.repeat(37))?.code).toBe('PASSWORD_TOO_LONG');
  });
});

describe('sign-in identifiers', () => {
  it('treats a value with @ as an email and anything else as a username', () => {
    expect(identifierType('ada@example.com')).toBe('email');
    expect(identifierType('ada_l')).toBe('username');
  });

  it('needs the identifier that type names', () => {
    expect(ZLoginRequest.safeParse({ password: 'x', type: 'email', username: 'ada' }).success).toBe(
      false,
    );
    expect(
      ZLoginRequest.safeParse({ password: 'x', type: 'username', username: 'ada' }).success,
    ).toBe(true);
  });

  it('refuses unknown availability parameters', () => {
    expect(ZAvailabilityQuery.safeParse({ username: 'ada', sort: 'x' }).success).toBe(false);
  });
});
