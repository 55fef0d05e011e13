/**
 * The passkeys' messages (issue 26; the specification has none, so these are ours, in the catalogue's
 * manner: one sentence that says what to do).
 */
export const PASSKEY_MESSAGES = {
  nameRequired: 'Enter a name for this passkey.',
  nameTooLong: 'Keep the name under 60 characters.',
  responseInvalid: 'That passkey answer could not be read. Try again.',
  challengeInvalid: 'This passkey request has expired or was already used. Try again.',
  notRecognized: 'That passkey is not registered here, or it does not belong to this account. Try another.',
  verificationFailed: 'That passkey could not be verified. Try again, or use another way to sign in.',
  alreadyRegistered: 'This passkey is already registered.',
  tooMany: 'You have 10 passkeys: remove one before adding another.',
  notFound: 'That passkey no longer exists.',
  added: 'The passkey is added. You can sign in with it now.',
  renamed: 'The passkey is renamed.',
  removed: 'The passkey is removed.',
  confirmRequired: 'Confirm with a current authenticator code or one of your passkeys.',
  couldNotLoad: 'Could not load your passkeys!',
  unsupported: 'This browser cannot use passkeys. Use another sign-in method.',
  cancelled: 'The passkey request was cancelled or timed out.',
} as const;
