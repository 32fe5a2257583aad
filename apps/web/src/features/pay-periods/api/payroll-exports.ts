import type { TPayrollFile } from '@vh/contracts';
import { fetchFile } from '../../../lib/fetch-file.ts';

// A pay period's payroll files. The server decides who may (owners, managers on a paid plan),
// refuses a file that needs employee numbers while someone has none, and names the file.

/** One file of the period starting `start`; for one centre when `businessId` is given. */
export function fetchPayrollFile(
  start: string,
  file: TPayrollFile,
  businessId?: string,
): Promise<{ blob: Blob; fileName: string }> {
  const query = businessId ? `?${new URLSearchParams({ business_id: businessId }).toString()}` : '';
  return fetchFile(
    `/api/pay/periods/${encodeURIComponent(start)}/exports/${file}${query}`,
    `payroll-${start}-${file}`,
  );
}
