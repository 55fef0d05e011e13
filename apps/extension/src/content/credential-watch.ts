import { mayAskForCredentials } from './credential-fields.ts';
import { rootOf } from './safe-dom.ts';

// Calls `onChange` as soon as a credential field is on the page, and again as the page changes after
// that (a kit's next step, a single-page app's form), at most once an animation frame: no fixed
// delay stands between a field appearing and the check; a picture loading later is a change too. Open shadow roots are searched when the page
// has finished parsing and loading, and on changes once a second at most (that search walks the page).

const WATCH_MS = 60_000;
const SHADOW_SEARCH_EVERY_MS = 1_000;

export function watchCredentials(doc: Document, onChange: () => void): () => void {
  let seen = false;
  let frame = 0;
  let lastShadowSearch = 0;
  const look = (withShadowRoots: boolean) => {
    frame = 0;
    if (!seen) {
      const shadows = withShadowRoots || performance.now() - lastShadowSearch > SHADOW_SEARCH_EVERY_MS;
      if (shadows) lastShadowSearch = performance.now();
      seen = mayAskForCredentials(doc, shadows);
    }
    if (seen) onChange();
  };
  const observer = new MutationObserver(() => {
    if (!seen && mayAskForCredentials(doc)) {
      seen = true;
      onChange();
      return;
    }
    frame ||= requestAnimationFrame(() => look(false));
  });
  const root = rootOf(doc);
  if (root)
    observer.observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['type', 'style', 'class', 'hidden'],
    });
  const parsed = () => look(true);
  // A picture that finishes loading after the form may be the brand's logo, which the reader can only
  // hash once it is drawn: look again (load events do not bubble, so they are caught on the way down).
  const pictureLoaded = (event: Event) => {
    if (seen && event.target instanceof HTMLImageElement) frame ||= requestAnimationFrame(() => look(false));
  };
  doc.addEventListener('load', pictureLoaded, true);
  doc.addEventListener('DOMContentLoaded', parsed, { once: true });
  window.addEventListener('load', parsed, { once: true });
  // The script may start after the page has parsed (it waits for the stored configuration): a form
  // already in a shadow root would otherwise wait for a change that never comes.
  look(doc.readyState !== 'loading');
  const stop = () => {
    observer.disconnect();
    doc.removeEventListener('load', pictureLoaded, true);
    if (frame) cancelAnimationFrame(frame);
  };
  setTimeout(stop, WATCH_MS);
  return stop;
}
