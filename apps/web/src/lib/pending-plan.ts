import { isPurchasablePlanKey, type TPurchasablePlanKey } from '@vh/contracts';

// The paid plan a visitor picked on /pricing before they had an account. Registration remembers it
// here; once signed up, billing reads it to continue the purchase. Storage can be blocked (private
// modes, strict settings): then nothing is remembered and the visitor picks the plan again.

const STORAGE_KEY = 'vh.pendingPlan';

export function rememberPlan(key: TPurchasablePlanKey): void {
  try {
    localStorage.setItem(STORAGE_KEY, key);
  } catch {
    // Blocked storage: the plan is simply not remembered.
  }
}

/** The remembered plan, or null; a stored value that is no longer a purchasable plan counts as none. */
export function pendingPlan(): TPurchasablePlanKey | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isPurchasablePlanKey(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function forgetPlan(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Blocked storage held nothing to forget.
  }
}
