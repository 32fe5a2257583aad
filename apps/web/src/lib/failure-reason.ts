import { ErrorCode, t } from '@vh/contracts';
import { isApiError } from './api-error.ts';

// ARCHITECTURE §9: where the server knows why something failed (rate limited, a link reused or
// expired, a wrong current password), the person is told that reason instead of the spec's
// generic 'Please try again'. The server's messages for these codes are written for people.

/** The codes whose message is shown, each with our words (by key) for when the message is empty. */
const EXPLAINED: Record<
  string,
  'toasts.serverReasons.rateLimited' | 'toasts.serverReasons.emailLinkInvalid' | null
> = {
  [ErrorCode.RATE_LIMITED]: 'toasts.serverReasons.rateLimited',
  [ErrorCode.EMAIL_LINK_INVALID]: 'toasts.serverReasons.emailLinkInvalid',
  [ErrorCode.RESET_LINK_INVALID]: 'toasts.serverReasons.emailLinkInvalid',
  [ErrorCode.CURRENT_PASSWORD_WRONG]: null,
  [ErrorCode.CURRENT_PASSWORD_REQUIRED]: null,
  // Names the plan and the upgrade.
  [ErrorCode.PLAN_LIMIT_REACHED]: null,
  // Staff management: who may do what, and why a step does not fit (reject an approved person).
  [ErrorCode.FORBIDDEN]: null,
  [ErrorCode.CONFLICT]: null,
};

/** The words for a failed call: the server's reason for a code it explains, else `fallback`. */
export function reasonFor(error: unknown, fallback: string): string {
  if (!isApiError(error) || !(error.code in EXPLAINED)) return fallback;
  const ours = EXPLAINED[error.code];
  return error.message.trim() || (ours ? t(ours) : fallback);
}

/** Whether the server refused for a reason of its own (so its words are worth showing). */
export const isExplained = (error: unknown): boolean =>
  isApiError(error) && error.code in EXPLAINED;
