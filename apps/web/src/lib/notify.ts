import { notifications, notificationsStore } from '@mantine/notifications';
import { notificationDefaults, timings, t, translate, type MessageKey } from '@vh/contracts';
import { isApiError } from './api-error.ts';
import { connectionState } from './connection.ts';
import { reasonFor } from './failure-reason.ts';
import { wantToasts } from './toast-signal.ts';

// The few kinds of toast the app shows. Position, width, the visible limit and the default
// auto-close come from <Notifications> (contract notificationDefaults); these set colour and state.
//
// One toast per cause: every toast has a stable id (by default its message), and showing it again
// while it is up updates that toast instead of stacking a copy (Mantine's show() ignores a known id).

type ToastOptions = { title?: string; autoClose?: number; id?: string };

/**
 * The toasts SPEC §8/§9 give their own auto-close (constants.ts `timings`), by catalogue key;
 * every other toast closes after notificationDefaults.autoCloseMs. A caller's `autoClose` still
 * wins.
 */
const AUTO_CLOSE_BY_KEY: readonly (readonly [MessageKey & `toasts.${string}`, number])[] = [
  ['toasts.usernameExists', timings.availabilityErrorAutoCloseMs],
  ['toasts.emailExists', timings.availabilityErrorAutoCloseMs],
  ['toasts.inviteCodeError', timings.inviteCodeErrorAutoCloseMs],
  ['toasts.staffSaveError', timings.staffSaveErrorAutoCloseMs],
  ['toasts.alreadyHavePlan', timings.alreadyHavePlanAutoCloseMs],
  ['toasts.connected', timings.connectedAutoCloseMs],
  ['toasts.dataRefreshed', timings.dataRefreshedAutoCloseMs],
  ['toasts.emailChange.firstLinkConfirmed', timings.emailChangeStepAutoCloseMs],
];

/** Those toasts' auto-close by their words, in the active language (read when a toast shows). */
export function autoCloseTimes(): Readonly<Record<string, number>> {
  return Object.fromEntries(AUTO_CLOSE_BY_KEY.map(([key, ms]) => [translate(key), ms]));
}

const autoCloseFor = (message: string, options: ToastOptions): number | undefined =>
  options.autoClose ?? autoCloseTimes()[message];

// Mantine's close button is an icon without a name; screen readers need one.
const closeButtonProps = () => ({ 'aria-label': t('common.actions.closeNotification') });

/** The id of the toast that says the server could not be reached, and then that it is back. */
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
    autoClose: autoCloseFor(message, options),
    id: idFor(message, options),
    message,
    color: 'red',
    loading: false,
    withCloseButton: true,
    closeButtonProps: closeButtonProps(),
  });
}

export function notifySuccess(message: string, options: ToastOptions = {}): string {
  return upsert({
    ...options,
    autoClose: autoCloseFor(message, options),
    id: idFor(message, options),
    message,
    color: 'teal',
    loading: false,
    withCloseButton: true,
    closeButtonProps: closeButtonProps(),
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
    closeButtonProps: closeButtonProps(),
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
    closeButtonProps: closeButtonProps(),
    autoClose: autoCloseFor(message, options) ?? notificationDefaults.autoCloseMs,
  });
}

/**
 * SPEC §8's progress toast 'Connecting to the server / Please wait.' while the server cannot be
 * reached; it stays until notifyConnected turns it into 'Connected to the server.'.
 */
export function notifyConnecting(): string {
  return upsert({
    id: OFFLINE_TOAST_ID,
    title: t('toasts.connectingTitle'),
    message: t('toasts.connectingMessage'),
    color: undefined,
    loading: true,
    autoClose: false,
    withCloseButton: false,
    closeButtonProps: closeButtonProps(),
  });
}

/**
 * The server is back: the connecting toast becomes 'Connected to the server.'. Without one up (the
 * loss was over before it showed), there is nothing to take back, so nothing is said.
 */
export function notifyConnected(): void {
  if (isShown(OFFLINE_TOAST_ID)) settleToast(OFFLINE_TOAST_ID, 'success', t('toasts.connected'));
}

/** A failed call that got no answer: the connecting toast, while the server is still lost. */
export function notifyOffline(): string {
  // A later call may already have found the server again (connection.ts); then there is nothing
  // to wait for, and a spinner that never ends would be wrong.
  if (connectionState() === 'lost') notifyConnecting();
  return OFFLINE_TOAST_ID;
}

/** A manual refresh succeeded. */
export const notifyDataRefreshed = (): string => notifySuccess(t('toasts.dataRefreshed'));

/** No answer, and the server is still lost: the connecting toast says all there is to say. */
const waitingForServer = (error: unknown): boolean =>
  isApiError(error, 0) && connectionState() === 'lost';

/**
 * The toast for a failed call: the connecting toast while the server cannot be reached, else the
 * server's own reason where it gave one (failure-reason.ts), else `fallback` (the spec's words).
 */
export function notifyFailure(
  error: unknown,
  fallback: string,
  options: ToastOptions = {},
): string {
  if (waitingForServer(error)) return notifyConnecting();
  return notifyError(reasonFor(error, fallback), options);
}

/** settleToast for a failure, with the same choice of words as notifyFailure. */
export function settleFailure(id: string, error: unknown, fallback: string): void {
  if (waitingForServer(error)) {
    notifications.hide(id);
    notifyConnecting();
    return;
  }
  settleToast(id, 'error', reasonFor(error, fallback));
}
