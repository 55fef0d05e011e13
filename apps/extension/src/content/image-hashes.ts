import { differenceHash, greyLevels, HASH_SIZE } from '@baitwatch/contracts/extension/detection/image-hash';

// The difference hash of a picture on the page, drawn into a 9x8 canvas. A picture from another site
// taints the canvas (the browser forbids reading it back): such a picture has no hash, and its address
// is still evidence.

let canvas: OffscreenCanvas | null = null;

export function imageHash(image: HTMLImageElement): string | undefined {
  try {
    if (!image.complete || image.naturalWidth < 8 || image.naturalHeight < 8) return undefined;
    canvas ??= new OffscreenCanvas(HASH_SIZE.width, HASH_SIZE.height);
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return undefined;
    // The server hashes reference logos shrunk with a proper filter; the default (low) samples a few
    // pixels of a large picture and would give another hash for the same logo.
    context.imageSmoothingQuality = 'high';
    context.clearRect(0, 0, HASH_SIZE.width, HASH_SIZE.height);
    context.drawImage(image, 0, 0, HASH_SIZE.width, HASH_SIZE.height);
    return differenceHash(greyLevels(context.getImageData(0, 0, HASH_SIZE.width, HASH_SIZE.height).data));
  } catch {
    return undefined;
  }
}
