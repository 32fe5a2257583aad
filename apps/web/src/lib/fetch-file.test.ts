import { describe, expect, it } from 'vitest';
import { dispositionFileName } from './fetch-file.ts';

describe('dispositionFileName', () => {
  it('prefers the UTF-8 name, which keeps the accents the plain one drops', () => {
    expect(
      dispositionFileName(
        `attachment; filename="cafe-lune.csv"; filename*=UTF-8''caf%C3%A9-lune.csv`,
      ),
    ).toBe('café-lune.csv');
  });

  it('reads a plain name, quoted or not, with its escapes undone', () => {
    expect(dispositionFileName('attachment; filename="payroll.csv"')).toBe('payroll.csv');
    expect(dispositionFileName('attachment; filename=payroll.csv')).toBe('payroll.csv');
    expect(dispositionFileName('attachment; filename="say \\"hi\\".csv"')).toBe('say "hi".csv');
  });

  it('falls back to the plain name when the UTF-8 one is malformed, and gives nothing for none', () => {
    expect(
      dispositionFileName(`attachment; filename="plain.csv"; filename*=UTF-8''bad%E0.csv`),
    ).toBe('plain.csv');
    expect(dispositionFileName('attachment')).toBeUndefined();
    expect(dispositionFileName(null)).toBeUndefined();
    expect(dispositionFileName('attachment; filename=""')).toBeUndefined();
  });
});
