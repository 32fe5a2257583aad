import { describe, expect, it } from 'vitest';
import {
  codeFromParams,
  planFromParams,
  registerStepReducer,
  stepFromUrl,
  stepSearch,
  type RegisterEvent,
  type RegisterStep,
} from './register-steps.ts';

const params = (search: string) => new URLSearchParams(search);

describe('registerStepReducer', () => {
  it.each<[RegisterStep, RegisterEvent, RegisterStep]>([
    ['choice', 'chooseFree', 'free'],
    ['choice', 'chooseInvite', 'invite'],
    ['choice', 'back', 'choice'],
    ['free', 'back', 'choice'],
    ['invite', 'back', 'choice'],
    // The choices only lead somewhere from the choice itself.
    ['free', 'chooseInvite', 'free'],
    ['invite', 'chooseFree', 'invite'],
  ])('%s + %s → %s', (step, event, next) => {
    expect(registerStepReducer(step, event)).toBe(next);
  });
});

describe('stepFromUrl', () => {
  it.each<[string, string, RegisterStep]>([
    ['/register', '', 'choice'],
    ['/invite', '', 'invite'],
    ['/invite/', '', 'invite'],
    ['/register', '?isUser=true', 'free'],
    ['/register', '?isOwner=true', 'free'],
    ['/register', '?plan=basic&isOwner=true', 'free'],
    ['/register', '?code=AB12CD', 'invite'],
    ['/register', '?code=%20%20', 'choice'],
    ['/register', '?isUser=false', 'choice'],
    ['/register', '?isUser=true&code=AB12CD', 'free'],
    ['/register', '?plan=gold', 'choice'],
    // An explicit step wins over the entry parameters; an unknown one is ignored.
    ['/register', '?step=choice&isUser=true', 'choice'],
    ['/invite', '?step=free', 'free'],
    ['/register', '?step=payment&code=AB12CD', 'invite'],
  ])('%s%s → %s', (pathname, search, step) => {
    expect(stepFromUrl(pathname, params(search))).toBe(step);
  });

  it('starts at the page’s own step unless the URL names one', () => {
    expect(stepFromUrl('/somewhere', params(''), 'invite')).toBe('invite');
    expect(stepFromUrl('/somewhere', params('?isUser=true'), 'invite')).toBe('invite');
    expect(stepFromUrl('/somewhere', params('?step=choice'), 'invite')).toBe('choice');
  });
});

describe('stepSearch', () => {
  it('names the step and carries only the plan and the code', () => {
    expect(stepSearch('free', params('?plan=basic&isOwner=true&utm=x'))).toBe(
      '?step=free&plan=basic',
    );
    expect(stepSearch('choice', params('?code=AB12CD&isUser=true&step=invite'))).toBe(
      '?step=choice&code=AB12CD',
    );
    expect(stepSearch('invite', params(''))).toBe('?step=invite');
  });
});

describe('planFromParams', () => {
  it.each([
    ['', { kind: 'none' }],
    ['?plan=', { kind: 'none' }],
    ['?plan=free', { kind: 'none' }],
    ['?plan=basic', { kind: 'purchasable', key: 'basic' }],
    ['?plan=%20Pro%20', { kind: 'purchasable', key: 'pro' }],
    ['?plan=enterprise', { kind: 'notPurchasable', key: 'enterprise' }],
    ['?plan=gold', { kind: 'unknown' }],
    ['?plan=%3Cscript%3E', { kind: 'unknown' }],
  ])('%s', (search, expected) => {
    expect(planFromParams(params(search))).toEqual(expected);
  });
});

describe('codeFromParams', () => {
  it('trims the code and gives an empty string without one', () => {
    expect(codeFromParams(params('?code=%20ab12cd%20'))).toBe('ab12cd');
    expect(codeFromParams(params(''))).toBe('');
  });
});
