import { parse } from 'csv-parse/sync';

/**
 * A file's RFC 4180 records, read by csv-parse: every record must have the header's number of
 * fields and end with CRLF (a lone LF inside a record is a line break in a quoted cell), so a row
 * with a field too many or too few, or a bare LF between rows, fails the read.
 */
export function csvRecords(text: string): string[][] {
  if (text !== '' && !text.endsWith('\r\n')) throw new Error('the file does not end with CRLF');
  if (/(^|[^\r])\n/.test(text.replace(/"(?:[^"]|"")*"/g, ''))) {
    throw new Error('a record ends with a bare LF instead of CRLF');
  }
  return parse(text, { record_delimiter: '\r\n', relax_column_count: false });
}

/** The header and each row by column name. */
export function parseCsv(text: string): { header: string[]; rows: Record<string, string>[] } {
  const [header = [], ...rest] = csvRecords(text);
  return {
    header,
    rows: rest.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? '']))),
  };
}
