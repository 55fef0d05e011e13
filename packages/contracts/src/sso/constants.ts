/** How long a single sign-on attempt may take from the redirect to the callback. */
export const SSO_ATTEMPT_TTL_MS = 10 * 60_000;

/** The most email domains one connection accepts. */
export const MAX_SSO_DOMAINS = 20;

/** The login page's query parameter that names why a callback failed (SSO_FAILURES). */
export const SSO_ERROR_PARAM = 'sso_error';

/**
 * The cookie that ties an attempt to the browser that started it: the callback takes the state only
 * from the browser that holds it, so a callback address sent to someone else signs nobody in.
 */
export const SSO_ATTEMPT_COOKIE = 'bw_sso_attempt';
