import { BOT, formatBotMoney, formatBotSignedMoney, formatBotUnits, t } from '@vh/contracts';
import type { BotHolding } from '../../db/schema/bot.ts';
import type { BotRunRow } from './bot.repo.ts';
import { crossover, movingAverage, priceAt, SYMBOLS } from './market.ts';

/** A paper account: virtual cash, the simulated shares it holds, and its stake per trade. */
export type PaperAccount = {
  cashCents: number;
  holdings: Record<string, BotHolding>;
  trades: number;
  amountCents: number;
};

/** The paper account a bot_runs row holds. */
export const accountOf = (
  run: Pick<BotRunRow, 'cashCents' | 'holdings' | 'trades' | 'amountCents'>,
): PaperAccount => ({
  cashCents: run.cashCents,
  holdings: run.holdings,
  trades: run.trades,
  amountCents: run.amountCents ?? 0,
});

export const STARTING_CENTS = BOT.startingBalance * 100;

export const money = (cents: number) => formatBotMoney(cents / 100);
export const signedMoney = (cents: number) => formatBotSignedMoney(cents / 100);
const dollars = formatBotMoney;

/** What the shares are worth at a step's prices, in cents. */
export const holdingValueCents = (symbol: string, holding: BotHolding, step: number) =>
  Math.round(holding.units * priceAt(symbol, step) * 100);

/** Cash plus every holding at a step's prices: the virtual balance. */
export function balanceCents(account: Pick<PaperAccount, 'cashCents' | 'holdings'>, step: number) {
  return Object.entries(account.holdings).reduce(
    (sum, [symbol, holding]) => sum + holdingValueCents(symbol, holding, step),
    account.cashCents,
  );
}

function sell(account: PaperAccount, symbol: string, step: number, why: string): string {
  const holding = account.holdings[symbol];
  if (!holding) return '';
  const price = priceAt(symbol, step);
  const proceeds = holdingValueCents(symbol, holding, step);
  account.cashCents += proceeds;
  account.trades += 1;
  account.holdings = Object.fromEntries(
    Object.entries(account.holdings).filter(([held]) => held !== symbol),
  );
  return t('server.bot.sold', {
    units: formatBotUnits(holding.units),
    symbol,
    price: dollars(price),
    proceeds: money(proceeds),
    gain: signedMoney(proceeds - holding.costCents),
    why,
  });
}

function buy(account: PaperAccount, symbol: string, step: number): string {
  const price = priceAt(symbol, step);
  if (account.cashCents < account.amountCents) {
    return t('server.bot.noCash', {
      symbol,
      price: dollars(price),
      cash: money(account.cashCents),
      amount: money(account.amountCents),
    });
  }
  // A stake buys what it can, in fractions of a share, like most brokers' fractional trading.
  const units = Math.floor((account.amountCents / 100 / price) * 1e6) / 1e6;
  account.cashCents -= account.amountCents;
  account.trades += 1;
  account.holdings = { ...account.holdings, [symbol]: { units, costCents: account.amountCents } };
  const short = movingAverage(symbol, step, BOT.shortWindow);
  const long = movingAverage(symbol, step, BOT.longWindow);
  return t('server.bot.bought', {
    units: formatBotUnits(units),
    symbol,
    price: dollars(price),
    amount: money(account.amountCents),
    short: BOT.shortWindow,
    shortAverage: dollars(short),
    long: BOT.longWindow,
    longAverage: dollars(long),
  });
}

/** One market step for a running bot: its trades, then a summary of where the account stands. */
export function tick(
  start: PaperAccount,
  step: number,
  lastStep: number | null,
): { account: PaperAccount; trades: string[]; summary: string } {
  const account: PaperAccount = { ...start, holdings: { ...start.holdings } };
  const trades: string[] = [];
  const missed = lastStep === null ? 0 : step - lastStep - 1;
  if (missed > 0) {
    trades.push(t('server.bot.resumed', { missed }));
  }
  for (const { symbol } of SYMBOLS) {
    const signal = crossover(symbol, step);
    if (signal === 'buy' && !account.holdings[symbol]) trades.push(buy(account, symbol, step));
    if (signal === 'sell' && account.holdings[symbol]) {
      trades.push(
        sell(
          account,
          symbol,
          step,
          t('server.bot.fellBelow', { short: BOT.shortWindow, long: BOT.longWindow }),
        ),
      );
    }
  }
  const prices = SYMBOLS.map(({ symbol }) => `${symbol} ${dollars(priceAt(symbol, step))}`);
  const held = Object.keys(account.holdings);
  const balance = balanceCents(account, step);
  const words = {
    prices: prices.join(', '),
    balance: money(balance),
    gain: signedMoney(balance - STARTING_CENTS),
  };
  const summary = held.length
    ? t('server.bot.summary', { ...words, held: held.join(', ') })
    : t('server.bot.summaryNothingHeld', words);
  return { account, trades, summary };
}

/** The last line of a run, once closeAll has made the account all cash. */
export const stoppedSummary = (account: PaperAccount): string =>
  t('server.bot.stoppedSummary', {
    balance: money(account.cashCents),
    gain: signedMoney(account.cashCents - STARTING_CENTS),
    trades: account.trades,
  });

/** Stopping sells everything at the current simulated prices, so the balance is all cash. */
export function closeAll(
  start: PaperAccount,
  step: number,
): { account: PaperAccount; sales: string[] } {
  const account: PaperAccount = { ...start, holdings: { ...start.holdings } };
  const sales = Object.keys(account.holdings).map((symbol) =>
    sell(account, symbol, step, t('server.bot.wasStopped')),
  );
  return { account, sales };
}
