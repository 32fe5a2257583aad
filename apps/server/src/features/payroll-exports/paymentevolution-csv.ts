import type { PayrollData } from './payroll-data.ts';

/** paymentevolution.csv: PaymentEvolution's timekeeping import (PAYMENTEVOLUTION_COLUMNS). */
export function paymentEvolutionCsv(data: PayrollData): string {
  throw new Error(`paymentevolution.csv is not written yet (${data.start})`);
}
