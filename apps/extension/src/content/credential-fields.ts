import type { CredentialField } from '@baitwatch/contracts/extension/detection/page-evidence';
import {
  attribute,
  inputType,
  labelledInput,
  labelTextOf,
  query,
  queryAll,
  shadowRoots,
} from './safe-dom.ts';

// Which fields of a page ask for a credential: password inputs, text inputs a script masks as one
// (kits do, so that a password field is not there to be found), the e-mail or user name field of
// an identifier-first sign-in, whose password step comes on a later page, and the secrets a kit's
// later steps ask for (a card's number and code, a security question's answer). A field is known by
// its name, id, placeholder, aria-label and autocomplete, and by the words of its label ("Please
// enter your Online ID" above a field named IDLOG).

/** One query finds whether a page may ask for credentials at all: most pages answer no here. */
const ANY_CREDENTIAL_FIELD = [
  'input[type="password" i]',
  'input[type="email" i]',
  'input[autocomplete~="username" i]',
  'input[autocomplete~="email" i]',
  ...['name', 'id', 'placeholder', 'aria-label'].flatMap((a) =>
    [
      'mail',
      'user',
      'login',
      'pass',
      'pwd',
      'account',
      'phone',
      'identifier',
      'card',
      'cc',
      'cvv',
      'cvc',
      'csc',
      'answer',
      'ssn',
    ].map((w) => `input[${a}*="${w}" i]`),
  ),
  // A field known only by its label's words.
  'label[for]',
].join(', ');

const TEXT_TYPES = new Set(['text', 'tel', 'number', '']);
const PASSWORD_NAMES = /pass|pwd|passwd|passcode|\bpin\b|senha|contrase|kennwort|mot.de.passe|wachtwoord/i;
const IDENTIFIER_NAMES = /mail|user|login|account|identifier|phone|loginfmt|userid|signin|uname|\bid\b/i;
const SECRET_NAMES =
  /card.?(?:num|no\b)|\bcc.?(?:num|no)|\bccno|\bcc\b|cvv|cvc|\bcsc\b|security.?code|secode|atm.?pin|\bssn\b|social.?security|answer|maiden/i;
/** A search, a coupon or a postal address; an e-mail address ("emailAddress") is still a sign-in's. */
const SEARCH_NAMES =
  /search|query|^q$|coupon|promo|zip|postal|city|(?<!mail[\s_-]?)address|subscribe|newsletter/i;

const attributesOf = (input: HTMLInputElement) =>
  ['name', 'id', 'placeholder', 'aria-label', 'autocomplete'].map((a) => attribute(input, a)).join(' ');

function kindOf(input: HTMLInputElement): CredentialField['kind'] | null {
  const type = inputType(input);
  if (type === 'password') return 'password';
  if (!TEXT_TYPES.has(type) && type !== 'email') return null;
  const attributes = attributesOf(input);
  // Only the field's own attributes rule it out: a label reading "Email address" names a sign-in's field.
  if (SEARCH_NAMES.test(attributes)) return null;
  const words = `${attributes} ${labelTextOf(input)}`;
  if (TEXT_TYPES.has(type)) {
    const security = getComputedStyle(input).getPropertyValue('-webkit-text-security');
    if ((security && security !== 'none') || PASSWORD_NAMES.test(words)) return 'masked-password';
    if (SECRET_NAMES.test(words)) return 'secret';
  }
  if (type === 'email' || IDENTIFIER_NAMES.test(words)) return 'identifier';
  return null;
}

/** A Google Form: its questions, not its fields, say whether it asks for a password. */
export const isGoogleFormPage = (where: Location) =>
  /^docs\.google\.com$/i.test(where.hostname) && where.pathname.startsWith('/forms/');

/** Whether the document (light DOM, or its open shadow roots when asked) may hold a credential field. */
export function mayAskForCredentials(doc: Document, withShadowRoots = false): boolean {
  if (isGoogleFormPage(doc.location) || query(doc, ANY_CREDENTIAL_FIELD)) return true;
  return withShadowRoots && shadowRoots(doc).some((root) => query(root, ANY_CREDENTIAL_FIELD) !== null);
}

export interface FoundField {
  element: HTMLInputElement;
  kind: CredentialField['kind'];
}

/** The credential fields of the document and of its open shadow roots, password fields first. */
export function credentialFields(doc: Document): FoundField[] {
  const roots = [doc, ...shadowRoots(doc)];
  const found: FoundField[] = [];
  const seen = new Set<Element>();
  for (const root of roots)
    for (const match of queryAll(root, ANY_CREDENTIAL_FIELD).slice(0, 40)) {
      const element = match instanceof HTMLLabelElement ? labelledInput(match) : match;
      if (!(element instanceof HTMLInputElement) || seen.has(element)) continue;
      seen.add(element);
      const kind = kindOf(element);
      if (kind) found.push({ element, kind });
    }
  const order = { password: 0, 'masked-password': 1, secret: 2, identifier: 3 } as const;
  return found.sort((a, b) => order[a.kind] - order[b.kind]);
}
