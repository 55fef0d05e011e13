// Answers of the extension API. The spec does not word them (it describes the console only); these are
// ours, shown by the extension to the person registering it.
export const EXTENSION_MESSAGES = {
  invalidLicenseKey: 'This license key is not valid.',
  organizationInactive: 'This organization is no longer active.',
  codeSent: 'A six-digit code has been sent to this email address.',
  codeIncorrect: 'The code is incorrect.',
  codeExpired: 'The code has expired. Please request a new code.',
  codeAttemptsExceeded: 'Too many incorrect codes. Please request a new code.',
  invalidInstallToken: 'The install token is missing, invalid or revoked.',
  screenshotNotJpeg: 'must be a JPEG image',
  htmlNotText: 'must be UTF-8 text',
  unknownPart: (name: string) => `${name}: unknown part`,
} as const;
