import { notifications } from '@mantine/notifications';
import { notificationDefaults } from '@vh/contracts';
import { copy } from './copy.ts';

// The few kinds of toast the app shows. Position, width, the visible limit and the default
// auto-close come from <Notifications> (contract notificationDefaults); these set colour and state.

type ToastOptions = { title?: string; autoClose?: number; id?: string };

// Mantine's close button is an icon without a name; screen readers need one.
const closeButtonProps = { 'aria-label': copy.actions.closeNotification };

export function notifyError(message: string, options: ToastOptions = {}): string {
  return notifications.show({ ...options, message, color: 'red', closeButtonProps });
}

export function notifySuccess(message: string, options: ToastOptions = {}): string {
  return notifications.show({ ...options, message, color: 'teal', closeButtonProps });
}

/** A toast that stays, with a spinner, until `settleToast` turns it into the outcome. */
export function notifyLoading(title: string, message: string): string {
  return notifications.show({
    title,
    message,
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
  notifications.update({
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
