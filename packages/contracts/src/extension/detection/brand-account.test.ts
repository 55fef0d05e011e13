import { describe, expect, it } from 'vitest';
import { brandAccountIn } from './brand-account.ts';
import { brandTerms } from './brand-terms.ts';

const paypal = brandTerms({
  brandName: 'PayPal',
  alias: [{ value: 'paypal', isPartialMatch: true }],
});
const apple = brandTerms({
  brandName: 'Apple',
  alias: [{ value: 'Apple ID', isPartialMatch: false }],
});

describe('a title or heading that asks for the brand’s own account', () => {
  it.each([
    ['Log in to your PayPaI account', paypal],
    ['Connectez-vous à votre compte PayPal', paypal],
    ['Inicia sesión en tu cuenta de PayPal', paypal],
    ['Acesse sua conta PayPal', paypal],
    ['Melden Sie sich bei Ihrem PayPal-Konto an', paypal],
    ['Verify your Apple ID', apple],
  ])('“%s” asks for it', (text, terms) => {
    expect(brandAccountIn(text, terms)).toBeDefined();
  });

  it.each([
    ['Sign in to your account', paypal],
    ['PayPal accepted here. Sign in to your account', paypal],
    ['An apple a day: sign in to your account', apple],
  ])('“%s” does not', (text, terms) => {
    expect(brandAccountIn(text, terms)).toBeUndefined();
  });
});
