import { z } from 'zod';

export const TEXT_MESSAGES = {
  /** The field is named in front ("brands.0: must not ..."), by the error handlers of both APIs. */
  invalidText: 'must not contain NUL characters or invalid Unicode',
  /** Named in front the same way. */
  invalidName: 'must not contain line breaks, tabs or other control characters',
} as const;

/**
 * A NUL character (PostgreSQL refuses it in text) or half of a UTF-16 surrogate pair (no character at
 * all: it cannot be encoded as UTF-8). Control characters other than NUL are valid text.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/**
 * The one refinement every string a call takes carries (`z.string().check(storableText)`, also on
 * z.url()): text the database cannot store is a 400 naming the field, never a 500 from the insert.
 */
export const storableText = z.refine<string>(isStorableText, { error: TEXT_MESSAGES.invalidText });

/**
 * Control characters (tab, CR, LF, bell...) and the Unicode line and paragraph separators; NUL is
 * storableText's to refuse (one message per fault).
 */
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029]/u;

const isOneLine = (value: string) => !NOT_ONE_LINE.test(value.replaceAll('\u0000', ''));

/**
 * What every name a call stores carries besides storableText (people, organizations, brands,
 * computers, files): one line of printable text, as lists, mail headers and CSV cells show it.
 */
export const oneLineName = z.refine<string>(isOneLine, { error: TEXT_MESSAGES.invalidName });

/** Nothing typed: an empty (or blank) optional filter is no filter, as the console sends an empty box. */
export const withoutBlank = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .optional()
    .transform((v) => (v?.trim() === '' ? undefined : v))
    .pipe(schema.optional());
