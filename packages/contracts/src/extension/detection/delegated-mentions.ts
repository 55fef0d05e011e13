// Phrases that name a brand to hand a task over to it, not to be it: "Log in with PayPal", "Continue
// with Google", "Pay with PayPal", "Connect with Facebook". A site that offers a brand's sign-in or
// payment does not imitate it. "Sign in with your Microsoft account" keeps its claim: "your" makes the
// brand's account the one asked for here, as kits phrase it.

const VERBS = [
  'sign in',
  'sign on',
  'sign up',
  'signin',
  'signup',
  'log in',
  'log on',
  'login',
  'logon',
  'continue',
  'connect',
  'register',
  'join',
  'pay',
  'checkout',
  'check out',
  'buy',
  'share',
  'follow us',
];

/** A brand's name as a delegating phrase writes it (not "your", "an", "the", "my"). */
const BRAND_WORD = "(?!(?:your|an?|the|my)\\b)[\\p{L}\\p{N}][\\p{L}\\p{N}.'-]*";

const DELEGATED = new RegExp(
  `\\b(?:${VERBS.map((v) => v.replace(' ', '[\\s-]*')).join('|')})\\s+(?:with|using|via|through|on)\\s+${BRAND_WORD}`,
  'giu',
);

/**
 * The same in the languages sign-in pages are written in, a verb then "with" then the brand:
 * "Se connecter avec Google", "Mit Google anmelden" (the preposition leads), "Iniciar sesión con",
 * "Entrar com o Google", "Accedi con", "Войти через", "Inloggen met", "Zaloguj się przez",
 * "Đăng nhập bằng", "Masuk dengan", "使用 Google 登录".
 */
const DELEGATED_ELSEWHERE = new RegExp(
  [
    // verb, preposition, brand
    `(?:connecter|connexion|continuer|inscrire|identifier|iniciar sesi[oó]n|inicia sesi[oó]n|continuar|reg[ií]strate|registrarse|acceder|entrar|fazer login|cadastr[ae]-se|accedi|continua|registrati|войти|вход|продолжить|зарегистрироваться|inloggen|doorgaan|aanmelden|zaloguj(?: się)?|kontynuuj|đăng nhập|tiếp tục|masuk|lanjutkan|daftar|เข้าสู่ระบบ|ลงชื่อเข้าใช้|ดำเนินการต่อ)`,
    // (Thai writes no space between the verb and "with")
    `\\s*(?:avec|con|com(?:\\s+[ao])?|via|через|с помощью|met|przez|z|bằng|với|dengan|ด้วย)\\s+${BRAND_WORD}`,
  ].join('') +
    // German: "mit Google anmelden", "über Facebook fortfahren"
    `|\\b(?:mit|über)\\s+${BRAND_WORD}\\s+(?:anmelden|einloggen|fortfahren|registrieren|verbinden)` +
    // Chinese: "使用 Google 登录", "通过 Google 继续"
    `|(?:使用|通过|透過|用|以)\\s*${BRAND_WORD}\\s*(?:登录|登入|登錄|继续|繼續|注册|註冊)` +
    // The brand first: "Googleでログイン", "Google로 로그인", "Google ile giriş yap". With the brand's
    // account named ("Microsoft アカウントでサインイン") the brand's own sign-in is asked for, as "with
    // your Microsoft account" in English, and the claim stays.
    `|${BRAND_WORD}\\s*で\\s*(?:ログイン|続ける|続行|登録|サインイン|新規登録)` +
    `|${BRAND_WORD}\\s*(?:으로|로)\\s*(?:로그인|계속|가입|시작)` +
    `|${BRAND_WORD}\\s+ile\\s+(?:giriş|devam|kaydol|oturum)`,
  'giu',
);

/**
 * Words of paying and shopping: a brand named among them is a payment mark or partner ("We have teamed
 * up with PayPal to guarantee safe shopping", "All major cards, Amex, PayPal"), not a sign-in's claim.
 */
const PAYMENT_WORDS =
  /\b(pay|payments?|paying|checkout|shop|shopping|purchases?|orders?|cards?|debit|credit|buyer|accepted|secure checkout)\b/iu;

export const isPaymentMention = (text: string) => PAYMENT_WORDS.test(text);

/**
 * "Use your LinkedIn account to sign up with us": the brand's account offered as a way into this
 * site, which speaks of itself as "us" (a kit speaks as the brand: "Use your Google Account").
 */
const OFFERED_ACCOUNT =
  /\b(?:use|using)\s+your\s+(?:[\p{L}\p{N}][\p{L}\p{N}.'-]*\s+){1,2}(?:account|profile|login|id)\s+to\s+(?:sign|log|register|join|connect)[\s-]*(?:in|up|on)?\b[^.!?:]{0,40}?\b(?:with|to|at|on)\s+(?:us|our)\b/giu;

/**
 * A brand's browser, app store or captcha named as a tool the page needs ("please use Google Chrome",
 * "Get it on Google Play", "protected by reCAPTCHA"): the brand's product, not the page's own name.
 */
const BRAND_TOOLS =
  /\b(?:google\s+chrome|microsoft\s+edge|internet\s+explorer|apple\s+safari|google\s+play|app\s+store|microsoft\s+store|google\s+recaptcha|recaptcha|google\s+maps|google\s+analytics)\b/giu;

/**
 * The visitor's session at a brand, stated rather than asked for ("Not logged in to Facebook", "Do you
 * also want to log out from Facebook?"): a site that signs in through the brand speaks so; a kit asks
 * to "Log in to Facebook", which stays a claim.
 */
const SESSION_AT_BRAND = new RegExp(
  `\\b(?:(?:logged|signed)\\s+(?:in|into|on)(?:\\s+to)?|log\\s*-?\\s*out\\s+(?:from|of)|sign\\s*-?\\s*out\\s+(?:from|of))\\s+${BRAND_WORD}`,
  'giu',
);

/**
 * An account offered at one of two brands, as the Romance languages word it ("com sua conta do Google
 * ou Facebook", "con tu cuenta de Google o Facebook", "avec votre compte Google ou Facebook"): a site's
 * federated sign-in. A kit asks for the account of the one brand it imitates.
 */
const EITHER_BRANDS_ACCOUNT = new RegExp(
  `\\b(?:conta|cuenta|compte|conto)\\s+(?:(?:do|da|de|del|di)\\s+)?${BRAND_WORD}\\s+(?:ou|o|or|oppure)\\s+${BRAND_WORD}`,
  'giu',
);

/** The text without the phrases that delegate to a brand or name its tools. */
export const withoutDelegatedMentions = (text: string) =>
  text
    .replace(SESSION_AT_BRAND, ' ')
    .replace(OFFERED_ACCOUNT, ' ')
    .replace(EITHER_BRANDS_ACCOUNT, ' ')
    .replace(DELEGATED, ' ')
    .replace(DELEGATED_ELSEWHERE, ' ')
    .replace(BRAND_TOOLS, ' ');
