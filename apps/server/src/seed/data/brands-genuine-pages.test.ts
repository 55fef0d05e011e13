import { isUserContentHost } from '@baitwatch/contracts/extension/detection/hosts';
import { judgePage } from '@baitwatch/contracts/extension/detection/judge-page';
import { emptyEvidence, type PageEvidence } from '@baitwatch/contracts/extension/detection/page-evidence';
import type { ExtensionConfig } from '@baitwatch/contracts/extension/extension-config';
import { describe, expect, it } from 'vitest';
import { DEMO_BRANDS } from './brands.ts';

// The extension must not flag the demo's brands' own pages (no false positives on them): each brand's own
// sign-in page, on each of the brand's host names, is genuine; the same page on a look-alike host is
// detected as that brand.

const brandPolicies: ExtensionConfig['brandPolicies'] = DEMO_BRANDS.filter((b) => b.isActive).map((b) => ({
  brandName: b.brandName,
  alias: b.alias,
  domains: b.domains.map((d) => d.value),
}));
const config = { brandPolicies, blockedUrls: [] };

/** A sign-in page as the brand itself makes it: its name in the title, logo, text and form target. */
const signInPage = (brand: string, host: string): PageEvidence => ({
  ...emptyEvidence(`https://${host}/signin`),
  title: `Sign in to your ${brand} account`,
  fields: [{ kind: 'password', inFrame: false }],
  formHeadings: [brand, 'Sign in'],
  formTexts: ['Email', 'Password', 'Forgot password?'],
  controls: ['Sign in with Google'],
  formImages: [{ text: `${brand} logo`, src: `https://${host}/logo.svg` }],
  formTargets: [`https://${host}/session`],
});

describe('the demo brands’ genuine sign-in pages', () => {
  // A brand's user-content hosts (dropboxusercontent.com) publish anyone's pages: not the brand's own.
  const cases = brandPolicies.flatMap((policy) =>
    policy.domains
      .filter((domain) => !isUserContentHost(domain))
      .flatMap((domain) => [
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
