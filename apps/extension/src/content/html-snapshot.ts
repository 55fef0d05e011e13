import { HTML_MAX_BYTES } from '@baitwatch/contracts/extension/limits';
import { outerHtml, rootOf } from './safe-dom.ts';

/**
 * The page's HTML as the API takes it: UTF-8 text without NUL characters, at most HTML_MAX_BYTES
 * bytes (cut on a character boundary; the rest of a huge page is left out).
 */
export function htmlSnapshot(doc: Document): string {
  const root = rootOf(doc);
  const html = `<!DOCTYPE html>\n${root ? outerHtml(root) : ''}`.replaceAll('\0', '');
  const bytes = new TextEncoder().encode(html);
  if (bytes.length <= HTML_MAX_BYTES) return html;
  // A cut inside a multi-byte character leaves a partial sequence: the decoder drops it.
  return new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.slice(0, HTML_MAX_BYTES - 3))
    .replace(/\uFFFD$/, '');
}
