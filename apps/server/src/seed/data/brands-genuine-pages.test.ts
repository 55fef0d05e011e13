import type { ExtensionConfig } from '@baitwatch/contracts/extension/extension-config';
import { judgePage, type PageSignals } from '@baitwatch/contracts/extension/page-rules';
import { describe, expect, it } from 'vitest';
import { DEMO_BRANDS } from './brands.ts';

// The extension's false positives on the demo's brands (issue 11's closing note): each brand's own
// sign-in page, on each of the brand's host names, is genuine; the same page on a look-alike host is
// detected as that brand.

const brandPolicies: ExtensionConfig['brandPolicies'] = DEMO_BRANDS.filter((b) => b.isActive).map((b) => ({
  brandName: b.brandName,
  alias: b.alias,
  domains: b.domains.map((d) => d.value),
}));
const config = { brandPolicies, blockedUrls: [] };

/** A sign-in page as the brand itself makes it: its name in the title, logo, text and form target. */
const signInPage = (brand: string, host: string): PageSignals => ({
  url: `https://${host}/signin`,
  title: `Sign in to your ${brand} account`,
  visibleText: `${brand}\nSign in\nEmail\nPassword\nForgot password?\nSign in with Google`,
  imageAlts: [`${brand} logo`],
  formTargets: [`https://${host}/session`],
  hasPasswordField: true,
  formQuestions: [],
});

describe('the demo brands’ genuine sign-in pages', () => {
  const cases = brandPolicies.flatMap((policy) =>
    policy.domains.flatMap((domain) => [
      [policy.brandName, domain],
      [policy.brandName, `login.${domain}`],
    ]),
  );

  it.each(cases)('%s on %s is genuine', (brand, host) => {
    expect(judgePage(config, signInPage(brand, host))).toEqual({
      kind: 'genuine',
      brand: expect.any(String),
    });
  });

  it.each(brandPolicies.map((p) => [p.brandName]))(
    '%s on a look-alike host is detected as itself',
    (brand) => {
      const verdict = judgePage(
        config,
        signInPage(brand, `${brand.toLowerCase().replace(/\W+/g, '-')}-verify.test`),
      );
      expect(verdict).toMatchObject({ kind: 'detected', type: 0 });
      expect(verdict.kind === 'detected' && verdict.brands).toContain(brand);
    },
  );
});
