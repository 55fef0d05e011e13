import { describe, expect, it } from 'vitest';
import { isFreeHosting, isRegionalSite, lookalikeHost, siteOf } from './hosts.ts';
import { unicodeHost } from './punycode.ts';

// What a host says about a page: whose site it is, and whether it dresses up as a brand.

const paypal = [{ value: 'PayPal', partial: false }];

describe('hosts', () => {
  it('knows the registrable site', () => {
    expect(siteOf('login.kit.example.co.uk')).toBe('example.co.uk');
    expect(siteOf('evil.web.app')).toBe('evil.web.app');
    expect(siteOf('a.b.example.com')).toBe('example.com');
    expect(siteOf('45.67.12.9')).toBe('45.67.12.9');
    // A country's second-level names (ac.th, edu.au, gob.mx) are suffixes too.
    expect(siteOf('accounts.kmutt.ac.th')).toBe('kmutt.ac.th');
    expect(siteOf('sso.unimelb.edu.au')).toBe('unimelb.edu.au');
  });

  it('decodes punycode', () => {
    expect(unicodeHost('xn--pypal-4ve.com')).toBe('pаypal.com');
    expect(unicodeHost('xn--a_b.com')).toBe('xn--a_b.com');
  });

  it('sees a brand’s regional sites, not under free country codes', () => {
    expect(isRegionalSite('www.amazon.fr', ['amazon.com'])).toBe(true);
    expect(isRegionalSite('www.paypal.co.uk', ['paypal.com'])).toBe(true);
    expect(isRegionalSite('amazon.tk', ['amazon.com'])).toBe(false);
    expect(isRegionalSite('amazon.example.com', ['amazon.com'])).toBe(false);
  });

  it('sees free hosting', () => {
    expect(isFreeHosting('kit-123.web.app')).toBe(true);
    expect(isFreeHosting('www.example.com')).toBe(false);
  });

  it.each([
    ['paypal-secure-login.com', true],
    ['xn--pypal-4ve.com', true],
    ['paypa1.com', true],
    ['www.example.com', false],
  ])('%s dresses up as PayPal: %s', (host, expected) => {
    expect(lookalikeHost(host, paypal, ['paypal.com']) !== null).toBe(expected);
  });

  it('sees a brand’s own domain followed by more labels as a strong look-alike', () => {
    const chase = [{ value: 'Chase', partial: false }];
    expect(lookalikeHost('chase.com.secure05c.example.ml', chase, ['chase.com'])).toMatchObject({
      strong: true,
    });
    expect(lookalikeHost('login.chase.com.example.net', chase, ['chase.com'])).toMatchObject({
      strong: true,
    });
  });

  it('takes an ordinary word in a host as a weak sign only, and a slip from a short name as none', () => {
    expect(
      lookalikeHost('apple-orchard.com', [{ value: 'Apple', partial: false }], ['apple.com']),
    ).toMatchObject({ strong: false });
    expect(
      lookalikeHost('finance.example.com', [{ value: 'Binance', partial: true }], ['binance.com']),
    ).toMatchObject({ strong: false });
  });
});
