import type { BrowserContext, Page } from 'playwright-core';

// What the benchmark measures inside each page, from an init script that runs in every frame before
// the page's own scripts: when the first credential field appeared (a password field, or a visible
// e-mail, user name, phone, card number, card code or security answer field), and when each of the extension's marks (its warning, a peer's
// banner) first appeared in the top frame. Times are epoch ms (performance.timeOrigin + now()), so
// frames and the benchmark compare. Each finding is sent to the benchmark at once through a binding:
// a page that is replaced (a peer's redirect to its block page) has already told what it saw.

/** A mark to watch for in the top frame: an element the extension adds. */
export interface ProbeMark {
  name: string;
  selector: string;
  /** A pattern (regex source, case-insensitive) of text that does not count yet: the element may change. */
  unless?: string;
}

export interface PageObservation {
  /** Epoch ms of the first credential field, in any frame; null when none appeared. */
  credentialAt: number | null;
  /** What it was (`password`, `email`, `text name=login`...) and in which frame. */
  credentialField: string | null;
  /** Epoch ms at which each mark first appeared. */
  marks: Record<string, number>;
  /** The mark's text when it appeared (a warning's words), shortened. */
  markTexts: Record<string, string>;
}

type ProbeMessage =
  | { kind: 'field'; at: number; field: string }
  | { kind: 'mark'; name: string; at: number; text: string };

const BINDING = '__detectionBenchProbe';

/** The init script. Plain browser code: it is serialized into every frame. */
function probe(settings: { binding: string; marks: ProbeMark[] }) {
  const report = (window as unknown as Record<string, (message: unknown) => void>)[settings.binding];
  if (typeof report !== 'function') return;
  const now = () => performance.timeOrigin + performance.now();
  const top = window === window.top;
  const NAMED = /user|email|login|mail|phone|account|card|cvv|cvc|csc|answer/i;
  let fieldSeen = false;
  const marksLeft = new Set(top ? settings.marks.map((m) => m.name) : []);
  const roots: (Document | ShadowRoot)[] = [document];

  const credentialField = (input: HTMLInputElement): string | null => {
    const type = (input.getAttribute('type') ?? 'text').toLowerCase();
    if (type === 'password') return 'password';
    if (!['email', 'text', 'tel', ''].includes(type)) return null;
    const named = ['name', 'id', 'autocomplete', 'placeholder']
      .map((attribute) => input.getAttribute(attribute) ?? '')
      .find((value) => NAMED.test(value));
    if (type !== 'email' && named === undefined) return null;
    if (!input.checkVisibility({ visibilityProperty: true, opacityProperty: false })) return null;
    return type === 'email' ? 'email' : `${type} "${named}"`;
  };

  const scan = () => {
    if (!fieldSeen) {
      for (const root of roots) {
        for (const input of root.querySelectorAll('input')) {
          const field = credentialField(input);
          if (!field) continue;
          fieldSeen = true;
          report({ kind: 'field', at: now(), field: top ? field : `${field} (in a frame)` });
          break;
        }
        if (fieldSeen) break;
      }
    }
    for (const mark of settings.marks) {
      if (!marksLeft.has(mark.name)) continue;
      const found = document.querySelector(mark.selector);
      if (!found) continue;
      // A warning drawn in an open shadow root (Baitwatch's) says its words there.
      const text = (found.shadowRoot?.textContent || found.textContent || '').replace(/\s+/g, ' ').trim();
      if (mark.unless && new RegExp(mark.unless, 'i').test(text)) continue;
      marksLeft.delete(mark.name);
      report({ kind: 'mark', name: mark.name, at: now(), text: text.slice(0, 300) });
    }
  };

  const observer = new MutationObserver(() => {
    scan();
    if (fieldSeen && marksLeft.size === 0) observer.disconnect();
  });
  // Attributes too: a field that a class or style change reveals counts when it becomes visible.
  const watch = (root: Node) =>
    observer.observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['type', 'class', 'style', 'hidden'],
    });
  // Kits hide their form in shadow roots: watch each one as it is made.
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
    const root = attachShadow.call(this, init);
    roots.push(root);
    watch(root);
    return root;
  };
  watch(document);
  scan();
  document.addEventListener('DOMContentLoaded', scan);
}

/** Installs the probe and its binding in a browser context; answers the observation of each page. */
export async function installProbe(context: BrowserContext, marks: ProbeMark[]) {
  const observations = new WeakMap<Page, PageObservation>();
  await context.exposeBinding(BINDING, ({ page }, message: ProbeMessage) => {
    const seen = observations.get(page);
    if (!seen) return;
    if (message.kind === 'field' && (seen.credentialAt === null || message.at < seen.credentialAt)) {
      seen.credentialAt = message.at;
      seen.credentialField = message.field;
    }
    if (message.kind === 'mark' && seen.marks[message.name] === undefined) {
      seen.marks[message.name] = message.at;
      seen.markTexts[message.name] = message.text;
      listeners.get(page)?.(message.name);
    }
  });
  await context.addInitScript(probe, { binding: BINDING, marks });
  const listeners = new WeakMap<Page, (mark: string) => void>();
  return {
    /** Starts observing a fresh page (before it navigates); `onMark` hears each mark as it appears. */
    observe(page: Page, onMark: (mark: string) => void): PageObservation {
      const seen: PageObservation = { credentialAt: null, credentialField: null, marks: {}, markTexts: {} };
      observations.set(page, seen);
      listeners.set(page, onMark);
      return seen;
    },
  };
}

export type Probe = Awaited<ReturnType<typeof installProbe>>;
