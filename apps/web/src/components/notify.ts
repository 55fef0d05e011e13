import { notifications } from '@mantine/notifications';
import { errorText } from '../lib/api-error.ts';

/** Every toast's close button is named, so a screen reader (and axe) can tell what it does. */
const closeButtonProps = { 'aria-label': 'Close notification' };

/** Toasts: success and info disappear by themselves; errors stay a little longer. */
export function notifySuccess(message: string, title?: string) {
  notifications.show({ color: 'teal', title, message, autoClose: 4000, closeButtonProps });
}

export function notifyInfo(message: string, title?: string) {
  notifications.show({ color: 'blue', title, message, autoClose: 6000, closeButtonProps });
}

/** An error toast with the generic handler's text (error list, else message, else raw message). */
export function notifyError(error: unknown, title?: string) {
  notifications.show({ color: 'red', title, message: errorText(error), autoClose: 8000, closeButtonProps });
}

/**
 * Why the console moved the user to another page. Named by its text, so the dropdown and the route
 * guard, which may both answer one pick, show it once.
 */
export function notifyRedirect(message: string) {
  notifications.show({ id: message, color: 'yellow', message, autoClose: 6000, closeButtonProps });
}
