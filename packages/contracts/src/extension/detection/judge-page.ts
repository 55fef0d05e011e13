import { EVENT_TYPES } from '../../events/event-types.ts';
import { isBlockedUrl } from '../config-rules.ts';
import type { ExtensionConfig } from '../extension-config.ts';
import { type BrandPolicy, brandClaims, brandDomains } from './brand-claims.ts';
import { knowledgeOf } from './brand-knowledge.ts';
import { normalText } from './brand-terms.ts';
import { hostIn, isRegionalSite, isUserContentHost } from './hosts.ts';
import type { PageEvidence } from './page-evidence.ts';
import { pageRisks } from './page-risk.ts';
import { type Reason, reason } from './signals.ts';

// The verdict on a page (docs/decisions/0064): evidence weighed per brand. Each brand's claims (where
// it is named, what the page is built from, a host dressed up as it) add up with the page's risks
// (where it lives, where what is typed goes). A page is detected only when the sum is confident AND the
// brand's own claims carry most of it, so no host or form signal alone makes a phishing page of an
// ordinary sign-in page. Weaker evidence is "suspicious": kept on the machine, never warned.

/** A sum this high is a confident detection: warned, and reported with its screenshot and HTML. */
export const CONFIDENT = 0.8;
/** A sum this high is suspicious: kept in the extension's log (reported as reasons only, if opted in). */
export const SUSPICIOUS = 0.5;
/** The brand's own claims must weigh at least this much in either. */
const BRAND_CLAIMS_MIN = 0.5;

/** The model code of the extension's weighed evidence (no AI model looked at the page). */
export const BRAND_RULES_MODEL_CODE = 'BRAND_RULES';
/** The model code of a page the user reported as phishing from the warning. */
export const USER_REPORT_MODEL_CODE = 'USER_REPORT';

export type PageVerdict =
  /** Blocked by the organization's list, whatever the page is. */
  | { kind: 'blocked' }
  /** Asks for no credentials: not examined further (and nothing about it leaves the machine). */
  | { kind: 'no credentials' }
  /** A login page on a site of a protected brand (its genuine page). */
  | { kind: 'genuine'; brand: string }
  /** A login page with no brand evidence worth keeping. */
  | { kind: 'no brand'; reasons: Reason[] }
  /** Some evidence of imitation, not enough to warn: kept on the machine. */
  | { kind: 'suspicious'; brands: string[]; score: number; reasons: Reason[] }
  /** A confident imitation of a protected brand (type 0), or a Google Form asking for a password (type 4). */
  | {
      kind: 'detected';
      type: typeof EVENT_TYPES.incident | typeof EVENT_TYPES.googleFormPassword;
      brands: string[];
      score: number;
      reasons: Reason[];
    };

const GOOGLE_FORMS_HOST = 'docs.google.com';
/**
 * One of these words as a whole word: letters may not run on either side (\b knows only ASCII
 * letters, so "sesión" would never end). Scripts written without spaces (Japanese, Chinese, Thai,
 * Korean) are matched as they stand.
 */
const wholeWords = (words: readonly string[]) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${words.join('|')})(?![\\p{L}\\p{N}])|${UNSPACED}(?:${words.join('|')})`,
    'u',
  );
/** Words of scripts without spaces match inside a run of letters. */
const UNSPACED =
  '(?=[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Thai}\\p{Script=Hangul}])';

const PASSWORD_TERMS = [
  'password',
  'passcode',
  'passphrase',
  'passwort',
  'kennwort',
  'mot de passe',
  'contraseña',
  'senha',
  'wachtwoord',
  'parola',
  'hasło',
  'heslo',
  'jelszó',
  'lösenord',
  'şifre',
  'пароль',
  'パスワード',
  '密码',
  '密碼',
  '비밀번호',
  'รหัสผ่าน',
  'kata sandi',
  'mật khẩu',
];
const PASSWORD_WORDS = wholeWords(PASSWORD_TERMS);
/** Words of a sign-in: an e-mail field among them is the first step of one, not a newsletter box. */
const SIGN_IN_WORDS = wholeWords([
  'sign[ -]?in',
  'log[ -]?in',
  'log[ -]?on',
  'sign[ -]?on',
  'account',
  'verify',
  'verification',
  'mailbox',
  'webmail',
  'identity',
  ...PASSWORD_TERMS,
  'anmelden',
  'einloggen',
  'konto',
  'connexion',
  'se connecter',
  'identifiez-vous',
  'compte',
  'iniciar sesión',
  'inicia sesión',
  'ingresar',
  'acceder',
  'cuenta',
  'entrar',
  'acessar',
  'conta',
  'accedi',
  'accesso',
  'inloggen',
  'aanmelden',
  'zaloguj',
  'войти',
  'вход',
  'giriş',
  'oturum aç',
  'đăng nhập',
  'masuk',
  'ログイン',
  'サインイン',
  '登录',
  '登入',
  '로그인',
  'เข้าสู่ระบบ',
]);
const isGoogleForm = (url: URL) =>
  url.hostname.toLowerCase() === GOOGLE_FORMS_HOST && url.pathname.startsWith('/forms/');

/**
 * Words of an account's upkeep: a card or a security answer asked for among them (or among sign-in
 * words) is a kit's "confirm your account" step, not a shop's checkout (orders, baskets, delivery).
 */
const ACCOUNT_UPKEEP_WORDS = wholeWords([
  // Stems, so that every form of the verb counts ("confirmez", "verifique", "aktualisieren").
  'confirm\\p{L}*',
  'verif\\p{L}*',
  'vérif\\p{L}*',
  'updat\\p{L}*',
  'actualiz\\p{L}*',
  'atualiz\\p{L}*',
  'aggiorn\\p{L}*',
  'aktualisier\\p{L}*',
  'bestätig\\p{L}*',
  'account',
  'security',
  'secure',
  'billing',
  'banking',
  'unlock',
  'suspended',
  'limited',
  'restore',
  'identity',
  'challenge',
  'conta',
  'cuenta',
  'compte',
  'konto',
  'segurança',
  'seguridad',
  'sécurité',
  'sicherheit',
  'sicurezza',
]);

const PASSWORDS = new Set(['password', 'masked-password']);

/**
 * A page asks for credentials: a password field (shown or masked), a sign-in's e-mail step (said
 * in words, or under a brand's name), a kit's card or security-question step, or a Google Form asking
 * for a password.
 */
export function asksForCredentials(evidence: PageEvidence, policies: readonly BrandPolicy[]): boolean {
  if (evidence.fields.some((f) => PASSWORDS.has(f.kind))) return true;
  const url = new URL(evidence.url);
  if (isGoogleForm(url)) return evidence.formQuestions.some((q) => PASSWORD_WORDS.test(normalText(q)));
  const words = [evidence.title, ...evidence.formHeadings, ...evidence.formTexts, ...evidence.controls].map(
    normalText,
  );
  const saying = (pattern: RegExp) => words.some((text) => pattern.test(text));
  if (evidence.fields.some((f) => f.kind === 'identifier') && saying(SIGN_IN_WORDS)) return true;
  if (isBrandsEmailStep(evidence, policies)) return true;
  return (
    evidence.fields.some((f) => f.kind === 'secret') &&
    (saying(ACCOUNT_UPKEEP_WORDS) || saying(SIGN_IN_WORDS))
  );
}

/** Words of a newsletter's box: an e-mail asked for among them is a subscription, not a sign-in. */
const SUBSCRIBE_WORDS = wholeWords([
  'subscri\\p{L}*',
  'newsletter\\p{L}*',
  'abonn\\p{L}*',
  'suscr\\p{L}*',
  'iscriv\\p{L}*',
]);

/**
 * An e-mail or user name field under a title or heading that names a brand ("Gmail" over "Enter your
 * email"): that brand's first sign-in step, although no sign-in word is said.
 */
function isBrandsEmailStep(evidence: PageEvidence, policies: readonly BrandPolicy[]): boolean {
  if (!evidence.fields.some((f) => f.kind === 'identifier')) return false;
  const words = [...evidence.formTexts, ...evidence.controls].map(normalText);
  if (words.some((text) => SUBSCRIBE_WORDS.test(text))) return false;
  return policies.some((policy) =>
    brandClaims(evidence, policy).some(
      (r) => r.signal === 'brand-in-title' || r.signal === 'brand-in-heading',
    ),
  );
}

/** The brand whose own site this is, if any (a user-content host of a brand's domain vouches for nobody). */
export function ownerOf(hostname: string, policies: readonly BrandPolicy[]): BrandPolicy | undefined {
  if (isUserContentHost(hostname)) return undefined;
  return policies.find((p) => hostIn(hostname, brandDomains(p)) || isRegionalSite(hostname, p.domains));
}

interface Weighed {
  brand: string;
  claims: Reason[];
  claimWeight: number;
  total: number;
}

const sum = (reasons: readonly Reason[]) => reasons.reduce((total, r) => total + r.weight, 0);
const rounded = (n: number) => Math.round(n * 100) / 100;

export function judgePage(
  config: Pick<ExtensionConfig, 'blockedUrls'> & { brandPolicies: readonly BrandPolicy[] },
  evidence: PageEvidence,
): PageVerdict {
  if (isBlockedUrl(config, evidence.url)) return { kind: 'blocked' };
  if (!asksForCredentials(evidence, config.brandPolicies)) return { kind: 'no credentials' };
  const url = new URL(evidence.url);
  const owner = ownerOf(url.hostname, config.brandPolicies);
  if (isGoogleForm(url)) {
    // The host's own brand is no imitation (every Google Form says "Google").
    const others = config.brandPolicies.filter((p) => !hostIn(url.hostname, brandDomains(p)));
    const reasons = others.flatMap((p) => brandClaims(evidence, p)).filter((r) => r.weight > 0);
    const brands = [...new Set(reasons.map((r) => r.brand).filter((b): b is string => Boolean(b)))];
    return { kind: 'detected', type: EVENT_TYPES.googleFormPassword, brands, score: 1, reasons };
  }
  if (owner) return { kind: 'genuine', brand: owner.brandName };

  const families = brandFamilies(config.brandPolicies, evidence);
  // A host dressed up as a brand names the brand, not a site of its own.
  const dressedUp = families.some((f) => f.claims.some((c) => c.signal === 'lookalike-host'));
  const risks = pageRisks(evidence).filter((r) => !(dressedUp && r.signal === 'own-name-in-title'));
  const weighed = weighEvidence(withSoleName(families, risks), risks);
  if (weighed.kind === 'no brand') return { kind: 'no brand', reasons: risks };
  const { brands, score, reasons } = weighed;
  return weighed.kind === 'detected'
    ? { kind: 'detected', type: EVENT_TYPES.incident, brands, score, reasons }
    : { kind: 'suspicious', brands, score, reasons };
}

/**
 * Each brand's claims, brands the extension knows as one (Microsoft and Office 365) weighed together:
 * a kit naming "Office 365" in its address and showing Microsoft's copyright makes one claim, not two
 * halves. Of each signal the heaviest counts once.
 */
function brandFamilies(policies: readonly BrandPolicy[], evidence: PageEvidence) {
  const families = new Map<string, { brand: string; claims: Reason[]; weight: number }>();
  for (const policy of policies) {
    const claims = brandClaims(evidence, policy);
    if (claims.length === 0) continue;
    const family = knowledgeOf(policy)[0]?.names[0] ?? policy.brandName;
    const joined = families.get(family);
    const weight = sum(claims);
    if (!joined) {
      families.set(family, { brand: policy.brandName, claims, weight });
      continue;
    }
    const bySignal = new Map<string, Reason>();
    for (const claim of [...joined.claims, ...claims]) {
      const kept = bySignal.get(claim.signal);
      if (!kept || claim.weight > kept.weight) bySignal.set(claim.signal, claim);
    }
    const heavier = weight > joined.weight;
    families.set(family, {
      brand: heavier ? policy.brandName : joined.brand,
      claims: [...bySignal.values()],
      weight: Math.max(weight, joined.weight),
    });
  }
  return [...families.values()].map(({ brand, claims }) => ({ brand, claims }));
}

/** Where a page names a brand as itself: its title, sign-in area, logo or copyright (not its address or text at large). */
const NAME_SIGNALS = new Set<Reason['signal']>([
  'brand-in-title',
  'brand-in-heading',
  'brand-in-form',
  'brand-logo',
  'brand-copyright',
]);

/**
 * A page that never names the site it is on (or is on a bare IP address, a site with no name to say),
 * and names one brand (one family) as itself, goes by that brand's name alone: a kit on a hijacked
 * host or a rented server. A genuine site names itself beside any brand it offers.
 */
const NAMELESS = new Set<Reason['signal']>(['no-own-name', 'ip-host']);

function withSoleName(families: { brand: string; claims: Reason[] }[], risks: readonly Reason[]) {
  if (!risks.some((r) => NAMELESS.has(r.signal))) return families;
  const named = families.filter((f) => f.claims.some((c) => NAME_SIGNALS.has(c.signal)));
  if (named.length !== 1) return families;
  return families.map((f) =>
    f === named[0] ? { ...f, claims: [...f.claims, reason('brand-sole-name', f.brand)] } : f,
  );
}

/**
 * The weighing itself, apart from reading the page: each brand's claims with the page's risks. The
 * benchmark weighs logged reasons again through it, without one signal, to tell what each adds.
 */
export function weighEvidence(
  candidates: readonly { brand: string; claims: Reason[] }[],
  risks: readonly Reason[],
):
  | { kind: 'no brand' }
  | { kind: 'detected' | 'suspicious'; brands: string[]; score: number; reasons: Reason[] } {
  const riskWeight = sum(risks);
  const weighed: Weighed[] = candidates
    .map(({ brand, claims }) => {
      const claimWeight = sum(claims);
      return { brand, claims, claimWeight, total: claimWeight + riskWeight };
    })
    .filter((w) => rounded(w.claimWeight) >= BRAND_CLAIMS_MIN)
    .sort((a, b) => b.total - a.total);
  const top = weighed[0];
  // Sums of weights are rounded to the hundredth: 0.35 + 0.35 + 0.1 is 0.8, not 0.7999….
  if (!top || rounded(top.total) < SUSPICIOUS) return { kind: 'no brand' };
  const kind = rounded(top.total) >= CONFIDENT ? 'detected' : 'suspicious';
  const threshold = kind === 'detected' ? CONFIDENT : SUSPICIOUS;
  const named = weighed.filter((w) => rounded(w.total) >= threshold);
  return {
    kind,
    brands: named.map((w) => w.brand),
    score: rounded(Math.min(1, top.total / (CONFIDENT * 1.5))),
    reasons: [...named.flatMap((w) => w.claims), ...risks],
  };
}
