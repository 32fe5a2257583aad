import { describe, expect, it } from 'vitest';
import {
  formatPlanPrice,
  isPlanKey,
  isPurchasablePlanKey,
  PLAN_KEYS,
  plans,
  PURCHASABLE_PLAN_KEYS,
} from './plans.ts';

describe('plans', () => {
  it('carries the prices, item ids and business centres of SPEC §9', () => {
    expect(plans.basic).toMatchObject({
      monthlyPriceCad: 39.95,
      itemPriceId: 'Basic-CAD-Monthly',
      businessCentres: 1,
    });
    expect(plans.pro).toMatchObject({
      monthlyPriceCad: 79.95,
      itemPriceId: 'Pro-CAD-Monthly',
      businessCentres: 3,
    });
    expect(plans.enterprise).toMatchObject({ monthlyPriceCad: null, businessCentres: null });
    expect(plans.free.monthlyPriceCad).toBe(0);
  });

  it('formats prices as dollars with cents, and Enterprise as no price', () => {
    expect(PLAN_KEYS.map((key) => formatPlanPrice(plans[key]))).toEqual([
      '$0',
      '$39.95',
      '$79.95',
      null,
    ]);
  });

  it('lets only Basic and Pro be bought online', () => {
    expect(PURCHASABLE_PLAN_KEYS).toEqual(['basic', 'pro']);
    expect(isPurchasablePlanKey('pro')).toBe(true);
    expect(isPurchasablePlanKey('enterprise')).toBe(false);
    expect(isPurchasablePlanKey('gold')).toBe(false);
    expect(isPlanKey('free')).toBe(true);
    expect(isPlanKey('Basic')).toBe(false);
    expect(isPlanKey(undefined)).toBe(false);
  });
});
