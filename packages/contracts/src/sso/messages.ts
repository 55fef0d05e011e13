/**
 * Single sign-on's messages (issue 26, part 3; the specification has no single sign-on, so these are
 * ours, in the catalogue's manner: one sentence that says what to fix or do).
 */
export const SSO_MESSAGES = {
  issuerRequired: 'Issuer URL is required.',
  issuerInvalid: 'Issuer URL should be a full address, such as https://login.example.com/tenant/v2.0.',
  issuerHttps: 'Issuer URL should start with https://.',
  issuerNotAllowed: 'Issuer URL points at a private, loopback or link-local address, which is not allowed.',
  issuerDiscoveryFailed:
    'The issuer did not answer OpenID Connect discovery as itself. Check the issuer URL (it must match the provider\'s "issuer" exactly).',
  clientIdRequired: 'Client ID is required.',
  clientSecretRequired: 'Client secret is required.',
  domainsRequired: 'Add at least one email domain.',
  domainInvalid: 'Each email domain should be a domain name, such as contoso.com.',
  tooManyDomains: 'At most 20 email domains.',
  domainClaimed: 'This email domain is already used by another sign-on connection',
  breakGlassNotAdmin: 'The break-glass admin should be one of the admins this connection signs in.',
  invalidTenantId: 'Invalid tenant id',
  connectionNotFound: 'No single sign-on is set up here.',
  removed: 'Single sign-on is removed.',
  couldNotLoad: 'Could not load the single sign-on settings!',
  saveFailed: 'Could not save the single sign-on settings!',
  // The provider's Advanced Settings, with no MSP selected.
  selectTenant:
    'Select an MSP in the organization list (its Global View or one of its organizations) to manage its sign-in.',
  // The login page.
  emailOrSubdomainRequired: 'Enter your work email to continue with single sign-on.',
  noConnection: 'Single sign-on is not set up for this email domain. Log in with your password.',
  providerUnreachable:
    'The identity provider could not be reached, or its configuration is not valid. Try again later or ask your admin.',
  ssoRequired: 'Your organization signs in with single sign-on. Choose Continue with single sign-on.',
} as const;

/**
 * Why a single sign-on callback failed, as the login page is told (`/login?sso_error=<code>`): a
 * code, never the library's error, which may name internals. The login page words each.
 */
export const SSO_FAILURES = {
  expired: 'This single sign-on attempt has expired or was already used. Start again.',
  denied: 'The identity provider did not sign you in.',
  provider:
    'The identity provider answered with something Baitwatch could not accept (a wrong issuer, signature or nonce). Ask your admin to check the single sign-on settings.',
  tokenExpired:
    'The identity provider sent an expired sign-in token. Check that your computer and the provider keep the right time, then start again.',
  noEmail:
    'The identity provider did not send a verified email address. Ask your admin to check its settings.',
  domainNotAllowed: 'Your email domain is not one this single sign-on accepts.',
  unknownAdmin: 'No Baitwatch admin has this email. Ask an admin of your organization to invite you first.',
  otherConnection: 'Your account signs in through another single sign-on, or with a password.',
  inactive: 'This account has been cancelled. Please contact support.',
  unavailable: 'Single sign-on is not available right now. Try again later.',
} as const;
export type SsoFailure = keyof typeof SSO_FAILURES;

export const isSsoFailure = (value: unknown): value is SsoFailure =>
  typeof value === 'string' && Object.hasOwn(SSO_FAILURES, value);
