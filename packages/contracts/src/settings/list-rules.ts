import { z } from 'zod';
import { LOOPBACK_HOSTS } from '../common/loopback.ts';
import { isStorableText, TEXT_MESSAGES } from '../common/text.ts';
import { storedGoogleFormUrl, withHttps } from './google-form-address.ts';
import { GOOGLE_FORMS_HOST, LIST_MESSAGES as M } from './messages.ts';

// The stored form of a Google Form address lives without zod, for the extension's content script.
export { storedGoogleFormUrl, withHttps };

/**
 * The rules of doc 2 §5 for allowed domains, blocked URLs and allowed Google Form URLs, in the spec's
 * order: each function answers the first rule the input breaks, or null. The forms and the server use
 * the same schemas below; the duplicate rule needs the organization's list, which the form has and the
 * server's database keeps (its unique index answers the same message).
 */

export const DOMAIN_MAX_LENGTH = 255;
export const GOOGLE_FORM_URL_MAX_LENGTH = 2048;
/** Ours: the spec gives blocked URLs no limit; a longer one is not a valid URL (decision 0028). */
export const BLOCKED_URL_MAX_LENGTH = 2048;
export const RESERVED_PORTS: readonly number[] = [0, 21, 22, 80, 443, 1023];

const validPort = (digits: string) => {
  const port = Number(digits);
  return port >= 1 && port <= 65535 && !RESERVED_PORTS.includes(port);
};

/** Lower-case comparison, as the database's unique indexes compare. */
const sameAs = (value: string, existing: readonly string[] | undefined) =>
  existing?.some((other) => other.toLowerCase() === value.toLowerCase()) ?? false;

// ---- Allowed domain -------------------------------------------------------------------------------

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** A host name with a letter top-level domain and an optional :port; no protocol, no leading www., no "--". */
const DOMAIN_PATTERN = new RegExp(`^(?!www\\.)(?!.*--)(?:${LABEL}\\.)+[a-z]{2,63}(?::(\\d+))?$`, 'i');

export const normalizeDomain = (input: string) => input.trim().toLowerCase();

export function allowedDomainProblem(input: string, existing?: readonly string[]): string | null {
  const domain = input.trim();
  if (domain === '') return M.domainRequired;
  if (domain.length > DOMAIN_MAX_LENGTH) return M.domainTooLong;
  if (sameAs(domain, existing)) return M.domainDuplicate;
  const match = DOMAIN_PATTERN.exec(domain);
  if (!match) return M.domainInvalid;
  if (match[1] !== undefined && !validPort(match[1])) return M.domainPort;
  return null;
}

// ---- Blocked URL ----------------------------------------------------------------------------------

/**
 * An optional http, https or ftp protocol with its two slashes, an optional www., a host whose
 * dot-separated segments each begin with a letter or digit and end in a letter top-level domain, an
 * optional port, then a path, query or fragment without spaces. An e-mail address has no such host.
 */
const BLOCKED_URL_PATTERN =
  /^(?:(?:https?|ftp):\/\/)?(?:www\.)?(?:[a-z0-9][a-z0-9-]*\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

export const normalizeBlockedUrl = (input: string) => input.trim();

export function blockedUrlProblem(input: string, existing?: readonly string[]): string | null {
  const url = input.trim();
  if (url === '') return M.urlRequired;
  if (url.length > BLOCKED_URL_MAX_LENGTH || !BLOCKED_URL_PATTERN.test(url) || !isStorableText(url))
    return M.blockedUrlInvalid;
  if (sameAs(url, existing)) return M.blockedUrlDuplicate;
  return null;
}

// ---- Allowed Google Form URL ----------------------------------------------------------------------

/** The Google Forms address, with the port (if any) captured for its own rule. */
const GOOGLE_FORMS_PREFIX = new RegExp(
  `^https://${GOOGLE_FORMS_HOST.replaceAll('.', '\\.')}(:\\d+)?/forms`,
  'i',
);

const UNSAFE_PATTERNS: readonly RegExp[] = [
  /<\s*\/?\s*script/i, // script tags
  /javascript:/i,
  /(?:^|[^a-z0-9])on[a-z]+\s*=/i, // inline handlers (onload=, onerror=)
  /["'`]/, // quotes
  /<!--|-->|\/\*|\*\//, // comment markers
  /;/,
  /&&/,
  /\|\|/,
  /\0|%00/i, // null bytes
  /%2f%2f|%5c|\\/i, // double slash or backslash encodings
];

const PRIVATE_HOSTS: readonly RegExp[] = [
  ...LOOPBACK_HOSTS,
  /^10\.\d{1,3}\.\d{1,3}\.\d{1,3}$/,
  /^172\.(?:1[6-9]|2\d|3[01])\.\d{1,3}\.\d{1,3}$/,
  /^192\.168\.\d{1,3}\.\d{1,3}$/,
];
/** Hosts of addresses written inside the URL (a redirect in its query), besides its own. */
const EMBEDDED_HOSTS = /[a-z][a-z0-9+.-]*:\/\/([^/?#:@\s]+)/gi;

const decoded = (url: string) => {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
};

/** A stored URL as people read it: https:// and the decoded address. */
export const shownGoogleFormUrl = (stored: string) => `https://${decoded(stored)}`;

export function googleFormUrlProblem(input: string, existing?: readonly string[]): string | null {
  const trimmed = input.trim();
  if (trimmed === '') return M.urlRequired;
  if (trimmed.length > GOOGLE_FORM_URL_MAX_LENGTH) return M.googleFormUrlTooLong;
  const url = withHttps(trimmed);
  const prefix = GOOGLE_FORMS_PREFIX.exec(url);
  if (!prefix) return M.googleFormUrlPrefix;
  const port = prefix[1];
  // The port has a rule of its own, after the others: the URL is judged without it.
  const portless = port ? url.replace(port, '') : url;
  if (/\s/.test(url) || !URL.canParse(portless)) return M.googleFormUrlInvalid;
  const plain = decoded(url);
  if (UNSAFE_PATTERNS.some((pattern) => pattern.test(url) || pattern.test(plain)))
    return M.googleFormUrlUnsafe;
  const hosts = [new URL(portless).hostname, ...[...plain.matchAll(EMBEDDED_HOSTS)].map((m) => m[1] ?? '')];
  if (hosts.some((host) => PRIVATE_HOSTS.some((pattern) => pattern.test(host))))
    return M.googleFormUrlPrivate;
  if (sameAs(storedGoogleFormUrl(url), existing)) return M.googleFormUrlDuplicate;
  if (port && !validPort(port.slice(1))) return M.googleFormUrlPort;
  if (!isStorableText(url)) return TEXT_MESSAGES.invalidText;
  return null;
}

// ---- The fields, as zod schemas -------------------------------------------------------------------

type Problem = (input: string, existing?: readonly string[]) => string | null;

/** A string field judged by `problem`: its first broken rule is the one message. */
const listField = (problem: Problem, required: string, existing?: readonly string[]) =>
  z.string({ error: required }).check((ctx) => {
    const message = problem(ctx.value, existing);
    if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value });
  });

/**
 * The Domain field. `existing` (the form's loaded list) adds the duplicate rule in its place; the
 * server's database answers it otherwise. The value becomes trimmed and lower-case.
 */
export const allowedDomainField = (existing?: readonly string[]) =>
  listField(allowedDomainProblem, M.domainRequired, existing).transform(normalizeDomain);

/** The blocked Url field; the value becomes trimmed. */
export const blockedUrlField = (existing?: readonly string[]) =>
  listField(blockedUrlProblem, M.urlRequired, existing).transform(normalizeBlockedUrl);

/** The Google Form URL field; the value becomes the stored form (no scheme, URL-encoded). */
export const googleFormUrlField = (existing?: readonly string[]) =>
  listField(googleFormUrlProblem, M.urlRequired, existing).transform(storedGoogleFormUrl);
