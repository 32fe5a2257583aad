import { z } from 'zod';
import { BOT } from './constants.ts';
import { says } from './i18n.ts';
import { words, ZQueryWholeNumber } from './text.ts';

// The paper-trading bot of the dashboard (SPEC §3, §4, §7): virtual dollars on a simulated market.

const virtualDollars = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });
const signedVirtualDollars = new Intl.NumberFormat('en-CA', {
  style: 'currency',
  currency: 'CAD',
  signDisplay: 'exceptZero',
});

/** Virtual dollars as the log, the messages and the screen say them: $1,234.50. */
export const formatBotMoney = (dollars: number): string => virtualDollars.format(dollars);
/** A gain or loss with its sign: +$12.30, -$4.10, $0.00. */
export const formatBotSignedMoney = (dollars: number): string =>
  signedVirtualDollars.format(dollars);

const units = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 4 });
/** Shares held, to four decimals: 0.9871. */
export const formatBotUnits = (value: number): string => units.format(value);

const dollars = formatBotMoney;

/** Whole cents, allowing for binary fractions: 0.29 * 100 is 28.999999999999996. */
const hasAtMostTwoDecimals = (value: number) =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** The stake per trade, in virtual dollars (SPEC §1: "a bet amount per trade"). */
export const ZBotAmount = z
  .number(says('validation.bot.amount'))
  .min(BOT.amountMin, says('validation.bot.amountTooSmall', { amount: dollars(BOT.amountMin) }))
  .max(BOT.amountMax, says('validation.bot.amountTooBig', { amount: dollars(BOT.amountMax) }))
  .refine(hasAtMostTwoDecimals, says('validation.bot.amountCents'));

/** POST /api/bot/start/ (SPEC §3: user_uid, amount). The server starts the caller's bot only. */
export const ZBotStartRequest = z.strictObject({
  user_uid: z.uuid(says('validation.bot.userUid')),
  amount: ZBotAmount,
});
export type TBotStartRequest = z.infer<typeof ZBotStartRequest>;

export const BOT_STATES = ['running', 'stopped'] as const;
export type TBotState = (typeof BOT_STATES)[number];

export const ZBotPosition = z.object({
  symbol: z.string(),
  /** Shares held (fractional: a stake buys what it can). */
  units: z.number(),
  /** What the shares cost, in virtual dollars. */
  cost: z.number(),
  /** What they are worth at the current simulated price. */
  value: z.number(),
});

export const ZBotPrice = z.object({ symbol: z.string(), name: z.string(), price: z.number() });

/** GET /api/bot/status/ (SPEC §3: status, amount), with the paper account beside it. */
export const ZBotStatus = z.object({
  status: z.enum(BOT_STATES),
  /** The stake per trade of the running bot, or of the last run; null before the first start. */
  amount: z.number().nullable(),
  /** Always true: the screen says so, and so does every answer. */
  simulated: z.literal(true),
  starting_balance: z.number(),
  /** Virtual cash not held in shares. */
  cash: z.number(),
  /** Cash plus shares at the current simulated prices: the virtual balance. */
  balance: z.number(),
  /** Balance minus the starting balance. */
  profit_loss: z.number(),
  trades: z.number().int(),
  positions: z.array(ZBotPosition),
  prices: z.array(ZBotPrice),
  started_at: z.iso.datetime().nullable(),
  stopped_at: z.iso.datetime().nullable(),
});
export type TBotStatus = z.infer<typeof ZBotStatus>;

/** SPEC §3: a log entry. */
export const ZBotLogEntry = z.object({
  id: z.number().int(),
  timestamp: z.iso.datetime(),
  text: z.string(),
});
export type TBotLogEntry = z.infer<typeof ZBotLogEntry>;

/** GET /api/bot/message/logs/: the caller's entries, newest last (SPEC §7: a list). */
export const ZBotLogs = z.array(ZBotLogEntry);

export const ZBotLogsQuery = z.strictObject({
  /** Only entries newer than this one, so that a poll every 5 s sends little. */
  after: ZQueryWholeNumber(words('validation.bot.logAfter')).optional(),
});
export type TBotLogsQuery = z.infer<typeof ZBotLogsQuery>;

/**
 * GET /api/bot/simulator/: the owner's switch letting their staff (managers included) use the
 * trading simulator. Off until the owner turns it on; owners themselves always may.
 */
export const ZSimulatorSetting = z.object({ staff_allowed: z.boolean() });
export type TSimulatorSetting = z.infer<typeof ZSimulatorSetting>;

/** PUT /api/bot/simulator/: turns it on or off; off stops the staff bots running at once. */
export const ZSimulatorSettingRequest = z.strictObject({
  staff_allowed: z.boolean(says('validation.bot.staffAllowed')),
});
export type TSimulatorSettingRequest = z.infer<typeof ZSimulatorSettingRequest>;

export const ZSimulatorSettingAnswer = ZSimulatorSetting.extend({
  /** How many staff bots turning it off stopped (0 when turned on). */
  stopped_bots: z.number().int(),
});
export type TSimulatorSettingAnswer = z.infer<typeof ZSimulatorSettingAnswer>;
