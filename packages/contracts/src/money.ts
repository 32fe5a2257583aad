import { PAY } from './constants.ts';

// Money is integer cents, hours are whole seconds: the arithmetic below is exact (BigInt), and
// the only rounding is the one the README states, once per line.

const RATE_TEXT = /^\d{1,4}(?:\.\d{1,2})?$/;

/**
 * An hourly rate typed as dollars ("18", "18.5", "18.50") in cents, or null when it is not a
 * plain amount of at most two decimals. Parsed as text, never through a float.
 */
export function centsOfRate(text: string): number | null {
  const value = text.trim();
  if (!RATE_TEXT.test(value)) return null;
  const [dollars = '0', fraction = ''] = value.split('.');
  return Number(dollars) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the plain decimal the rate field takes back: 1850 → "18.50". */
export function rateText(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** `n / d` rounded half up, for non-negative n and positive d. */
function halfUp(n: bigint, d: bigint): bigint {
  return (2n * n + d) / (2n * d);
}

/**
 * The gross of one pay line: seconds × rate in cents × multiplier ÷ 3,600, rounded half up to the
 * cent. The multiplier is whole percent (150 = 1.5×).
 */
export function lineGrossCents(
  seconds: number,
  centsPerHour: number,
  multiplierPct: number,
): number {
  const n = BigInt(seconds) * BigInt(centsPerHour) * BigInt(multiplierPct);
  return Number(halfUp(n, 3600n * 100n));
}

/** Hours with two decimals computed from whole seconds, rounded half up: 30,600 s → "8.50". */
export function hoursText(seconds: number): string {
  const hundredths = halfUp(BigInt(seconds) * 100n, 3600n);
  const whole = hundredths / 100n;
  return `${whole}.${String(hundredths % 100n).padStart(2, '0')}`;
}

/** Whether cents are a rate the product accepts. */
export const isRateCents = (cents: number) =>
  Number.isInteger(cents) && cents >= 1 && cents <= PAY.maxCentsPerHour;

const CAD = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

/** Cents as the screens and messages write money: 1850 → "$18.50". */
export const formatMoney = (cents: number): string => CAD.format(cents / 100);
