import { describe, expect, it } from 'vitest';
import { ZContactRequest } from './contact.ts';
import { isInviteCodeShape, ZValidateInviteRequest } from './invites.ts';
import { t } from '@vh/contracts';

const valid = { name: 'Ad', email: 'a@b', subject: 'S', message: 'M' };

function firstMessage(input: unknown): string | undefined {
  const result = ZContactRequest.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('ZContactRequest', () => {
  it('accepts the shortest valid request and defaults the company to empty', () => {
    expect(ZContactRequest.parse(valid)).toEqual({ ...valid, company: '' });
  });

  it('needs a name of at least 2 characters after trimming', () => {
    expect(firstMessage({ ...valid, name: ' A ' })).toBe(t('spec.validation.nameRequired'));
  });

  it('accepts any non-space text around an at sign as an email, and nothing else', () => {
    expect(firstMessage({ ...valid, email: 'x@y' })).toBeUndefined();
    expect(firstMessage({ ...valid, email: 'x y@z' })).toBe(
      t('spec.validation.validEmailRequired'),
    );
    expect(firstMessage({ ...valid, email: 'xyz' })).toBe(t('spec.validation.validEmailRequired'));
  });

  it('names the field that is too long', () => {
    expect(firstMessage({ ...valid, subject: 's'.repeat(201) })).toBe(
      'Subject must be at most 200 characters',
    );
  });
});

describe('invite codes', () => {
  it('are exactly 6 characters after trimming', () => {
    expect(isInviteCodeShape(' ABC123 ')).toBe(true);
    expect(isInviteCodeShape('ABC12')).toBe(false);
    expect(isInviteCodeShape('ABC1234')).toBe(false);
    expect(ZValidateInviteRequest.safeParse({ code: 'ABC1234' }).error?.issues[0]?.message).toBe(
      t('spec.validation.inviteCodeInvalid'),
    );
  });
});
