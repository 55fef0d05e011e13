import { emptyEvidence, type PageEvidence } from '@baitwatch/contracts/extension/detection/page-evidence';
import type { ExtensionConfig } from '@baitwatch/contracts/extension/extension-config';
import { brandStyle } from './brand-styles.ts';
import type { PageHtmlSpec } from './fake-page-html.ts';

// What the extension's reader takes from a demo kit page (fake-page-html.ts renders the same spec):
// the demo's events are judged by the extension's own rules from it, so their reasons are the ones a
// real extension would give for that page.

/**
 * The kit's copy of the brand's reference logo, as the extension hashes it: a copy redrawn at another
 * size differs from the reference in a few of its 64 bits (here the last four).
 */
function copiedLogo(brand: string, config: ExtensionConfig | undefined) {
  const reference = config?.brandPolicies.find((p) => p.brandName === brand)?.logoHashes?.[0];
  if (!reference) return [];
  const redrawn = (Number.parseInt(reference.slice(-1), 16) ^ 0xf).toString(16);
  return [{ text: '', src: 'images/logo.png', hash: `${reference.slice(0, -1)}${redrawn}` }];
}

export function fakePageEvidence(spec: PageHtmlSpec, config?: ExtensionConfig): PageEvidence {
  const page = emptyEvidence(spec.url);
  const collector = `https://${spec.collector}/${spec.script === 'none' ? 'next.php' : 'gate.php'}`;
  if (spec.googleForm)
    return {
      ...page,
      title: spec.heading,
      formHeadings: [`${spec.brand} account verification`],
      formQuestions: ['Email address *', 'Password *', 'Confirm password *'],
      formTargets: [spec.url.replace('viewform', 'formResponse')],
    };
  const style = brandStyle(spec.brand);
  return {
    ...page,
    title: `${spec.heading} | ${spec.brand}`,
    fields: [
      { kind: 'identifier', inFrame: false },
      { kind: 'password', inFrame: false },
    ],
    formHeadings: [spec.brand, spec.heading],
    formTexts: [style.field, 'Password'],
    formImages: copiedLogo(spec.brand, config),
    controls: ['Forgot password?', style.button],
    formTargets: [spec.script === 'none' ? collector : `${spec.url.split('#')[0]}#`],
    scriptUrls: spec.script === 'fetch' ? [collector] : [],
    markers: ['login', 'passwd', 'ref'],
  };
}
