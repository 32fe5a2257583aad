import {
  isPlanKey,
  isPurchasablePlanKey,
  plans,
  type TPlanKey,
  type TPurchasablePlanKey,
} from '@vh/contracts';

// The registration screen's steps (SPEC §2, §4): a choice, then the free form or the invite-code
// entry. Pure functions of the URL, so a link, a reload or the browser's back button all land on
// the step the address names.

export const REGISTER_STEPS = ['choice', 'free', 'invite'] as const;
export type RegisterStep = (typeof REGISTER_STEPS)[number];

export type RegisterEvent = 'chooseFree' | 'chooseInvite' | 'back';

/** Where every move of the screen goes; /invite is only an entry point. */
export const REGISTER_PATH = '/register';
export const INVITE_PATH = '/invite';

/** The search parameter that holds the step once the visitor has moved between steps. */
export const STEP_PARAM = 'step';

/** Query parameters carried from step to step (isUser and isOwner only pick the entry step). */
const CARRIED_PARAMS = ['plan', 'code'] as const;

export function isRegisterStep(value: unknown): value is RegisterStep {
  return typeof value === 'string' && (REGISTER_STEPS as readonly string[]).includes(value);
}

/** Back returns one step, to the choice; the choices only lead somewhere from the choice itself. */
export function registerStepReducer(step: RegisterStep, event: RegisterEvent): RegisterStep {
  switch (event) {
    case 'chooseFree':
      return step === 'choice' ? 'free' : step;
    case 'chooseInvite':
      return step === 'choice' ? 'invite' : step;
    case 'back':
      return 'choice';
  }
}

/**
 * The step the URL names. An explicit ?step= wins (it is written on every move); otherwise the
 * entry: `startAt` (the /invite page), the /invite path, isUser=true or isOwner=true (the free
 * form), a code (the invite entry, prefilled), else the choice. Unknown values are ignored.
 */
export function stepFromUrl(
  pathname: string,
  params: URLSearchParams,
  startAt?: RegisterStep,
): RegisterStep {
  const explicit = params.get(STEP_PARAM);
  if (isRegisterStep(explicit)) return explicit;
  if (startAt) return startAt;
  if (pathname.replace(/\/+$/, '') === INVITE_PATH) return 'invite';
  if (params.get('isUser') === 'true' || params.get('isOwner') === 'true') return 'free';
  if (codeFromParams(params)) return 'invite';
  return 'choice';
}

/** The search string of `step`, keeping the plan and the code so moving back and forth loses neither. */
export function stepSearch(step: RegisterStep, params: URLSearchParams): string {
  const next = new URLSearchParams({ [STEP_PARAM]: step });
  for (const name of CARRIED_PARAMS) {
    const value = params.get(name);
    if (value !== null) next.set(name, value);
  }
  return `?${next.toString()}`;
}

/** The invite code of the link, trimmed; '' when there is none. */
export function codeFromParams(params: URLSearchParams): string {
  return params.get('code')?.trim() ?? '';
}

/**
 * What ?plan= asks for. 'free' (or no plan, or an empty one) asks for nothing beyond the free account; a known
 * plan that is not bought online (Enterprise) and a plan that does not exist are told apart so
 * the notice can say which.
 */
export type PlanRequest =
  | { kind: 'none' }
  | { kind: 'purchasable'; key: TPurchasablePlanKey }
  | { kind: 'notPurchasable'; key: TPlanKey }
  | { kind: 'unknown' };

export function planFromParams(params: URLSearchParams): PlanRequest {
  const raw = params.get('plan');
  if (raw === null) return { kind: 'none' };
  const value = raw.trim().toLowerCase();
  if (!value) return { kind: 'none' };
  if (isPurchasablePlanKey(value)) return { kind: 'purchasable', key: value };
  if (value === plans.free.key) return { kind: 'none' };
  if (isPlanKey(value)) return { kind: 'notPurchasable', key: value };
  return { kind: 'unknown' };
}
