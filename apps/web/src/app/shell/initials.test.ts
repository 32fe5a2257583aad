import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.ts';

describe('avatar initials', () => {
  it('are the first letters of first and last name', () => {
    expect(initialsOf({ first_name: 'ada', last_name: 'Lovelace', username: 'ada' })).toBe('AL');
  });

  it('fall back to the first letter of the username without a first name', () => {
    expect(initialsOf({ first_name: ' ', last_name: 'Lovelace', username: 'countess' })).toBe('C');
  });

  it('are the first name alone when there is no last name', () => {
    expect(initialsOf({ first_name: 'Ada', last_name: '', username: 'ada' })).toBe('A');
  });

  it('keep an emoji or astral first letter whole', () => {
    expect(initialsOf({ first_name: '😀 Joy', last_name: '𝒜da', username: 'joy' })).toBe('😀𝒜');
    expect(initialsOf({ first_name: '', last_name: '', username: '🐙octo' })).toBe('🐙');
  });
});
