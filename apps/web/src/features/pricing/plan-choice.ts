import { ENTERPRISE_INQUIRY_SUBJECT, plans, type TPlanKey, type TRole } from '@vh/contracts';

// What picking a plan on /pricing does (SPEC §2, §4, §6), as a pure decision the route carries out.

export type PlanChoiceInput = {
  plan: TPlanKey;
  signedIn: boolean;
  /** The auth service's role of the session: USER, ADMIN, or anything else; null when unset. */
  sessionRole: string | null;
  /** The profile's role; null when there is no profile (signed out, or not a USER session). */
  profileRole: TRole | null;
  emailConfirmed: boolean;
};

export type PlanChoice =
  | { kind: 'navigate'; to: string }
  | { kind: 'not-allowed' }
  /** The contact modal; `subject` is '' for a blank one. */
  | { kind: 'contact'; subject: string }
  | { kind: 'verify-email' }
  /**
   * A confirmed owner buying a paid plan. Online checkout arrives with billing; until then the
   * contact modal takes the order and the team activates the plan by hand.
   */
  | { kind: 'sales-contact'; subject: string };

export const salesContactSubject = (plan: TPlanKey): string =>
  `${plans[plan].name} plan subscription`;

export function decidePlanChoice(input: PlanChoiceInput): PlanChoice {
  const { plan, signedIn, sessionRole, profileRole, emailConfirmed } = input;
  const isUser = signedIn && sessionRole === 'USER';

  switch (plan) {
    case 'enterprise':
      return { kind: 'contact', subject: isUser ? ENTERPRISE_INQUIRY_SUBJECT : '' };
    case 'free':
      return { kind: 'navigate', to: signedIn ? '/dashboard' : '/register?isOwner=true' };
    case 'basic':
    case 'pro':
      if (!signedIn) return { kind: 'navigate', to: `/register?plan=${plan}&isOwner=true` };
      // Only the owner buys for the business (SPEC §6); an unknown profile is refused, not guessed.
      if (!isUser || profileRole !== 'OWNER') return { kind: 'not-allowed' };
      // SPEC §6: the paid checkout needs a confirmed email.
      if (!emailConfirmed) return { kind: 'verify-email' };
      return { kind: 'sales-contact', subject: salesContactSubject(plan) };
  }
}
