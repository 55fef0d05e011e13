import { emptyEvidence, type PageEvidence } from '@baitwatch/contracts/extension/detection/page-evidence';
import { brandStyle } from './brand-styles.ts';
import type { PageHtmlSpec } from './fake-page-html.ts';

// What the extension's reader takes from a demo kit page (fake-page-html.ts renders the same spec):
// the demo's events are judged by the extension's own rules from it, so their reasons are the ones a
// real extension would give for that page.

export function fakePageEvidence(spec: PageHtmlSpec): PageEvidence {
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
    controls: ['Forgot password?', style.button],
    formTargets: [spec.script === 'none' ? collector : `${spec.url.split('#')[0]}#`],
    scriptUrls: spec.script === 'fetch' ? [collector] : [],
    markers: ['login', 'passwd', 'ref'],
  };
}
