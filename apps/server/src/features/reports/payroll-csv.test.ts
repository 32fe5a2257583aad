import { describe, expect, it } from 'vitest';
import { cellText, csvText, hoursText, personName } from './payroll-csv.ts';

describe('cellText: a cell a spreadsheet would run as a formula becomes text', () => {
  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ['+1 416 555 0100', `'+1 416 555 0100`],
    ['-2 hours, left early', `'-2 hours, left early`],
    ['@SUM(A1:A9)', `'@SUM(A1:A9)`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `'\r=1+1`],
    ['  =1+1', `'  =1+1`],
  ])('%j → %j', (value, expected) => {
    expect(cellText(value)).toBe(expected);
  });

  it.each(['Grace Hopper', 'Zoë Ng', 'Harbourfront Kiosk', "O'Brien", '1+1=2', 'a=b', ''])(
    'leaves %j alone',
    (value) => {
      expect(cellText(value)).toBe(value);
    },
  );
});

describe('hoursText: decimal hours with 2 decimals from whole seconds', () => {
  it.each([
    [0, '0.00'],
    [27_000, '7.50'],
    [28_800, '8.00'],
    [3_599, '1.00'],
    [17, '0.00'],
    // 18 s is half a hundredth: rounded up.
    [18, '0.01'],
    [36, '0.01'],
    [1_234_567, '342.94'],
    [366 * 24 * 3600, '8784.00'],
  ])('%i s → %s', (seconds, expected) => {
    expect(hoursText(seconds)).toBe(expected);
    expect(Number(hoursText(seconds))).toBe(Math.round((seconds / 3600) * 100) / 100);
  });
});

describe('csvText', () => {
  it('writes the header, CRLF lines, and quotes only cells that need it', () => {
    const text = csvText(
      ['a', 'b'],
      [
        { a: 'plain', b: 'with, comma' },
        { a: `'=HYPERLINK("x")`, b: 'two\nlines' },
      ],
    );
    expect(text).toBe('a,b\r\nplain,"with, comma"\r\n"\'=HYPERLINK(""x"")","two\nlines"\r\n');
  });

  it('still writes the header when there are no rows', () => {
    expect(csvText(['a', 'b'], [])).toBe('a,b\r\n');
  });
});

describe('personName', () => {
  it('joins the parts it has', () => {
    expect(personName(' Grace ', 'Hopper')).toBe('Grace Hopper');
    expect(personName('Grace', null)).toBe('Grace');
    expect(personName('', '')).toBe('');
  });
});
