import { type TPlanKey, t } from '@vh/contracts';
import { describe, expect, it } from 'vitest';
import { decidePlanChoice, type PlanChoiceInput } from './plan-choice.ts';

const visitor = {
  signedIn: false,
  sessionRole: null,
  profileRole: null,
  emailConfirmed: false,
  currentPlan: null,
} as const;
const confirmedOwner = {
  signedIn: true,
  sessionRole: 'USER',
  profileRole: 'OWNER',
  emailConfirmed: true,
  currentPlan: 'free',
} as const;

const decide = (viewer: Omit<PlanChoiceInput, 'plan'>, plan: TPlanKey) =>
  decidePlanChoice({ ...viewer, plan });

describe('decidePlanChoice', () => {
  describe('signed out', () => {
    it.each([
      ['basic', '/register?plan=basic&isOwner=true'],
      ['pro', '/register?plan=pro&isOwner=true'],
    ] as const)('%s is asked to register, carrying the plan to %s', (plan, to) => {
      expect(decide(visitor, plan)).toEqual({ kind: 'register', to });
    });

    it('free goes straight to /register?isOwner=true', () => {
      expect(decide(visitor, 'free')).toEqual({ kind: 'navigate', to: '/register?isOwner=true' });
    });

    it('enterprise opens a blank contact modal', () => {
      expect(decide(visitor, 'enterprise')).toEqual({ kind: 'contact', subject: '' });
    });
  });

  describe('signed in', () => {
    it.each(['basic', 'pro'] as const)(
      'a confirmed OWNER on Free picking %s goes to the checkout of that plan',
      (plan) => {
        expect(decide(confirmedOwner, plan)).toEqual({ kind: 'checkout', plan });
      },
    );

    it.each([
      ['basic', 'basic'],
      ['pro', 'pro'],
    ] as const)('an OWNER already on %s picking %s is told they have it', (currentPlan, plan) => {
      expect(decide({ ...confirmedOwner, currentPlan }, plan)).toEqual({
        kind: 'already-on-plan',
      });
    });

    it.each([
      ['basic', 'pro'],
      ['pro', 'basic'],
      ['enterprise', 'basic'],
      ['enterprise', 'pro'],
    ] as const)(
      'an OWNER paying for %s who picks %s changes plan instead of starting a second subscription',
      (currentPlan, plan) => {
        expect(decide({ ...confirmedOwner, currentPlan }, plan)).toEqual({
          kind: 'change-plan',
          plan,
        });
      },
    );

    it.each(['basic', 'pro'] as const)(
      'an OWNER with an unconfirmed email picking %s verifies it first',
      (plan) => {
        expect(decide({ ...confirmedOwner, emailConfirmed: false }, plan)).toEqual({
          kind: 'verify-email',
        });
      },
    );

    it.each([
      ['ADMIN session', { ...confirmedOwner, sessionRole: 'ADMIN', profileRole: null }],
      ['session without a role', { ...confirmedOwner, sessionRole: null, profileRole: null }],
      ['STAFF profile', { ...confirmedOwner, profileRole: 'STAFF' }],
      [
        'unconfirmed STAFF profile',
        { ...confirmedOwner, profileRole: 'STAFF', emailConfirmed: false },
      ],
      ['USER whose profile is unknown', { ...confirmedOwner, profileRole: null }],
    ] as const)('a %s may not buy Basic or Pro', (_, viewer) => {
      expect(decide(viewer, 'basic')).toEqual({ kind: 'not-allowed' });
      expect(decide(viewer, 'pro')).toEqual({ kind: 'not-allowed' });
    });

    it.each([
      ['OWNER', confirmedOwner],
      ['STAFF', { ...confirmedOwner, profileRole: 'STAFF' }],
      ['unconfirmed OWNER', { ...confirmedOwner, emailConfirmed: false }],
    ] as const)('a USER (%s) gets the Enterprise inquiry subject', (_, viewer) => {
      expect(decide(viewer, 'enterprise')).toEqual({
        kind: 'contact',
        subject: t('spec.enterpriseInquirySubject'),
      });
    });

    it('anyone else gets a blank Enterprise contact modal', () => {
      expect(
        decide({ ...confirmedOwner, sessionRole: 'ADMIN', profileRole: null }, 'enterprise'),
      ).toEqual({
        kind: 'contact',
        subject: '',
      });
    });

    it.each([
      ['USER', confirmedOwner],
      ['ADMIN', { ...confirmedOwner, sessionRole: 'ADMIN', profileRole: null }],
    ] as const)('Free takes a signed-in %s to the dashboard', (_, viewer) => {
      expect(decide(viewer, 'free')).toEqual({ kind: 'navigate', to: '/dashboard' });
    });
  });
});
