import type { PageSignals } from '@baitwatch/contracts/extension/page-rules';

// Reads what the detection rules look at from the page. Only called once a page asks for credentials
// (a password field, or a Google Form), so other pages are never read beyond that one query.

/** Caps that keep a scan cheap on a huge page. */
const TEXT_MAX = 20_000;
const ALTS_MAX = 50;
const FORMS_MAX = 20;

const GOOGLE_FORM = /^docs\.google\.com$/i;

export const hasPasswordField = (doc: Document) => doc.querySelector('input[type="password" i]') !== null;

export const isGoogleFormPage = (location: Location) =>
  GOOGLE_FORM.test(location.hostname) && location.pathname.startsWith('/forms/');

/** The page may ask for credentials: worth reading its signals. */
export const mayAskForCredentials = (doc: Document) =>
  hasPasswordField(doc) || isGoogleFormPage(doc.location);

const texts = (elements: Iterable<Element>, max: number) =>
  [...elements]
    .slice(0, max)
    .map((e) => (e.textContent ?? '').trim())
    .filter(Boolean);

export function readSignals(doc: Document): PageSignals {
  return {
    url: doc.location.href,
    title: doc.title,
    // innerText on purpose: what the person sees (hidden text and scripts left out), not the DOM's text.
    // biome-ignore lint/performance/useDomNodeTextContent: the visible text is the rule's signal.
    visibleText: (doc.body?.innerText ?? '').slice(0, TEXT_MAX),
    imageAlts: [...doc.querySelectorAll('img[alt]')]
      .slice(0, ALTS_MAX)
      .map((img) => img.getAttribute('alt') ?? '')
      .filter(Boolean),
    formTargets: [...doc.forms].slice(0, FORMS_MAX).map((form) => form.action),
    hasPasswordField: hasPasswordField(doc),
    // Google Forms title each question with a heading; labels cover plain forms imitating one.
    formQuestions: isGoogleFormPage(doc.location)
      ? texts(doc.querySelectorAll('[role="heading"], label, legend'), 200)
      : [],
  };
}
