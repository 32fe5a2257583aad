import type { CardBehaviour } from './schema.ts';

export interface CardInput {
  number: string;
  expiryMonth: string | number | undefined;
  expiryYear: string | number | undefined;
  cvv?: string | undefined;
}

/** A card the test gateway accepted for storage; the full number goes no further than this. */
export interface AcceptedCard {
  brand: string;
  iin: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  behaviour: CardBehaviour;
}

export type CardField = 'number' | 'expiry' | 'cvv';

export type CardCheck =
  | { ok: true; card: AcceptedCard }
  | { ok: false; reason: 'invalid'; field: CardField; message: string }
  | { ok: false; reason: 'not_stored'; field: 'number'; message: string };

// Chargebee's Test Gateway numbers; any other Luhn-valid number is refused like a real gateway
// would refuse an unknown card, so demos never depend on a real card.
const APPROVED = new Set([
  '4111111111111111',
  '5555555555554444',
  '378282246310005',
  '6011111111111117',
  '3530111333300000',
  '38520000023237',
]);
export const DECLINING_CARD = '4005519200000004';
export const UNSTORABLE_CARD = '4119862760338320';

export const DECLINE_MESSAGE = 'Your card was declined: insufficient funds. Try another card.';
export const NOT_STORED_MESSAGE =
  'Your card could not be verified, so it was not saved. Try another card.';

/** Checks a submitted card against the test gateway rules, using the sandbox clock for expiry. */
export function checkCard(input: CardInput, now: Date): CardCheck {
  const number = input.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) {
    return { ok: false, reason: 'invalid', field: 'number', message: 'Enter a valid card number.' };
  }
  const month = toInteger(input.expiryMonth);
  let year = toInteger(input.expiryYear);
  if (year !== undefined && year < 100) year += 2000;
  if (month === undefined || month < 1 || month > 12 || year === undefined || year > 2100) {
    return { ok: false, reason: 'invalid', field: 'expiry', message: 'Enter a valid expiry date.' };
  }
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  if (year < thisYear || (year === thisYear && month < thisMonth)) {
    return { ok: false, reason: 'invalid', field: 'expiry', message: 'Your card has expired.' };
  }
  if (input.cvv !== undefined && input.cvv !== '' && !/^\d{3,4}$/.test(input.cvv.trim())) {
    return {
      ok: false,
      reason: 'invalid',
      field: 'cvv',
      message: 'Enter the 3 or 4 digit security code.',
    };
  }
  if (number === UNSTORABLE_CARD) {
    return { ok: false, reason: 'not_stored', field: 'number', message: NOT_STORED_MESSAGE };
  }
  if (!APPROVED.has(number) && number !== DECLINING_CARD) {
    return {
      ok: false,
      reason: 'invalid',
      field: 'number',
      message: 'This card number is not accepted in test mode. Use 4111 1111 1111 1111.',
    };
  }
  return {
    ok: true,
    card: {
      brand: brandOf(number),
      iin: number.slice(0, 6),
      last4: number.slice(-4),
      expiryMonth: month,
      expiryYear: year,
      behaviour: number === DECLINING_CARD ? 'decline_insufficient_funds' : 'approve',
    },
  };
}

export function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'american_express';
  if (/^6(011|5)/.test(number)) return 'discover';
  if (/^35/.test(number)) return 'jcb';
  if (/^3(0[0-5]|[689])/.test(number)) return 'diners_club';
  return 'other';
}

export function maskedNumber(iin: string, last4: string): string {
  return `${iin.slice(0, 4)}********${last4}`;
}

export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function toInteger(value: string | number | undefined): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  if (typeof value !== 'string' || !/^\d{1,4}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}
