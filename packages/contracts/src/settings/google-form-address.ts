// How an allowed Google Form address is stored and compared (doc 2 §3). Kept apart from the list
// rules (which need zod) so the browser extension's content script can compare without them.

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/** The trimmed input with https:// in front when it has no scheme. */
export const withHttps = (input: string) => {
  const url = input.trim();
  return HAS_SCHEME.test(url) ? url : `https://${url}`;
};

/** How the URL is stored and served to extensions: without its scheme, URL-encoded (doc 2 §3). */
export const storedGoogleFormUrl = (input: string) =>
  encodeURIComponent(withHttps(input).replace(HAS_SCHEME, ''));
