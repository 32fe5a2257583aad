import { describe, expect, it } from 'vitest';
import { t } from './i18n.ts';
import {
  PAID_PLAN_FEATURES,
  planCardFeatures,
  planFeatureWords,
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

describe('what the plans say about themselves', () => {
  it('lists each plan’s business centres first, and every paid feature on every paid plan', () => {
    expect(planCardFeatures(plans.free)[0]).toBe('1 business centre');
    expect(planCardFeatures(plans.pro)[0]).toBe('3 business centres');
    expect(planCardFeatures(plans.enterprise)[0]).toBe('Unlimited business centres');
    for (const key of ['basic', 'pro', 'enterprise'] as const) {
      expect(planCardFeatures(plans[key])).toEqual(
        expect.arrayContaining(PAID_PLAN_FEATURES.map(planFeatureWords)),
      );
    }
    expect(planCardFeatures(plans.free)).toContain('Timesheets, and reports of the last 31 days');
    expect(PLAN_KEYS.every((key) => t(`plans.taglines.${key}`).length > 0)).toBe(true);
  });
});
