import { t } from '@vh/contracts';
import { isApiError } from '../../lib/api-client.ts';

/**
 * The words for a failed timesheet or report call. The server words its refusals for people (a
 * locked week, a range too long, the plan's limit), so any 4xx message is shown as it comes; no
 * answer at all is the connection message; anything else is `fallback`.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 0) return t('toasts.connection.offlineMessage');
  if (error.status >= 400 && error.status < 500 && error.message.trim()) return error.message;
  return fallback;
}

/** Whether the server refused with `code` (e.g. WEEK_LOCKED, PLAN_UPGRADE_REQUIRED). */
export const refusedWith = (error: unknown, code: string): boolean =>
  isApiError(error) && error.code === code;
