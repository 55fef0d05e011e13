// Console wording the spec leaves to us (its quoted messages live in common/messages.ts).
export const SHELL_MESSAGES = {
  /** Shown when the Global View or a multi-group organization cannot open the current page. */
  globalViewRedirect: 'This page is not available for the Global View. Showing the incidents instead.',
  passwordsDoNotMatch: 'The passwords do not match.',
  passwordChanged: 'Your password has been set. You can log in now.',
  inviteAccepted: 'Your account is ready. You can log in now.',
  sessionCheckFailed: 'Could not check your session.',
  pageFailedToLoad: 'This page could not be loaded. Please try refreshing the page.',
  outboxUnavailable: 'The outbox is only available in development.',
  /** The outbox holds live reset links and codes: only a signed-in BaitwatchAdmin reads it. */
  outboxSignIn: 'Log in as a Baitwatch admin to read the outbox.',
  noOrganizations: 'No organizations yet.',
  networkError: 'The server could not be reached. Please check your connection and try again.',
} as const;

/** Result modal titles by status code (spec doc 1: Result modals; 400 is our Validation). */
export const RESULT_TITLES = {
  200: 'Success',
  203: 'Info',
  400: 'Validation',
  500: 'Error',
} as const;
export type ResultCode = keyof typeof RESULT_TITLES;

export const CONFIRM_TITLE = 'Are You Sure ?';
