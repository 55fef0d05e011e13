import type { PageEvidence, PageImage } from '@baitwatch/contracts/extension/detection/page-evidence';
import { evidenceOf, imagesOf, wordlessPictures } from './area-pictures.ts';
import { CONTROLS, NOT_CLAIMS, outsideClaims } from './claim-regions.ts';
import { credentialFields, type FoundField } from './credential-fields.ts';
import { delegatesSignIn } from './delegating-links.ts';
import type { WordlessPicture } from './picture-words.ts';
import {
  addressOf,
  attribute,
  bodyOfDocument,
  closest,
  parent,
  query,
  queryAll,
  rootOf,
  tagName,
  textOf,
  textWalker,
  titleOf,
  visibleTextOf,
} from './safe-dom.ts';
import { socialRowOf } from './social-links.ts';

// Reads what the detection rules weigh from a page that asks for credentials, sorted by place: the
// sign-in area (the card or column around the credential form: its headings, logos, words, buttons
// and links) apart from the rest of the page, and footers, navigation and social links (a region so
// named, or a row of icon links to networks: social-links.ts) left out, so
// that a brand named there claims nothing. Capped everywhere: a huge page costs no more than a small one.

const AREA_TEXT_MAX = 1_500;
const OTHER_TEXT_MAX = 20_000;
const TEXT_NODES_MAX = 300;
const RESOURCES_MAX = 300;
const INLINE_SCRIPT_MAX = 200_000;
const LINKS_MAX = 500;

const HEADINGS =
  'h1, h2, h3, h4, [role="heading"], legend, [class*="title" i], [id*="title" i], [class*="heading" i], [class*="header" i], [class*="logo" i], [id*="logo" i], [class*="brand" i]';
const URL_IN_TEXT =
  /https?:\/\/[^\s'"`<>)\\]+|\b(?:api\.telegram\.org|discord(?:app)?\.com\/api\/webhooks)[^\s'"`<>)\\]*/g;

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * The sign-in area: the highest ancestor of the credential field whose visible text stays short (a
 * login card, or the whole body of a small kit page).
 */
function signInArea(field: Element, doc: Document): Element {
  const body = bodyOfDocument(doc) ?? rootOf(doc) ?? field;
  let area: Element = field;
  // Up to the body itself: a kit's whole page is often no more than its sign-in card.
  for (let up = parent(field); up; up = parent(up)) {
    // All text (hidden too) is cheap to measure and never shorter than the visible text: a large
    // ancestor is ruled out without laying the page out.
    if (textOf(up).length > AREA_TEXT_MAX * 20 || visibleTextOf(up).length > AREA_TEXT_MAX) break;
    area = up;
    if (up === body) break;
  }
  return area === field ? (parent(field) ?? field) : area;
}

function areaTexts(area: Element, doc: Document): string[] {
  const texts: string[] = [];
  const walker = textWalker(doc, area);
  for (let node = walker.nextNode(); node && texts.length < TEXT_NODES_MAX; node = walker.nextNode()) {
    const owner = parent(node);
    if (!owner || closest(owner, `${CONTROLS}, script, style, noscript, template`) || !outsideClaims(owner))
      continue;
    const text = textOf(node);
    if (text.length > 0 && text.length <= 200) texts.push(text);
  }
  for (const input of queryAll(area, 'input, label, textarea'))
    for (const name of ['placeholder', 'aria-label', 'title'] as const) {
      const value = attribute(input, name);
      if (value) texts.push(value);
    }
  return texts;
}

function resourcesOf(doc: Document): string[] {
  const found = [
    ...queryAll(doc, 'script[src], img[src], iframe[src], frame[src], source[src], embed[src]').map((e) =>
      addressOf(e, 'src'),
    ),
    ...queryAll(doc, 'link[href]').map((e) => addressOf(e, 'href')),
  ];
  for (const style of queryAll(doc, 'style').slice(0, 20))
    for (const match of textOf(style)
      .slice(0, 50_000)
      .matchAll(/url\(["']?(https?:[^"')]+)/g))
      found.push(match[1] ?? '');
  return found.filter((a) => !a.startsWith('data:')).slice(0, RESOURCES_MAX);
}

function scriptUrlsOf(doc: Document): string[] {
  let budget = INLINE_SCRIPT_MAX;
  const urls = new Set<string>();
  for (const script of queryAll(doc, 'script:not([src])')) {
    if (budget <= 0) break;
    const text = cut(textOf(script), budget);
    budget -= text.length;
    for (const match of text.matchAll(URL_IN_TEXT)) if (urls.size < 100) urls.add(match[0]);
  }
  return [...urls];
}

/** The rest of the visible text, without the regions that claim nothing. */
function otherTextOf(doc: Document): string {
  const body = bodyOfDocument(doc);
  if (!body) return '';
  // On a huge page the visible text would cost a layout of all of it: its first part will do.
  const all = textOf(body);
  let text =
    all.length > OTHER_TEXT_MAX * 10 ? cut(all, OTHER_TEXT_MAX) : cut(visibleTextOf(body), OTHER_TEXT_MAX);
  for (const region of queryAll(body, NOT_CLAIMS).slice(0, 30)) {
    const said = visibleTextOf(region);
    if (said) text = text.replace(said, ' ');
  }
  return text;
}

function markersOf(area: Element, doc: Document): string[] {
  const markers = new Set<string>();
  const add = (value: string) => value && markers.size < 2_000 && markers.add(value);
  for (const element of queryAll(doc, 'input, form, button, select').slice(0, 300)) {
    add(attribute(element, 'id'));
    add(attribute(element, 'name'));
  }
  for (const element of queryAll(area, '[id], [class], [data-testid]').slice(0, 800)) {
    add(attribute(element, 'id'));
    for (const name of attribute(element, 'class').split(/\s+/)) add(name);
  }
  for (const element of queryAll(doc, 'div[id], section[id], main[id]').slice(0, 300))
    add(attribute(element, 'id'));
  return [...markers];
}

function ownSiteLinksOf(doc: Document, host: string): number {
  let count = 0;
  for (const link of queryAll(doc, 'a[href]').slice(0, LINKS_MAX)) {
    const raw = attribute(link, 'href').trim();
    if (raw === '' || raw.startsWith('#') || /^javascript:/i.test(raw)) continue;
    try {
      if (new URL(addressOf(link, 'href')).hostname === host) count++;
    } catch {
      // Not an address.
    }
  }
  return count;
}

const COPYRIGHT = /(?:©|\(c\)|&copy;|copyright)\s*[^\n©]{0,60}/gi;

/** Copyright lines anywhere on the page, footers included: whose page it says it is. */
function copyrightsOf(doc: Document): string[] {
  const body = bodyOfDocument(doc);
  if (!body) return [];
  return [...cut(textOf(body), OTHER_TEXT_MAX * 5).matchAll(COPYRIGHT)].slice(0, 10).map((m) => m[0]);
}

function faviconOf(doc: Document): PageImage | null {
  const link = query(
    doc,
    'link[rel~="icon" i], link[rel="shortcut icon" i], link[rel~="apple-touch-icon" i]',
  );
  if (!link) return null;
  const src = addressOf(link, 'href');
  return { text: '', src: src.startsWith('data:') ? src.slice(0, 30) : src };
}

export interface ReadPage {
  evidence: PageEvidence;
  fields: FoundField[];
  area: Element | null;
  /** The sign-in area's pictures with no words of their own, not read yet. */
  wordlessPictures: WordlessPicture[];
}

export function readEvidence(doc: Document, isGoogleForm: boolean): ReadPage {
  const url = doc.location.href;
  const fields = credentialFields(doc);
  const primary = fields[0]?.element;
  const area = primary ? signInArea(primary, doc) : null;
  // Where the credentials go is where the strongest field asked for goes (the password's form, not
  // the newsletter's e-mail box beside it).
  const asking = fields.filter((f) => f.kind === fields[0]?.kind);
  const forms = [
    ...new Set(asking.map((f) => closest(f.element, 'form')).filter((f): f is Element => f !== null)),
  ];
  const socialRow = area ? socialRowOf(area) : new Set<Element>();
  const images = area ? imagesOf(area, socialRow) : [];
  const controls = area
    ? queryAll(area, CONTROLS)
        .filter((e) => outsideClaims(e) && !socialRow.has(e))
        .slice(0, 60)
    : [];
  const evidence: PageEvidence = {
    url,
    title: titleOf(doc),
    fields: fields.map((f) => ({ kind: f.kind, inFrame: false })),
    formHeadings: area
      ? queryAll(area, HEADINGS)
          .filter(outsideClaims)
          .slice(0, 40)
          .map((e) => cut(visibleTextOf(e).trim(), 200))
          .filter(Boolean)
      : [],
    formTexts: area ? areaTexts(area, doc) : [],
    formImages: evidenceOf(images),
    controls: controls.map((e) =>
      cut(visibleTextOf(e) || attribute(e, 'value') || attribute(e, 'aria-label'), 120),
    ),
    formLinks: controls
      .filter((e) => tagName(e) === 'a' && !delegatesSignIn(e))
      .map((e) => addressOf(e, 'href')),
    favicon: faviconOf(doc),
    otherText: otherTextOf(doc),
    formTargets: (forms.length > 0 ? forms : queryAll(doc, 'form').slice(0, 20)).map((f) =>
      addressOf(f, 'action'),
    ),
    resources: resourcesOf(doc),
    scriptUrls: scriptUrlsOf(doc),
    markers: area ? markersOf(area, doc) : [],
    ownSiteLinks: ownSiteLinksOf(doc, doc.location.hostname),
    copyrights: copyrightsOf(doc),
    formQuestions: isGoogleForm
      ? queryAll(doc, '[role="heading"], label, legend')
          .slice(0, 200)
          .map((e) => textOf(e))
          .filter(Boolean)
      : [],
  };
  return { evidence, fields, area, wordlessPictures: wordlessPictures(images) };
}
