import { parse } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { attachmentHeader, payrollFileName } from './payroll-file-name.ts';

const START = '2026-11-02';
const END = '2026-11-15';

describe('payrollFileName', () => {
  it('names the file after the business, the kind of file and the period', () => {
    expect(payrollFileName('Café Lune', 'summary.csv', START, END)).toBe(
      'café-lune-payroll-summary-2026-11-02-to-2026-11-15.csv',
    );
    expect(payrollFileName('Café Lune', 'detail.xlsx', START, END)).toBe(
      'café-lune-payroll-detail-2026-11-02-to-2026-11-15.xlsx',
    );
    expect(payrollFileName('Café Lune', 'summary.pdf', START, END)).toBe(
      'café-lune-payroll-summary-2026-11-02-to-2026-11-15.pdf',
    );
    expect(payrollFileName('Café Lune', 'sage50.csv', START, END)).toBe(
      'café-lune-sage50-timesheet-2026-11-02-to-2026-11-15.csv',
    );
    expect(payrollFileName('Café Lune', 'paymentevolution.csv', START, END)).toBe(
      'café-lune-paymentevolution-2026-11-02-to-2026-11-15.csv',
    );
  });

  it('keeps letters of any script and makes every other run one dash', () => {
    expect(payrollFileName('  Tim & Co. / "Kids"  ', 'summary.csv', START, END)).toBe(
      'tim-co-kids-payroll-summary-2026-11-02-to-2026-11-15.csv',
    );
    expect(payrollFileName('東京 カフェ', 'summary.csv', START, END)).toBe(
      '東京-カフェ-payroll-summary-2026-11-02-to-2026-11-15.csv',
    );
    // Decomposed accents come out the same as composed ones.
    expect(payrollFileName('Cafe\u0301', 'summary.csv', START, END)).toBe(
      'café-payroll-summary-2026-11-02-to-2026-11-15.csv',
    );
  });

  it('leaves the business out when its name has no letters, and cuts a long one', () => {
    expect(payrollFileName('—!—', 'summary.csv', START, END)).toBe(
      'payroll-summary-2026-11-02-to-2026-11-15.csv',
    );
    const long = payrollFileName(`${'a'.repeat(59)} bcd`, 'summary.csv', START, END);
    // Cut at 60 characters, the dash left at the cut dropped.
    expect(long).toBe(`${'a'.repeat(59)}-payroll-summary-2026-11-02-to-2026-11-15.csv`);
  });
});

describe('attachmentHeader', () => {
  it('sends the UTF-8 name with an ASCII fallback without the accents', () => {
    const name = 'café-lune-payroll-summary-2026-11-02-to-2026-11-15.csv';
    const header = attachmentHeader(name);
    expect(parse(header)).toEqual({ type: 'attachment', parameters: { filename: name } });
    expect(header).toContain('filename=cafe-lune-payroll-summary-2026-11-02-to-2026-11-15.csv');
    expect(header).toContain("filename*=UTF-8''caf%C3%A9-lune");
  });

  it('puts a dash for each character ASCII has no letter for', () => {
    const header = attachmentHeader('東京-summary.csv');
    expect(header).toMatch(/^attachment; filename=---summary\.csv; filename\*=UTF-8''/);
    expect(parse(header).parameters.filename).toBe('東京-summary.csv');
  });

  it('leaves a plain ASCII name as it is', () => {
    expect(attachmentHeader('payroll-summary-2026-11-02-to-2026-11-15.csv')).toBe(
      'attachment; filename=payroll-summary-2026-11-02-to-2026-11-15.csv',
    );
  });
});
