import { type TPlanKey, type TPurchasablePlanKey, type TRole, t } from '@vh/contracts';

// What picking a plan on /pricing does (SPEC §2, §4, §6), as a pure decision the route carries out.

export type PlanChoiceInput = {
  plan: TPlanKey;
  signedIn: boolean;
  /** The auth service's role of the session: USER, ADMIN, or anything else; null when unset. */
  sessionRole: string | null;
  /** The profile's role; null when there is no profile (signed out, or not a USER session). */
  profileRole: TRole | null;
  emailConfirmed: boolean;
  /** The plan the profile says the owner has; null when there is no profile. */
  currentPlan: TPlanKey | null;
};

export type PlanChoice =
  | { kind: 'navigate'; to: string }
  /** A paid plan picked signed out: 'Please register for an account next.', then registration. */
  | { kind: 'register'; to: string }
  | { kind: 'not-allowed' }
  /** The contact modal; `subject` is '' for a blank one. */
  | { kind: 'contact'; subject: string }
  | { kind: 'verify-email' }
  /** SPEC §8: 'Error: You already have this plan'. */
  | { kind: 'already-on-plan' }
  /** An owner who pays already moves to the other plan; a second subscription is never started. */
  | { kind: 'change-plan'; plan: TPurchasablePlanKey }
  /** A confirmed owner on Free buys the plan through the hosted checkout. */
  | { kind: 'checkout'; plan: TPurchasablePlanKey };

export function decidePlanChoice(input: PlanChoiceInput): PlanChoice {
  const { plan, signedIn, sessionRole, profileRole, emailConfirmed, currentPlan } = input;
  const isUser = signedIn && sessionRole === 'USER';

  switch (plan) {
    case 'enterprise':
      return { kind: 'contact', subject: isUser ? t('spec.enterpriseInquirySubject') : '' };
    case 'free':
      return { kind: 'navigate', to: signedIn ? '/dashboard' : '/register?isOwner=true' };
    case 'basic':
    case 'pro':
      if (!signedIn) return { kind: 'register', to: `/register?plan=${plan}&isOwner=true` };
      // Only the owner buys for the business (ARCHITECTURE §9); an unknown profile is refused.
      if (!isUser || profileRole !== 'OWNER') return { kind: 'not-allowed' };
      if (currentPlan === plan) return { kind: 'already-on-plan' };
      if (currentPlan !== null && currentPlan !== 'free') return { kind: 'change-plan', plan };
      // SPEC §6: the paid checkout needs a confirmed email.
      if (!emailConfirmed) return { kind: 'verify-email' };
      return { kind: 'checkout', plan };
  }
}
