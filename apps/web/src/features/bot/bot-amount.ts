import { BOT, ZBotAmount, t } from '@vh/contracts';
import { readDecimal } from '../../lib/typed-number.ts';

/** The stake offered before a first run: 1 % of the starting balance ($100). */
export const DEFAULT_AMOUNT = BOT.startingBalance / 100;

/**
 * The amount as typed, read in the browser's language `locale` (7,5 is 7.5 where decimals take a
 * comma, and refused with a sentence elsewhere, never 75), then checked with the contract's own
 * rule, so the screen and the server say the same thing. A leading dollar sign is allowed.
 */
export function parseAmount(
  text: string,
  locale: string,
): { ok: true; amount: number } | { ok: false; message: string } {
  const read = readDecimal(text.trim().replace(/^\$/, ''), t('bot.amount'), locale);
  if (read.kind === 'refused') return { ok: false, message: read.message };
  const parsed = ZBotAmount.safeParse(read.kind === 'number' ? read.value : Number.NaN);
  if (parsed.success) return { ok: true, amount: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? '' };
}
