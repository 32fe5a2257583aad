import { create } from 'content-disposition';
import type { TPayrollFile } from '@vh/contracts';

/** What each file is called after the business's name: the words a bookkeeper looks for. */
const KIND: Record<TPayrollFile, string> = {
  'summary.csv': 'payroll-summary',
  'summary.xlsx': 'payroll-summary',
  'detail.csv': 'payroll-detail',
  'detail.xlsx': 'payroll-detail',
  'paymentevolution.csv': 'paymentevolution',
  'sage50.csv': 'sage50-timesheet',
  'summary.pdf': 'payroll-summary',
};

/**
 * 'café-lune-payroll-summary-2026-11-16-to-2026-11-29.csv': the business's name in lower case,
 * letters and digits of any script kept and every run of anything else one dash, so the name is
 * safe on every file system.
 */
export function payrollFileName(
  business: string,
  file: TPayrollFile,
  start: string,
  end: string,
): string {
  const slug = business
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  const extension = file.slice(file.indexOf('.'));
  return `${slug ? `${slug}-` : ''}${KIND[file]}-${start}-to-${end}${extension}`;
}

/**
 * The Content-Disposition of a download: the UTF-8 name (RFC 6266 filename*) with an ASCII
 * fallback whose accents are dropped rather than turned into question marks.
 */
export function attachmentHeader(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '-');
  return create(name, { fallback: ascii });
}
