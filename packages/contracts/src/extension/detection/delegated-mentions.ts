// Phrases that name a brand to hand a task over to it, not to be it: "Log in with PayPal", "Continue
// with Google", "Pay with PayPal", "Connect with Facebook". A site that offers a brand's sign-in or
// payment does not imitate it. "Sign in with your Microsoft account" keeps its claim: "your" makes the
// brand's account the one asked for here, as kits phrase it.

const VERBS = [
  'sign in', 'sign on', 'sign up', 'signin', 'signup', 'log in', 'log on', 'login', 'logon', 'continue',
  'connect', 'register', 'join', 'pay', 'checkout', 'check out', 'buy', 'share', 'follow us',
];

const DELEGATED = new RegExp(
  `\\b(?:${VERBS.map((v) => v.replace(' ', '\\s*')).join('|')})\\s+(?:with|using|via|through|on)\\s+(?!(?:your|an?|the|my)\\b)[\\p{L}\\p{N}][\\p{L}\\p{N}.'-]*`,
  'giu',
);

/** The text without the phrases that delegate to a brand. */
export const withoutDelegatedMentions = (text: string) => text.replace(DELEGATED, ' ');
