import type { BrandMatch } from '@baitwatch/contracts/extension/page-rules';
import { termIn } from '@baitwatch/contracts/extension/page-rules';
import type { DetectionBox } from '@baitwatch/contracts/extension/report-event';

// The boxes of what the rules matched, for the marked screenshot: the password field, the logos and
// form targets naming the brand, and the first few texts naming it. In CSS pixels of the viewport;
// only what is on screen (the screenshot is of the visible tab).

const TEXT_BOXES_MAX = 3;

function boxOf(element: Element, label: string): DetectionBox | null {
  const rect = element.getBoundingClientRect();
  const x = Math.max(0, rect.left);
  const y = Math.max(0, rect.top);
  const width = Math.min(rect.right, window.innerWidth) - x;
  const height = Math.min(rect.bottom, window.innerHeight) - y;
  if (width < 1 || height < 1) return null;
  return { label, x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) };
}

/** Elements whose own text names the term (the innermost ones). */
function textElements(doc: Document, term: string): Element[] {
  const found: Element[] = [];
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node && found.length < TEXT_BOXES_MAX; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && termIn(node.textContent ?? '', term, true) && !found.includes(parent)) found.push(parent);
  }
  return found;
}

export function matchBoxes(doc: Document, matches: BrandMatch[]): DetectionBox[] {
  const boxes: (DetectionBox | null)[] = [];
  const password = doc.querySelector('input[type="password" i]');
  if (password) boxes.push(boxOf(password, 'password field'));
  for (const match of matches) {
    const label = match.brand;
    if (match.where === 'image')
      for (const img of doc.querySelectorAll('img[alt]'))
        if (termIn(img.getAttribute('alt') ?? '', match.term, true)) boxes.push(boxOf(img, label));
    if (match.where === 'form')
      for (const form of doc.forms) if (termIn(form.action, match.term, true)) boxes.push(boxOf(form, label));
    if (match.where === 'text')
      for (const element of textElements(doc, match.term)) boxes.push(boxOf(element, label));
  }
  return boxes.filter((b): b is DetectionBox => b !== null).slice(0, 100);
}
