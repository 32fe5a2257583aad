import ExcelJS from 'exceljs';
import { hoursText, rateText } from '@vh/contracts';

/*
 * How the summary and detail files write numbers: the CSV as text, the XLSX as numbers of the
 * same value, so a sheet shows exactly what the CSV says.
 */

/** Dollars with two decimals and no sign, from cents without floats: 2775 → '27.75'. */
export const moneyText = (cents: number | null): string => (cents === null ? '' : rateText(cents));

/** The CSV's money as a number (parsed from the same text, so both files agree to the cent). */
export const moneyNumber = (cents: number | null): number | null =>
  cents === null ? null : Number(rateText(cents));

/** The CSV's hours (two decimals, half up) as a number. */
export const hoursNumber = (seconds: number): number => Number(hoursText(seconds));

export const HOURS_FORMAT = '0.00';
export const MONEY_FORMAT = '#,##0.00';

export type SheetCell = string | number | null;

/**
 * A workbook of one sheet: the column names as a bold, frozen header and one row per record, no
 * totals row (a payroll import would read it as a person). `formats` gives a column's number
 * format. Dated from `created`, so the same data makes the same file.
 */
export async function sheetBytes(
  name: string,
  columns: readonly string[],
  formats: Partial<Record<string, string>>,
  rows: SheetCell[][],
  created: Date,
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'VerifiedHours';
  workbook.created = created;
  workbook.modified = created;
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    key: column,
    width: Math.max(12, column.length + 2),
  }));
  const header = sheet.addRow([...columns]);
  header.font = { bold: true };
  for (const values of rows) {
    const row = sheet.addRow(values);
    columns.forEach((column, i) => {
      const format = formats[column];
      if (format !== undefined) row.getCell(i + 1).numFmt = format;
    });
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
