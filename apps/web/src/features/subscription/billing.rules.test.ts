import type { TBilling, TPaymentSummary } from '@vh/contracts';
import { describe, expect, it } from 'vitest';
import {
  autoRenews,
  cardBrandName,
  decidePlanChange,
  describePayment,
  hasActivePaidPlan,
  isDowngrade,
} from './billing.rules.ts';

const payment: TPaymentSummary = {
  payment_type: 'card',
  card_last4: '4242',
  card_brand: 'mastercard',
  card_funding_type: 'credit',
  card_expiry_year: 2031,
  card_expiry_month: 9,
  paypal_email: null,
  txn_amount: null,
};

describe('plan changes', () => {
  it.each([
    ['pro', 'basic', true],
    ['enterprise', 'pro', true],
    ['enterprise', 'basic', true],
    ['basic', 'pro', false],
    ['pro', 'enterprise', false],
  ] as const)('%s → %s is a downgrade: %s', (from, to, expected) => {
    expect(isDowngrade(from, to)).toBe(expected);
  });

  it('refuses the plan the owner already has', () => {
    expect(decidePlanChange('pro', 'pro', 0)).toEqual({ kind: 'already-on-plan' });
  });

  it('sends Enterprise to sales', () => {
    expect(decidePlanChange('pro', 'enterprise', 3)).toEqual({ kind: 'contact-sales' });
  });

  it('changes at once to a bigger plan', () => {
    expect(decidePlanChange('basic', 'pro', 1)).toEqual({ kind: 'change' });
  });

  it.each([
    ['free', 'basic'],
    ['free', 'pro'],
    // A cancelled subscription's plan is no longer paid for: it is bought again.
    ['pro', 'pro'],
    ['pro', 'basic'],
  ] as const)('without a subscription, %s → %s goes to the checkout', (from, to) => {
    expect(decidePlanChange(from, to, 5, false)).toEqual({ kind: 'checkout', plan: to });
  });

  it('without a subscription, Enterprise still goes to sales', () => {
    expect(decidePlanChange('free', 'enterprise', 0, false)).toEqual({ kind: 'contact-sales' });
  });

  it.each([
    ['pro', 'basic', 1, null],
    ['pro', 'basic', 0, null],
    ['pro', 'basic', 3, 1],
    ['enterprise', 'pro', 3, null],
    ['enterprise', 'pro', 7, 3],
  ] as const)(
    '%s → %s with %i active centres is confirmed, keeping %s',
    (from, to, active, keep) => {
      expect(decidePlanChange(from, to, active)).toEqual({ kind: 'confirm-downgrade', keep });
    },
  );
});

describe('subscription state', () => {
  it('renews automatically only while active', () => {
    expect(autoRenews('active')).toBe(true);
    expect(autoRenews('non_renewing')).toBe(false);
    expect(autoRenews('cancelled')).toBe(false);
  });

  const billing = (plan: TBilling['plan'], status: 'active' | 'non_renewing' | 'cancelled') =>
    ({
      plan,
      subscription: { status },
      payment: null,
      read_only_business_ids: [],
    }) as unknown as TBilling;

  it.each([
    ['basic', 'active', true],
    ['pro', 'non_renewing', true],
    ['basic', 'cancelled', false],
    ['free', 'active', false],
  ] as const)('a %s plan that is %s can manage its payment: %s', (plan, status, expected) => {
    expect(hasActivePaidPlan(billing(plan, status))).toBe(expected);
  });

  it('has no paid plan without a subscription', () => {
    expect(hasActivePaidPlan({ ...billing('basic', 'active'), subscription: null })).toBe(false);
  });
});

describe('payment methods', () => {
  it('describes a card by brand, last four digits and MM/YYYY expiry', () => {
    expect(describePayment(payment)).toEqual({
      kind: 'card',
      brand: 'Mastercard',
      last4: '4242',
      expiry: '09/2031',
    });
  });

  it('describes PayPal by its email, and nothing as none', () => {
    expect(
      describePayment({
        ...payment,
        payment_type: 'paypal_express_checkout',
        paypal_email: 'ada@example.com',
      }),
    ).toEqual({ kind: 'paypal', email: 'ada@example.com' });
    expect(describePayment(null)).toEqual({ kind: 'none' });
  });

  it('names brands it does not know as the provider does, tidied', () => {
    expect(cardBrandName('american_express')).toBe('American Express');
    expect(cardBrandName('carte_bancaire')).toBe('Carte bancaire');
    expect(cardBrandName(null)).toBe('Card');
  });
});
