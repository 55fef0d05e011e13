import { describe, expect, it } from 'vitest';
import { ownSiteNames, withoutOwnName } from './own-site-name.ts';

describe("a site's own name", () => {
  it('is what the host spells, in labels long enough to be a name', () => {
    expect(ownSiteNames('www.apple-ipod-parts.co.uk')).toEqual(['appleipodparts']);
    expect(ownSiteNames('shop.example.com')).toEqual([]);
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
