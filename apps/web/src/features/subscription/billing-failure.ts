import { ErrorCode, timings, t } from '@vh/contracts';
import { isApiError } from '../../lib/api-client.ts';
import { notifyError, notifyFailure } from '../../lib/notify.ts';

// One place that turns a failed billing call into the words the owner reads: the spec's toast
// where it has one for the case, the server's reason where only the server knows it (a declined
// card, which centres to keep), else `fallback`.

export function billingFailureMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  switch (error.code) {
    case ErrorCode.BILLING_UNAVAILABLE:
      return t('toasts.billingConnectionError');
    case ErrorCode.ALREADY_ON_PLAN:
      return t('toasts.alreadyHavePlan');
    case ErrorCode.NO_ACTIVE_SUBSCRIPTION:
      return t('toasts.noActiveSubscription');
    case ErrorCode.FORBIDDEN:
      return t('toasts.notAllowed');
    case ErrorCode.PAYMENT_FAILED:
    case ErrorCode.CHOOSE_CENTRES_TO_KEEP:
    case ErrorCode.VALIDATION_FAILED:
    case ErrorCode.RATE_LIMITED:
      return error.message.trim() || fallback;
    default:
      return fallback;
  }
}

/** The toast for a failed billing call ('Connecting to the server' while it cannot be reached). */
export function notifyBillingFailure(error: unknown, fallback: string): string {
  const alreadyOnPlan = isApiError(error) && error.code === ErrorCode.ALREADY_ON_PLAN;
  return notifyFailure(
    error,
    billingFailureMessage(error, fallback),
    // SPEC §8: 'Error: You already have this plan' closes after 2.5 s.
    alreadyOnPlan ? { autoClose: timings.alreadyHavePlanAutoCloseMs } : {},
  );
}

/** SPEC §8's 'Error: You already have this plan', with its auto-close. */
export const notifyAlreadyOnPlan = (): string =>
  notifyError(t('toasts.alreadyHavePlan'), { autoClose: timings.alreadyHavePlanAutoCloseMs });
