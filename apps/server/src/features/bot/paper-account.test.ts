import { describe, expect, it } from 'vitest';
import { BOT } from '@vh/contracts';
import { crossover, movingAverage, priceAt, stepAt, SYMBOLS } from './market.ts';
import {
  balanceCents,
  closeAll,
  STARTING_CENTS,
  tick,
  type PaperAccount,
} from './paper-account.ts';

const FROM = stepAt(new Date('2026-11-26T12:00:00Z'));

/** The first step from FROM on at which the symbol gives this signal. */
function firstSignal(symbol: string, signal: 'buy' | 'sell', from = FROM): number {
  for (let step = from; step < from + 10_000; step++) {
    if (crossover(symbol, step) === signal) return step;
  }
  throw new Error(`no ${signal} signal for ${symbol}`);
}

const fresh = (amountCents = 10_000): PaperAccount => ({
  cashCents: STARTING_CENTS,
  holdings: {},
  trades: 0,
  amountCents,
});

describe('the simulated market', () => {
  it('gives every server the same price for the same step, in cents, near each base', () => {
    for (const { symbol, base } of SYMBOLS) {
      for (let step = FROM; step < FROM + 2000; step += 7) {
        const price = priceAt(symbol, step);
        expect(Math.round(price * 100)).toBeCloseTo(price * 100, 6);
        expect(price).toBeGreaterThan(base * 0.8);
        expect(price).toBeLessThan(base * 1.2);
      }
    }
    expect(priceAt('MAPL', FROM + 1)).not.toBe(priceAt('MAPL', FROM + 400));
  });

  it('signals a buy when the short average rises through the long one, and a sell when it falls back', () => {
    const buy = firstSignal('MAPL', 'buy');
    expect(movingAverage('MAPL', buy, BOT.shortWindow)).toBeGreaterThan(
      movingAverage('MAPL', buy, BOT.longWindow),
    );
    expect(movingAverage('MAPL', buy - 1, BOT.shortWindow)).toBeLessThanOrEqual(
      movingAverage('MAPL', buy - 1, BOT.longWindow),
    );
    const sell = firstSignal('MAPL', 'sell', buy);
    expect(movingAverage('MAPL', sell, BOT.shortWindow)).toBeLessThan(
      movingAverage('MAPL', sell, BOT.longWindow),
    );
  });
});

describe('a tick', () => {
  it('buys the amount per trade on a buy signal and sells it all on the next sell signal', () => {
    const buyStep = firstSignal('MAPL', 'buy');
    const price = priceAt('MAPL', buyStep);
    const bought = tick(fresh(10_000), buyStep, buyStep - 1);
    const holding = bought.account.holdings.MAPL;
    expect(holding).toEqual({ units: Math.floor((100 / price) * 1e6) / 1e6, costCents: 10_000 });
    expect(bought.account.trades).toBeGreaterThanOrEqual(1);
    expect(bought.trades.find((t) => t.includes('MAPL'))).toMatch(
      /^Bought [\d.]+ MAPL at \$[\d.]+ for \$100\.00: its 5-step average \(\$[\d.]+\) rose above its 20-step average/,
    );

    const sellStep = firstSignal('MAPL', 'sell', buyStep);
    const onlyMapl: PaperAccount = {
      ...bought.account,
      holdings: { MAPL: holding ?? { units: 0, costCents: 0 } },
    };
    const sold = tick(onlyMapl, sellStep, sellStep - 1);
    expect(sold.account.holdings.MAPL).toBeUndefined();
    const proceeds = Math.round((holding?.units ?? 0) * priceAt('MAPL', sellStep) * 100);
    const otherBuys = Object.values(sold.account.holdings).reduce((s, h) => s + h.costCents, 0);
    expect(sold.account.cashCents).toBe(onlyMapl.cashCents + proceeds - otherBuys);
    expect(sold.trades.find((t) => t.startsWith('Sold'))).toMatch(
      /^Sold [\d.]+ MAPL at \$[\d.]+ for \$[\d.]+ \([+−-]?\$[\d.]+ on this trade\): its 5-step average fell below/,
    );
  });

  it('does not buy with less virtual cash than the amount per trade, and says so', () => {
    const buyStep = firstSignal('BRCH', 'buy');
    const poor: PaperAccount = { ...fresh(10_000), cashCents: 5_000 };
    const outcome = tick(poor, buyStep, buyStep - 1);
    expect(outcome.account.holdings.BRCH).toBeUndefined();
    expect(outcome.account.cashCents).toBe(5_000);
    expect(outcome.trades.join('\n')).toContain(
      'but the virtual cash ($50.00) is less than the amount per trade ($100.00): no trade.',
    );
  });

  it('says how many market moves it missed, and sums up the account in plain words', () => {
    const outcome = tick(fresh(), FROM, FROM - 4);
    expect(outcome.trades[0]).toBe(
      'Resumed after 3 market moves with no server running this bot; acting on the current prices.',
    );
    expect(outcome.summary).toMatch(
      /^Prices: MAPL \$[\d.]+, BRCH \$[\d.]+, CEDR \$[\d,.]+\. Holding .*Virtual balance \$[\d,.]+ \(profit and loss [+−-]?\$[\d,.]+\)\.$/,
    );
    expect(tick(fresh(), FROM, null).trades).toEqual([]);
  });

  it('stopping sells everything at the current prices, so the balance is all cash', () => {
    const held: PaperAccount = {
      ...fresh(),
      cashCents: STARTING_CENTS - 30_000,
      holdings: {
        MAPL: { units: 1.5, costCents: 15_000 },
        CEDR: { units: 0.8, costCents: 15_000 },
      },
    };
    const before = balanceCents(held, FROM);
    const { account, sales } = closeAll(held, FROM);
    expect(account.holdings).toEqual({});
    expect(account.cashCents).toBe(before);
    expect(account.trades).toBe(2);
    expect(sales).toHaveLength(2);
    expect(sales[0]).toMatch(/: the bot was stopped\.$/);
  });
});
