import { closest } from './safe-dom.ts';

// Where on a page a brand's name claims nothing, and what a control is: shared by the reader of the
// sign-in area's words (evidence-reader.ts) and of its pictures (area-pictures.ts).

/** Regions whose brand names claim nothing: footers, navigation, social and app-store links, cookie notices. */
export const NOT_CLAIMS =
  'footer, nav, [role="contentinfo"], [role="navigation"], [class*="footer" i], [id*="footer" i], [class*="social" i], [class*="cookie" i], [id*="cookie" i]';

/** Buttons and links: a brand named on one hands a task over to it (decision 0064), it claims nothing. */
export const CONTROLS =
  'a, button, [role="button"], [role="link"], input[type="submit" i], input[type="button" i]';

export const outsideClaims = (element: Element) => closest(element, NOT_CLAIMS) === null;
