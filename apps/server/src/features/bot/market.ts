import { createHash } from 'node:crypto';
import { BOT } from '@vh/contracts';

/**
 * The simulated market the paper bot trades on: made-up symbols whose prices are a pure function
 * of the market step (a seeded sum of smooth noise at several time scales). Every server computes
 * the same price for the same step, so nothing about the market lives in any one process.
 */
export const SYMBOLS = [
  { symbol: 'MAPL', base: 100 },
  { symbol: 'BRCH', base: 45 },
  { symbol: 'CEDR', base: 180 },
] as const;

const SEED = 'verifiedhours paper market 1';

/** Time scales in steps, and how far (in log-price) each may swing the price. */
const OCTAVES = [
  { period: 4, amplitude: 0.004 },
  { period: 16, amplitude: 0.012 },
  { period: 64, amplitude: 0.03 },
  { period: 512, amplitude: 0.1 },
] as const;

/** The market step an instant falls in. */
export const stepAt = (at: Date): number => Math.floor(at.getTime() / BOT.stepMs);

/** A seeded value in [-1, 1] for one lattice point. */
function latticeValue(symbol: string, octave: number, index: number): number {
  const digest = createHash('sha256').update(`${SEED}:${symbol}:${octave}:${index}`).digest();
  return (digest.readUInt32BE(0) / 0xffff_ffff) * 2 - 1;
}

/** Smooth noise: lattice values eased into one another, so prices drift instead of jumping. */
function smoothNoise(symbol: string, octave: number, period: number, step: number): number {
  const index = Math.floor(step / period);
  const t = (step - index * period) / period;
  const eased = (1 - Math.cos(t * Math.PI)) / 2;
  const from = latticeValue(symbol, octave, index);
  const to = latticeValue(symbol, octave, index + 1);
  return from + (to - from) * eased;
}

// A tick reads each price of the last BOT.longWindow steps, and every running bot reads the same
// ones: computed once per process. Only a cache; any server can compute any price.
const cache = new Map<string, number>();
const CACHE_MAX = 5_000;

/** A symbol's price at a step, in dollars and cents. */
export function priceAt(symbol: string, step: number): number {
  const key = `${symbol}:${step}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const listed = SYMBOLS.find((s) => s.symbol === symbol);
  if (!listed) throw new Error(`unknown symbol ${symbol}`);
  const logMove = OCTAVES.reduce(
    (sum, octave, i) => sum + octave.amplitude * smoothNoise(symbol, i, octave.period, step),
    0,
  );
  const price = Math.round(listed.base * Math.exp(logMove) * 100) / 100;
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(key, price);
  return price;
}

/** The average price over the `window` steps ending at `step`. */
export function movingAverage(symbol: string, step: number, window: number): number {
  let sum = 0;
  for (let i = 0; i < window; i++) sum += priceAt(symbol, step - i);
  return sum / window;
}

export type Signal = 'buy' | 'sell' | 'none';

/**
 * The strategy, a moving-average crossover: the short average rising through the long one says
 * the price has turned up (buy); falling through it says it has turned down (sell).
 */
export function crossover(symbol: string, step: number): Signal {
  const shortNow = movingAverage(symbol, step, BOT.shortWindow);
  const longNow = movingAverage(symbol, step, BOT.longWindow);
  const shortBefore = movingAverage(symbol, step - 1, BOT.shortWindow);
  const longBefore = movingAverage(symbol, step - 1, BOT.longWindow);
  if (shortBefore <= longBefore && shortNow > longNow) return 'buy';
  if (shortBefore >= longBefore && shortNow < longNow) return 'sell';
  return 'none';
}
