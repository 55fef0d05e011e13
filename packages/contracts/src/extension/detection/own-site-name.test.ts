import { describe, expect, it } from 'vitest';
import { ownSiteNames, titleSaysSiteName, withoutOwnName } from './own-site-name.ts';

describe("a site's own name", () => {
  it('is what the host spells, in labels long enough to be a name', () => {
    expect(ownSiteNames('www.apple-ipod-parts.co.uk')).toEqual(['appleipodparts', 'appleipodpartsco']);
    expect(ownSiteNames('shop.example.com')).toEqual(['shopexample', 'examplecom']);
  });

  it('is also a section named with its site ("Meta Stack Exchange" on meta.stackexchange.com)', () => {
    const names = ownSiteNames('meta.stackexchange.com');
    expect(names).toContain('metastackexchange');
    expect(withoutOwnName('Log in - Meta Stack Exchange', names).trim()).toBe('Log in -');
  });

  it('is said by a title that spells the registrable domain’s name, spaces aside', () => {
    expect(titleSaysSiteName('Log in - Meta Stack Exchange', 'stackexchange.com')).toBe(true);
    expect(titleSaysSiteName('Log in to Meta', 'greenvalley-bakery.test')).toBe(false);
    // A name made of sign-in words is a kit's, and a short one is said by chance.
    expect(titleSaysSiteName('Secure login', 'secure.com')).toBe(false);
    expect(titleSaysSiteName('Bank login', 'ban.com')).toBe(false);
  });

  it('is left out where the page writes it in two words or more', () => {
    const names = ['appleipodparts'];
    expect(withoutOwnName('Apple iPod Parts - Sign in', names).trim()).toBe('- Sign in');
    expect(withoutOwnName('© 2024 Apple-iPod Parts', names)).not.toMatch(/Apple/);
  });

  it('stays where the page writes only part of it, or the brand word alone', () => {
    expect(withoutOwnName('Sign in with your Apple account', ['appleipodparts'])).toBe(
      'Sign in with your Apple account',
    );
    expect(withoutOwnName('Apple', ['apple'])).toBe('Apple');
  });

  it('is never a name in sign-in words', () => {
    expect(withoutOwnName('Apple ID Support', ['appleidsupport'])).toBe('Apple ID Support');
  });
});
