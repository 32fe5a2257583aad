import { BOT, ZBotAmount } from '@vh/contracts';

/** The stake offered before a first run: 1 % of the starting balance ($100). */
export const DEFAULT_AMOUNT = BOT.startingBalance / 100;

/**
 * The amount input's value checked with the contract's own rule, so the screen and the server say
 * the same thing. NumberInput gives a string for what is not a number yet ('' or '1.').
 */
export function parseAmount(
  value: number | string,
): { ok: true; amount: number } | { ok: false; message: string } {
  const parsed = ZBotAmount.safeParse(typeof value === 'number' ? value : Number.NaN);
  if (parsed.success) return { ok: true, amount: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? '' };
}
