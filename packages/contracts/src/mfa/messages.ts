/**
 * The second factor's messages (issue 26; the specification has no second factor, so these are ours, in
 * the catalogue's manner: one sentence that says what to do).
 */
export const MFA_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  codeInvalid: 'That code is not right, or it was already used. Enter the current code.',
  recoveryCodeRequired: 'Enter one of your recovery codes.',
  recoveryCodeInvalid: 'That recovery code is not right, or it was already used.',
  challengeInvalid: 'This sign-in has expired or ended. Log in again.',
  methodUnavailable: 'This way of signing in is not set up for your account.',
  alreadyEnrolled: 'An authenticator app is already set up. Remove it first to set up another.',
  enrolmentMissing: 'Start setting up the authenticator app again: the last setup expired.',
  notEnrolled: 'No authenticator app is set up.',
  noFactor: 'Set up an authenticator app or a passkey first: recovery codes stand in for one of them.',
  enrolled: 'The authenticator app is set up. Keep your recovery codes somewhere safe.',
  removed: 'The authenticator app is removed.',
  recoveryCodesShownOnce: 'Copy these recovery codes now: they are shown only once, and each works once.',
  couldNotLoad: 'Could not load your sign-in security!',
  factorsReset:
    'Their second factors are removed and their sessions ended: they set one up again at their next sign-in.',
  cannotResetOwn: 'Change your own second factor in Profile → Sign-in security.',
  stepUpRequired: 'Confirm it is you: enter a current code from your authenticator app, or use a passkey.',
  stepUpWithPasskey: 'Confirm it is you with one of your passkeys.',
  stepUpWithRecoveryCode: 'Confirm it is you with one of your recovery codes. Each works once.',
  steppedUp: 'Thank you: carry on.',
  signInAgain: 'Your password was changed. Log in with it and your second factor.',
} as const;
