import { t } from '@vh/contracts';

// Numbers as a person types them. A browser in a decimal-comma language (fr-CA) reads "43,6490"
// as 43.649; elsewhere a comma is refused with a sentence, never dropped (which made 436490).

/** The decimal separator of a language, as Intl writes 1.5 in it. */
export function decimalSeparator(locale: string): string {
  try {
    const parts = new Intl.NumberFormat(locale).formatToParts(1.5);
    return parts.find((part) => part.type === 'decimal')?.value ?? '.';
  } catch {
    return '.';
  }
}

/** The browser's language, which sets how it writes decimals. */
export const browserLocale = (): string => navigator.language || 'en-CA';

export type TypedNumber =
  { kind: 'empty' } | { kind: 'number'; value: number } | { kind: 'refused'; message: string };

// Digits, with one separator, and a leading sign (a typed minus or the typographic one).
const DECIMAL = /^[-\u2212+]?(\d+([.,]\d*)?|[.,]\d+)$/;

/**
 * What a typed decimal means in `locale`: a number, nothing, or why it is refused. `label` names
 * the field in the refusal ("Latitude must be a number").
 */
export function readDecimal(text: string, label: string, locale: string): TypedNumber {
  const typed = text.trim().replace(/\s/g, '');
  if (typed === '') return { kind: 'empty' };
  if (!DECIMAL.test(typed)) {
    return { kind: 'refused', message: t('validation.shared.notANumber', { field: label }) };
  }
  const normal = typed.replace('\u2212', '-');
  if (normal.includes(',') && decimalSeparator(locale) !== ',') {
    return {
      kind: 'refused',
      message: t('validation.typed.usePoint', { example: normal.replace(',', '.') }),
    };
  }
  return { kind: 'number', value: Number(normal.replace(',', '.')) };
}

/** A typed whole number: a point or comma in it is refused, not read as thousands or dropped. */
export function readWhole(text: string, label: string): TypedNumber {
  const typed = text.trim();
  if (typed === '') return { kind: 'empty' };
  if (!/^\d+$/.test(typed)) {
    return { kind: 'refused', message: t('validation.typed.wholeNumber', { field: label }) };
  }
  return { kind: 'number', value: Number(typed) };
}

/** A number written for a field in `locale`: "43,649" where decimals take a comma. */
export function writeDecimal(value: number, locale: string): string {
  const text = String(value);
  return decimalSeparator(locale) === ',' ? text.replace('.', ',') : text;
}
