/**
 * The query key of every branding answer (the login page's and the top bar's): a whitelabel save or a
 * flag change refreshes them all at once. Web features do not import one another, so it lives here.
 */
export const BRANDING_QUERY_KEY = ['auth', 'branding'] as const;
