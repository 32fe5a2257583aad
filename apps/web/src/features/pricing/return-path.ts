import { safeNextPath } from '../../lib/next-path.ts';

// A screen that offers an upgrade (Reports) sends the owner to /pricing?return=<its path>. A
// checkout started there remembers the path for this tab, and /success goes back to it once the
// plan is confirmed. The hosted checkout comes back to /success in the same tab (in its frame, the
// server then moves the whole tab), so the tab's session storage carries the path across it.
// Only a path on this site is ever followed: the value is checked when it is read from the URL,
// when it is stored and again when it is read back.

/** The query parameter of /pricing that names where to go after buying. */
export const RETURN_PARAM = 'return';

const STORAGE_KEY = 'vh.checkoutReturn';

// /success would go round in a circle; the sign-in pages are refused by safeNextPath already.
const NOT_A_RETURN = /^\/success(?:[/?#]|$)/;

/** `value` when it is a path on this site to come back to after a checkout, else null. */
export function safeReturnPath(value: string | null | undefined): string | null {
  const path = safeNextPath(value ?? null);
  return path === null || NOT_A_RETURN.test(path) ? null : path;
}

/** /pricing, asked to come back to `path` (path + search) after a purchase. */
export function pricingReturningTo(path: string | null): string {
  const safe = safeReturnPath(path);
  return safe === null ? '/pricing' : `/pricing?${new URLSearchParams({ [RETURN_PARAM]: safe })}`;
}

/** Remembers where the checkout being started should come back to; null forgets an older one. */
export function rememberCheckoutReturn(path: string | null): void {
  const safe = safeReturnPath(path);
  try {
    if (safe === null) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, safe);
  } catch {
    // Blocked storage: the owner lands on the home page instead.
  }
}

/** Where the finished checkout should come back to, or null. */
export function checkoutReturn(): string | null {
  try {
    return safeReturnPath(sessionStorage.getItem(STORAGE_KEY));
  } catch {
    return null;
  }
}

export function forgetCheckoutReturn(): void {
  rememberCheckoutReturn(null);
}
