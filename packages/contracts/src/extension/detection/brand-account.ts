import { type BrandTerm, firstTermIn, textPlace } from './brand-terms.ts';

// "Log in to your PayPal account", "Verify your Apple ID", "Connectez-vous à votre compte PayPal": a
// title or heading that asks for the brand's own account speaks as the brand. A site that offers the
// brand's sign-in says "with" ("Sign in with your Google account" to this site is still a claim, as
// kits phrase it; "Log in with PayPal" is removed before this is read), and a site's own account is
// "your account", with no brand's name inside the phrase.

/** The words between "your" and "account" (or "ID"), in the languages kits are written in. */
const YOUR_BRAND_ACCOUNT = [
  /\byour\s+((?:[\p{L}\p{N}'.-]+\s+){1,3})(?:account|id)\b/giu,
  /\b(?:votre|ton)\s+compte\s+((?:[\p{L}\p{N}'.-]+\s*){1,3})/giu,
  /\b(?:tu|su)\s+cuenta\s+(?:de\s+)?((?:[\p{L}\p{N}'.-]+\s*){1,3})/giu,
  /\b(?:sua|seu)\s+conta\s+(?:d[oa]\s+)?((?:[\p{L}\p{N}'.-]+\s*){1,3})/giu,
  /\b(?:ihr|dein)(?:e|em|en)?\s+((?:[\p{L}\p{N}'.]+[\s-]+){1,3})konto\b/giu,
  /\b(?:il\s+tuo|tuo)\s+account\s+((?:[\p{L}\p{N}'.-]+\s*){1,3})/giu,
];

/** The brand term named as the account asked for, if the text asks for one. */
export function brandAccountIn(text: string, terms: readonly BrandTerm[]): BrandTerm | undefined {
  for (const pattern of YOUR_BRAND_ACCOUNT)
    for (const match of text.matchAll(pattern)) {
      const found = firstTermIn(textPlace(match[1] ?? ''), terms);
      if (found) return found;
    }
  return undefined;
}
