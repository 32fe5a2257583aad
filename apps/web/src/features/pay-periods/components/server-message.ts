import { t } from '@vh/contracts';
import { isApiError } from '../../../lib/api-client.ts';

/** The server words its refusals for people (a closed period, an unapproved week): shown as sent. */
export function serverMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 0) return t('toasts.connection.offlineMessage');
  if (error.status >= 400 && error.status < 500 && error.message.trim()) return error.message;
  return fallback;
}
