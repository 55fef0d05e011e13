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
// later steps ask for (a card's number and code, a security question's answer, a one-time code).
// A field is known by its name, id, placeholder, aria-label and autocomplete, and by the words of
// its label ("Please enter your Online ID" above a field named IDLOG).

/** Words in a credential field's name, id, placeholder or label, in English... */
const FIELD_WORDS = [
  'mail',
  'user',
  'login',
  'pass',
  'pwd',
  'psw',
  'pword',
  'account',
  'phone',
  'identifier',
  'card',
  'cc',
  'cvv',
  'cvc',
  'csc',
  'answer',
  'ans',
  'ssn',
  'eml',
  'otp',
  'vbv',
  '3ds',
  'sms',
  'dob',
  'birth',
];
/** ...and in the other languages sign-in pages are written in. */
const FIELD_WORDS_ELSEWHERE = [
  'senha',
  'usuario',
  'usuário',
  'correo',
  'cpf',
  'contrase',
  'utilisateur',
  'identifiant',
  'courriel',
  'benutzer',
  'kennwort',
  'passwort',
  'wachtwoord',
  'gebruiker',
  'parola',
  'haslo',
  'hasło',
  'şifre',
  'sifre',
  'kullanıcı',
  'пароль',
  'логин',
  'почт',
  'パスワード',
  'メール',
  'ユーザー',
  '密码',
  '密碼',
  '账号',
  '帳號',
  '用户',
  '아이디',
  '비밀번호',
  '이메일',
  'cartao',
  'cartão',
  'tarjeta',
];

/** One query finds whether a page may ask for credentials at all: most pages answer no here. */
const ANY_CREDENTIAL_FIELD = [
  'input[type="password" i]',
  'input[type="email" i]',
  'input[autocomplete~="username" i]',
  'input[autocomplete~="email" i]',
  ...['name', 'id', 'placeholder', 'aria-label'].flatMap((a) =>
    [...FIELD_WORDS, ...FIELD_WORDS_ELSEWHERE].map((w) => `input[${a}*="${w}" i]`),
  ),
  // A field known only by its label's words (tied to it, around it or written just before it), or by a
  // payment library's classes.
  'label[for]',
  'label input',
  'label + input',
  'input[class*="cc-" i]',
].join(', ');

const TEXT_TYPES = new Set(['text', 'tel', 'number', '']);
const PASSWORD_NAMES =
  /pass|pwd|psw|pword|passcode|\bpin\b|senha|contrase|kennwort|mot.de.passe|wachtwoord|parola|has[lł]o|heslo|jelsz[oó]|l[oö]senord|adgangskode|salasana|[sş]ifre|пароль|パスワード|密码|密碼|비밀번호|รหัสผ่าน|kata.?sandi|m[aậ]t.?kh[aẩ]u/iu;
const IDENTIFIER_NAMES =
  /mail|(?<![a-z])eml(?![a-z])|user|login|account|identifier|phone|loginfmt|userid|signin|uname|\bid\b|usu[aá]rio|correo|courriel|\bcpf\b|utilisateur|identifiant|benutzer|gebruiker|kullan[iı]c[iı]|логин|почт|ユーザー|メール|用户|账号|帳號|아이디|이메일/iu;
const SECRET_NAMES =
  /(?<![a-z])(?:otp|2fa|ans\d*)(?![a-z])|one.?time.?(?:code|pass)|sms.?code|verification.?code|card.?(?:num|no\b)|\bcc.?(?:num|no)|\bccno|\bcc\b|cvv|cvc|\bcsc\b|security.?code|secode|atm.?pin|\bssn\b|social.?security|answer|maiden|cart[aã]o|tarjeta|kartennummer|num[eé]ro.?de.?carte|(?<![a-z])(?:vbv|3ds)|3.?d.?secure|secure.?code|(?<![a-z])dob(?![a-z])|birth|naissance|nascimento|nacimiento|geburt/iu;
/** A search, a coupon or a postal address; an e-mail address ("emailAddress") is still a sign-in's. */
const SEARCH_NAMES =
  /search|query|^q$|coupon|promo|zip|postal|city|(?<!mail[\s_-]?)address|subscribe|newsletter/i;

const attributesOf = (input: HTMLInputElement) =>
  ['name', 'id', 'placeholder', 'aria-label', 'autocomplete'].map((a) => attribute(input, a)).join(' ');

function kindOf(input: HTMLInputElement): CredentialField['kind'] | null {
  const type = inputType(input);
  if (type === 'password') return 'password';
  const attributes = attributesOf(input);
  // A search box named as a sign-in's field is one (kits use type=search so no password field is found).
  if (type === 'search') return searchBoxKind(attributes);
  if (!TEXT_TYPES.has(type) && type !== 'email') return null;
  // Only the field's own attributes rule it out: a label reading "Email address" names a sign-in's field.
  if (SEARCH_NAMES.test(attributes)) return null;
  const words = `${attributes} ${labelTextOf(input)}`;
  if (TEXT_TYPES.has(type)) {
    const security = getComputedStyle(input).getPropertyValue('-webkit-text-security');
    if ((security && security !== 'none') || PASSWORD_NAMES.test(words)) return 'masked-password';
    // Card fields are often known only by a payment library's classes ("cc-number", "cc-cvc").
    if (SECRET_NAMES.test(`${words} ${attribute(input, 'class')}`)) return 'secret';
  }
  if (type === 'email' || IDENTIFIER_NAMES.test(words)) return 'identifier';
  return null;
}

function searchBoxKind(attributes: string): CredentialField['kind'] | null {
  if (SEARCH_NAMES.test(attributes)) return null;
  if (PASSWORD_NAMES.test(attributes)) return 'masked-password';
  return IDENTIFIER_NAMES.test(attributes) ? 'identifier' : null;
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
