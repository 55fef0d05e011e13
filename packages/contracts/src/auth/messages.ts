// Session answers the spec does not word. The quoted spec messages live in common/messages.ts.
export const AUTH_MESSAGES = {
  accountInactive: 'This account has been cancelled. Please contact support.',
  loggedOut: 'You have been logged out.',
  passwordSet: 'Your password has been set.',
  passwordChangeRequired: 'Your password was generated for you. Choose a password of your own to continue.',
  samePassword: 'Choose a new password, not the one you were given.',
  sessionNotFound: 'Session not found: it may have ended already.',
  invalidSessionId: 'Invalid session id',
  sessionEnded: 'The session is ended.',
} as const;
