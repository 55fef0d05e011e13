import type { PageImage } from '@baitwatch/contracts/extension/detection/page-evidence';
import { CONTROLS, outsideClaims } from './claim-regions.ts';
import { delegatesSignIn } from './delegating-links.ts';
import { imageHash } from './image-hashes.ts';
import { type WordlessPicture, wordsOfPicture } from './picture-words.ts';
import {
  addressOf,
  attribute,
  closest,
  isDrawn,
  outerHtml,
  query,
  queryAll,
  rect,
  tagName,
  textOf,
  visibleTextOf,
} from './safe-dom.ts';

// The pictures of a sign-in area that may claim a brand (decision 0064): images, inline drawings,
// elements named as logos, and boxes that show a picture as their CSS background; each with its words
// (alt text, title, aria-label, or what text recognition read on it, decision 0078), its address and
// its image hash. Buttons' icons, bullets and the pictures of a "follow us" row claim nothing.

const IMAGES = 'img, svg, [role="img"], [class*="logo" i], [id*="logo" i]';
const IMAGES_MAX = 12;

/** Below this size (CSS px, both sides) a picture in a button or link is an icon, not a logo. */
const ICON_MAX_PX = 48;
/**
 * At this size or less (CSS px, both sides) a picture is an icon wherever it stands (a bullet of a
 * list of a subscription's benefits, a network's glyph), not the logo a sign-in shows; a picture not
 * laid out (0 px: not loaded, or sized by nothing) still says what the page meant to show.
 */
const BULLET_MAX_PX = 24;

function isBulletIcon(element: Element): boolean {
  const { width, height } = rect(element);
  return width > 0 && height > 0 && width <= BULLET_MAX_PX && height <= BULLET_MAX_PX;
}

/**
 * A picture that claims a brand: drawn (not hidden by the page's styles), outside the regions that
 * claim nothing, and not the icon of a button or link ("Sign in with Google" and its logo): in a
 * control, only a large picture with no words beside it is a logo (a kit's logo link).
 */
function claimsAsImage(element: Element, socialRow: ReadonlySet<Element>): boolean {
  if (!outsideClaims(element) || !isDrawn(element) || isBulletIcon(element)) return false;
  const control = closest(element, CONTROLS);
  if (control && (socialRow.has(control) || delegatesSignIn(control, element))) return false;
  if (!control) return true;
  const box = rect(element);
  return visibleTextOf(control).trim() === '' && (box.width > ICON_MAX_PX || box.height > ICON_MAX_PX);
}

export interface AreaImage {
  element: Element;
  image: PageImage;
  /** The picture's whole address (the image's, or its CSS background's), for reading its words. */
  source: string;
  /** A box known only by its CSS background: evidence only once its words are read. */
  backgroundOnly: boolean;
}

const backgroundOf = (element: Element) =>
  /url\(["']?([^"')]+)/.exec(getComputedStyle(element).backgroundImage)?.[1] ?? '';

/** Elements looked at for a CSS background picture, and the size (CSS px) from which one may be a logo. */
const BACKGROUND_HOSTS = 'div, span, a, header, i, figure, h1, h2, section, p, td';
const BACKGROUND_HOSTS_MAX = 300;
const BACKGROUND_MIN_PX = { width: 40, height: 16 };

/** Elements of the area that show a picture as their CSS background and no words: a kit's logo box. */
function backgroundPicturesOf(area: Element): Element[] {
  return queryAll(area, BACKGROUND_HOSTS)
    .slice(0, BACKGROUND_HOSTS_MAX)
    .filter((element) => {
      if (backgroundOf(element) === '' || visibleTextOf(element).trim() !== '') return false;
      const box = rect(element);
      return box.width >= BACKGROUND_MIN_PX.width && box.height >= BACKGROUND_MIN_PX.height;
    });
}

/** Inline SVG markup larger than this is a drawing, not a logo: it is not read. */
const SVG_MARKUP_MAX = 100_000;

/** An inline `<svg>` as an image address (the namespace added, which HTML parsing leaves out). */
function svgPictureOf(svg: Element): string {
  const markup = outerHtml(svg);
  if (markup.length > SVG_MARKUP_MAX) return '';
  const namespaced = markup.includes('xmlns=')
    ? markup
    : markup.replace(/^<svg/i, '<svg xmlns="http://www.w3.org/2000/svg"');
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(namespaced)}`;
}

export function imagesOf(area: Element, socialRow: ReadonlySet<Element>): AreaImage[] {
  const pictures = queryAll(area, IMAGES);
  const named = new Set(pictures);
  pictures.push(...backgroundPicturesOf(area).filter((element) => !named.has(element)));
  return pictures
    .filter((element) => claimsAsImage(element, socialRow))
    .slice(0, IMAGES_MAX)
    .map((element): AreaImage => {
      const tag = tagName(element);
      const svgTitle = tag === 'svg' ? textOf(query(element, 'title') ?? element).slice(0, 100) : '';
      const text = [
        attribute(element, 'alt'),
        attribute(element, 'title'),
        attribute(element, 'aria-label'),
        svgTitle,
      ]
        .filter(Boolean)
        .join(' ');
      const src = tag === 'img' ? addressOf(element, 'src') : backgroundOf(element);
      // An inline drawing is read as the picture it draws (its markup as an SVG image).
      const source = tag === 'svg' && src === '' ? svgPictureOf(element) : src;
      const hash = element instanceof HTMLImageElement ? imageHash(element) : undefined;
      const read = text === '' ? wordsOfPicture(element) : undefined;
      const image: PageImage = {
        text,
        src: src.startsWith('data:') ? src.slice(0, 30) : src,
        ...(hash ? { hash } : {}),
        ...(read ? { readText: read } : {}),
      };
      return { element, image, source, backgroundOnly: !named.has(element) };
    })
    .filter(({ image, source }) => image.text !== '' || image.src !== '' || image.hash || source !== '');
}

/**
 * The pictures that are evidence: those that say something of themselves (words, an address, a hash);
 * a box known only by its CSS background, or an untitled drawing, once its words are read.
 */
export const evidenceOf = (images: readonly AreaImage[]): PageImage[] =>
  images
    .filter(({ image, backgroundOnly }) =>
      backgroundOnly
        ? Boolean(image.readText)
        : image.text !== '' || image.src !== '' || image.hash || image.readText,
    )
    .map(({ image }) => image);

/** Pictures of the sign-in area that say nothing of themselves: text recognition may read them (picture-words.ts). */
export const wordlessPictures = (images: readonly AreaImage[]): WordlessPicture[] =>
  images
    .filter(({ image, source }) => image.text === '' && !image.readText && source !== '')
    .map(({ element, source }) => ({ element, source }));
