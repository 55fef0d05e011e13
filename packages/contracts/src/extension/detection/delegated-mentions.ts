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

const DELEGATED = new RegExp(
  `\\b(?:${VERBS.map((v) => v.replace(' ', '[\\s-]*')).join('|')})\\s+(?:with|using|via|through|on)\\s+(?!(?:your|an?|the|my)\\b)[\\p{L}\\p{N}][\\p{L}\\p{N}.'-]*`,
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

/** The text without the phrases that delegate to a brand. */
export const withoutDelegatedMentions = (text: string) =>
  text.replace(OFFERED_ACCOUNT, ' ').replace(DELEGATED, ' ');
