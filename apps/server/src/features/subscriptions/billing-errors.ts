import { ErrorCode } from '@vh/contracts';
import { AppError } from '../../lib/app-error.ts';

/** What the chargebee client rejects with: the provider's error body plus its HTTP status. */
type ProviderError = {
  message?: unknown;
  type?: unknown;
  api_error_code?: unknown;
  http_status_code?: unknown;
};

const fields = (error: unknown): ProviderError =>
  typeof error === 'object' && error !== null ? error : {};

/** The provider answered that the thing asked for does not exist (a checkout not completed yet). */
export function isNotFound(error: unknown): boolean {
  const { api_error_code, http_status_code } = fields(error);
  return api_error_code === 'resource_not_found' || http_status_code === 404;
}

/**
 * Turns a billing failure into what the person is told. A declined card says why (the provider's
 * message is written for the payer); anything else — the service down, slow, or refusing a call we
 * built — is the spec's connection error, with the detail kept for the log only.
 */
export function billingFailure(error: unknown): AppError {
  if (error instanceof AppError) return error as AppError;
  const { type, message, api_error_code } = fields(error);
  if (type === 'payment' && typeof message === 'string' && message) {
    return new AppError(ErrorCode.PAYMENT_FAILED, 'errors.subscriptions.paymentFailed', {
      values: { reason: message },
      cause: error,
    });
  }
  // Our copy was behind the provider's (a term ended, a change made in its dashboard).
  if (api_error_code === 'invalid_state_for_request') {
    return new AppError(ErrorCode.CONFLICT, STATE_CHANGED, { cause: error });
  }
  return new AppError(ErrorCode.BILLING_UNAVAILABLE, 'toasts.billingConnectionError', {
    cause: forTheLog(error),
  });
}

/**
 * The client rejects with the provider's error body as a plain object, which the log would show
 * as nothing useful: an Error carrying its message, code, status and type says why it failed.
 */
function forTheLog(error: unknown): unknown {
  if (error instanceof Error || typeof error !== 'object' || error === null) return error;
  const { message, type, api_error_code, http_status_code } = fields(error);
  // Only plain values are named: the fields are whatever the provider sent.
  const plain = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  const detail = [
    plain(api_error_code) && `code ${plain(api_error_code)}`,
    plain(http_status_code) && `HTTP ${plain(http_status_code)}`,
    plain(type) && `type ${plain(type)}`,
  ].filter(Boolean);
  const text = typeof message === 'string' && message ? message : 'billing provider error';
  return new Error(`billing: ${text}${detail.length > 0 ? ` (${detail.join(', ')})` : ''}`);
}

/** The refusal when the provider's subscription moved on from our copy (the caller resyncs). */
export const STATE_CHANGED = 'errors.subscriptions.stateChanged';

/** Runs a billing call, converting its failure. */
export async function callBilling<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw billingFailure(error);
  }
}
