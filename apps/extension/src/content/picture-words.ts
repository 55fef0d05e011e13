import { PICTURES_PER_READING, toWorker } from '../shared/messages.ts';

// The words of pictures beside a sign-in form that say nothing of themselves (no alt text, title or
// label): kits show their brand as a picture of its name, and sometimes their whole form as pictures
// of words. Such a picture is drawn here, on a white card at a height text recognition reads well,
// and read on this device by the extension's own text recognition (offscreen/read-pictures.ts): no
// picture leaves the machine. Each picture is read once; its words serve every later check of the page.

/** A picture with no words of its own: an image, or a box showing one as its CSS background. */
export interface WordlessPicture {
  element: Element;
  /** The picture's address (an image's, or the background's). */
  source: string;
}

/** Height (px) a picture is drawn at for reading: small logos are enlarged, banners shrunk. */
const READ_HEIGHT_PX = 96;
const READ_WIDTH_MAX_PX = 1_200;
/** Smaller than this (px) a picture is an icon or a spacer, with no words to read. */
const PICTURE_MIN_PX = 12;
/** A background picture that has not loaded by then is not read. */
const LOAD_WAIT_MS = 2_000;

const wordsRead = new WeakMap<Element, string>();
const asked = new WeakSet<Element>();

/** What a picture was read to say, once it has been read. */
export const wordsOfPicture = (element: Element): string | undefined => wordsRead.get(element);

/** An image still loading is left for a later check (the reader checks again when one loads). */
const ready = ({ element }: WordlessPicture) => !(element instanceof HTMLImageElement) || element.complete;

const unread = (picture: WordlessPicture) => !asked.has(picture.element) && ready(picture);

/** Whether any of these pictures is ready and has not been read yet. */
export const anyUnread = (pictures: readonly WordlessPicture[]): boolean => pictures.some(unread);

/** Reads the pictures not read yet; true when one of them said something. */
export async function readPictures(pictures: readonly WordlessPicture[]): Promise<boolean> {
  const batch = pictures.filter(unread).slice(0, PICTURES_PER_READING);
  for (const picture of batch) asked.add(picture.element);
  const drawn: { element: Element; data: string }[] = [];
  for (const picture of batch) {
    const data = drawnForReading(await imageOf(picture));
    if (data) drawn.push({ element: picture.element, data });
  }
  if (drawn.length === 0) return false;
  const answer = await toWorker<string[]>({ kind: 'read-pictures', pictures: drawn.map((d) => d.data) });
  // A reading that failed is said in the page's console by the caller, never skipped silently.
  if (!answer.ok) throw new Error(answer.message);
  if (!answer.value) return false;
  let said = false;
  drawn.forEach(({ element }, n) => {
    const words = answer.value?.[n]?.trim();
    if (!words) return;
    wordsRead.set(element, words);
    said = true;
  });
  return said;
}

/** The image to draw: the page's own, or the background's loaded apart (from the browser's cache). */
async function imageOf({ element, source }: WordlessPicture): Promise<HTMLImageElement | undefined> {
  if (element instanceof HTMLImageElement) return element;
  const image = new Image();
  image.src = source;
  const loaded = await Promise.race([
    image.decode().then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), LOAD_WAIT_MS)),
  ]);
  return loaded ? image : undefined;
}

/** White space around the picture: text recognition finds words poorly at the very edge. */
const MARGIN_PX = 16;

/**
 * The picture as a PNG data address, in black ink on white: a logo's words are often in two colours
 * (PayPal's two blues) or light on dark, which text recognition reads badly as they are. A picture
 * from another site taints the canvas and cannot be read back: it stays unread.
 */
function drawnForReading(picture: HTMLImageElement | undefined): string | undefined {
  if (!picture) return undefined;
  try {
    const { naturalWidth: width, naturalHeight: height } = picture;
    if (width < PICTURE_MIN_PX || height < PICTURE_MIN_PX) return undefined;
    const scale = Math.min(READ_HEIGHT_PX / height, READ_WIDTH_MAX_PX / width, 4);
    const canvas = document.createElement('canvas');
    const drawnWidth = Math.max(1, Math.round(width * scale));
    const drawnHeight = Math.max(1, Math.round(height * scale));
    canvas.width = drawnWidth + 2 * MARGIN_PX;
    canvas.height = drawnHeight + 2 * MARGIN_PX;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return undefined;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(picture, MARGIN_PX, MARGIN_PX, drawnWidth, drawnHeight);
    const pixels = context.getImageData(MARGIN_PX, MARGIN_PX, drawnWidth, drawnHeight);
    asInk(pixels.data, drawnWidth, drawnHeight);
    context.putImageData(pixels, MARGIN_PX, MARGIN_PX);
    return canvas.toDataURL('image/png');
  } catch {
    return undefined;
  }
}

/** How far (RGB distance) from the background a pixel must be to count as ink. */
const INK_DISTANCE = 80;

/** Every pixel far from the picture's background colour (its corners') black, the rest white. */
export function asInk(rgba: Uint8ClampedArray, width: number, height: number): void {
  const at = (x: number, y: number) => (y * width + x) * 4;
  const corners = [at(0, 0), at(width - 1, 0), at(0, height - 1), at(width - 1, height - 1)];
  const background = [0, 1, 2].map(
    (c) => corners.reduce((sum, i) => sum + (rgba[i + c] ?? 255), 0) / corners.length,
  );
  for (let i = 0; i < rgba.length; i += 4) {
    const distance = Math.hypot(
      (rgba[i] ?? 0) - (background[0] ?? 255),
      (rgba[i + 1] ?? 0) - (background[1] ?? 255),
      (rgba[i + 2] ?? 0) - (background[2] ?? 255),
    );
    const level = distance > INK_DISTANCE ? 0 : 255;
    rgba[i] = level;
    rgba[i + 1] = level;
    rgba[i + 2] = level;
    rgba[i + 3] = 255;
  }
}
