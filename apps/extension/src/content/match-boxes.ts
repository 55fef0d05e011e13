import { termIn, textPlace } from '@baitwatch/contracts/extension/detection/brand-terms';
import type { Reason } from '@baitwatch/contracts/extension/detection/signals';
import type { DetectionBox } from '@baitwatch/contracts/extension/report-event';
import type { FoundField } from './credential-fields.ts';
import { attribute, bodyOfDocument, parent, queryAll, rect, textOf, textWalker } from './safe-dom.ts';

// The boxes of what the rules weighed, for the marked screenshot: the credential fields, the logos
// and the first few texts naming the brand. In CSS pixels of the viewport; only what is on screen
// (the screenshot is of the visible tab).

const TEXT_BOXES_MAX = 3;
const BOXES_MAX = 100;

function boxOf(element: Element, label: string): DetectionBox | null {
  const r = rect(element);
  const x = Math.max(0, r.left);
  const y = Math.max(0, r.top);
  const width = Math.min(r.right, window.innerWidth) - x;
  const height = Math.min(r.bottom, window.innerHeight) - y;
  if (width < 1 || height < 1) return null;
  return { label, x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) };
}

const names = (text: string, term: string) => termIn(textPlace(text), { value: term, partial: true });

/** Elements whose own text names the term (the innermost ones). */
function textElements(doc: Document, term: string): Element[] {
  const body = bodyOfDocument(doc);
  if (!body) return [];
  const found: Element[] = [];
  const walker = textWalker(doc, body);
  for (let node = walker.nextNode(); node && found.length < TEXT_BOXES_MAX; node = walker.nextNode()) {
    const owner = parent(node);
    if (owner && names(textOf(node), term) && !found.includes(owner)) found.push(owner);
  }
  return found;
}

export function matchBoxes(
  doc: Document,
  fields: readonly FoundField[],
  reasons: readonly Reason[],
): DetectionBox[] {
  const boxes: (DetectionBox | null)[] = fields
    .slice(0, 3)
    .map((f) => boxOf(f.element, `${f.kind.replace('-', ' ')} field`));
  const seen = new Set<string>();
  for (const r of reasons) {
    if (!r.term || !r.brand || seen.has(`${r.signal}:${r.term}`)) continue;
    seen.add(`${r.signal}:${r.term}`);
    const term = r.term;
    if (r.signal === 'brand-logo')
      for (const img of queryAll(doc, 'img'))
        if (names(`${attribute(img, 'alt')} ${attribute(img, 'src').split('/').at(-1) ?? ''}`, term))
          boxes.push(boxOf(img, r.brand));
    if (r.signal === 'brand-in-heading' || r.signal === 'brand-in-form' || r.signal === 'brand-in-text')
      for (const element of textElements(doc, term)) boxes.push(boxOf(element, r.brand));
  }
  return boxes.filter((b): b is DetectionBox => b !== null).slice(0, BOXES_MAX);
}
