import { describe, expect, it } from 'vitest';
import { jsonProblem, textLimits, textProblem, ZQueryWholeNumber, ZSecret, ZText } from './text.ts';

describe('text rules', () => {
  it('refuses NUL, other controls and lone surrogates, and keeps emoji and right-to-left text', () => {
    expect(textProblem('a\0b')).toBe('control');
    expect(textProblem('a\u0007b')).toBe('control');
    expect(textProblem('line\nbreak')).toBe('control');
    expect(textProblem('line\nbreak', { multiline: true })).toBeNull();
    expect(textProblem('\ud83d')).toBe('surrogate');
    expect(textProblem('x\ude00y')).toBe('surrogate');
    expect(textProblem('Zoë 🙂 שלום-عربي')).toBeNull();
  });

  it('normalises to NFC, trims, and counts the cap in characters', () => {
    const schema = ZText({ max: 3, min: 1, required: () => 'Name is required' });
    expect(schema.parse('  e\u0301  ')).toBe('\u00e9');
    expect(schema.parse('🙂🙂🙂')).toBe('🙂🙂🙂');
    expect(schema.safeParse('abcd').success).toBe(false);
    expect(schema.safeParse('   ').error?.issues[0]?.message).toBe('Name is required');
    expect(schema.safeParse('a\0').error?.issues[0]?.message).toMatch(/control characters/);
    expect(schema.safeParse('x'.repeat(200_000)).success).toBe(false);
  });

  it('bounds secrets without trimming them', () => {
    const schema = ZSecret(() => 'Password is required');
    expect(schema.parse(' pass word ')).toBe(' pass word ');
    expect(schema.safeParse('x'.repeat(200_000)).success).toBe(false);
    expect(schema.safeParse('pass\0word').success).toBe(false);
    expect(schema.safeParse('pass\ud800').success).toBe(false);
  });

  it('caps the depth, keys and size of free-form JSON without recursing', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 10_000; i++) deep = { a: deep };
    expect(jsonProblem(deep)?.message).toMatch(/Nested more than/);
    expect(jsonProblem({ a: { b: [1, 'two'] } })).toBeNull();
    const wide = Object.fromEntries(
      Array.from({ length: textLimits.jsonMaxKeys + 1 }, (_, i) => [`k${i}`, i]),
    );
    expect(jsonProblem(wide)?.message).toMatch(/keys/);
    expect(jsonProblem({ big: 'x'.repeat(textLimits.jsonMaxBytes) })?.message).toMatch(/Larger/);
    expect(jsonProblem({ bad: 'a\0' })).not.toBeNull();
  });
});

describe('a whole number in a query', () => {
  const schema = ZQueryWholeNumber(() => 'after must be a whole number');

  it('reads plain digits, up to a safe integer', () => {
    expect(schema.parse('0')).toBe(0);
    expect(schema.parse('120')).toBe(120);
    expect(schema.parse('007')).toBe(7);
    expect(schema.parse('999999999999999')).toBe(999_999_999_999_999);
  });

  it.each([
    '',
    ' 1',
    '1 ',
    '+1',
    '-1',
    '1.5',
    '1e3',
    '0x10',
    'Infinity',
    'NaN',
    '1\u0000',
    '9'.repeat(16),
  ])('refuses %j with the message given', (value) => {
    expect(schema.safeParse(value).error?.issues[0]?.message).toBe('after must be a whole number');
  });

  it('refuses a repeated key (an array) and a missing value with the same message', () => {
    expect(schema.safeParse(['1', '2']).error?.issues[0]?.message).toBe(
      'after must be a whole number',
    );
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe(
      'after must be a whole number',
    );
  });
});
