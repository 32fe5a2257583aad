import { notifications, notificationsStore } from '@mantine/notifications';
import { connection, notificationDefaults } from '@vh/contracts';
import { isApiError } from './api-error.ts';
import { copy } from './copy.ts';
import { reasonFor } from './failure-reason.ts';
import { onServerReach } from './http.ts';
import { wantToasts } from './toast-signal.ts';

// The few kinds of toast the app shows. Position, width, the visible limit and the default
// auto-close come from <Notifications> (contract notificationDefaults); these set colour and state.
//
// One toast per cause: every toast has a stable id (by default its message), and showing it again
// while it is up updates that toast instead of stacking a copy (Mantine's show() ignores a known id).

type ToastOptions = { title?: string; autoClose?: number; id?: string };

// Mantine's close button is an icon without a name; screen readers need one.
const closeButtonProps = { 'aria-label': copy.actions.closeNotification };

/** The id of the toast that says the server could not be reached; it goes once a call gets through. */
export const OFFLINE_TOAST_ID = 'offline';

const idFor = (message: string, options: ToastOptions) => options.id ?? `toast:${message}`;

function isShown(id: string): boolean {
  const { notifications: shown, queue } = notificationsStore.getState();
  return [...shown, ...queue].some((toast) => toast.id === id);
}

function upsert(toast: Parameters<typeof notifications.show>[0] & { id: string }): string {
  wantToasts();
  if (isShown(toast.id)) notifications.update(toast);
  else notifications.show(toast);
  return toast.id;
}

export function notifyError(message: string, options: ToastOptions = {}): string {
  return upsert({
    ...options,
    id: idFor(message, options),
    message,
    color: 'red',
    loading: false,
    withCloseButton: true,
    closeButtonProps,
  });
}

export function notifySuccess(message: string, options: ToastOptions = {}): string {
  return upsert({
    ...options,
    id: idFor(message, options),
    message,
    color: 'teal',
    loading: false,
    withCloseButton: true,
    closeButtonProps,
  });
}

/**
 * A toast that stays, with a spinner, until `settleToast` turns it into the outcome. `id` names
 * the work it stands for; a second start of the same work reuses the one toast.
 */
export function notifyLoading(title: string, message: string, id = `loading:${title}`): string {
  return upsert({
    id,
    title,
    message,
    color: undefined,
    loading: true,
    autoClose: false,
    withCloseButton: false,
    closeButtonProps,
  });
}

export function settleToast(
  id: string,
  outcome: 'success' | 'error',
  message: string,
  options: { title?: string; autoClose?: number } = {},
): void {
  upsert({
    id,
    title: options.title ?? null,
    message,
    color: outcome === 'success' ? 'teal' : 'red',
    loading: false,
    withCloseButton: true,
    closeButtonProps,
    autoClose: options.autoClose ?? notificationDefaults.autoCloseMs,
  });
}

/** Says the server could not be reached; it stays until a later call gets through (serverReached). */
export function notifyOffline(): string {
  return upsert({
    id: OFFLINE_TOAST_ID,
    title: connection.offlineTitle,
    message: connection.offlineMessage,
    color: 'red',
    loading: false,
    autoClose: false,
    withCloseButton: true,
    closeButtonProps,
  });
}

/** The server answered: a toast about not reaching it is no longer true. */
export function serverReached(): void {
  if (isShown(OFFLINE_TOAST_ID)) notifications.hide(OFFLINE_TOAST_ID);
}

// Any answer from the server (http.ts) ends the offline toast.
onServerReach((reached) => {
  if (reached) serverReached();
});

/**
 * The toast for a failed call: the offline toast when the server could not be reached, else the
 * server's own reason where it gave one (failure-reason.ts), else `fallback` (the spec's words).
 */
export function notifyFailure(
  error: unknown,
  fallback: string,
  options: ToastOptions = {},
): string {
  if (isApiError(error, 0)) return notifyOffline();
  return notifyError(reasonFor(error, fallback), options);
}

/** settleToast for a failure, with the same choice of words as notifyFailure. */
export function settleFailure(id: string, error: unknown, fallback: string): void {
  if (isApiError(error, 0)) {
    notifications.hide(id);
    notifyOffline();
    return;
  }
  settleToast(id, 'error', reasonFor(error, fallback));
}
