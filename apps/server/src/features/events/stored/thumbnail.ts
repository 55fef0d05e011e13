import sharp from 'sharp';

/** Grid cards show screenshots about this wide; twice that would waste bytes on every card. */
export const THUMBNAIL_WIDTH = 400;

/** The `_resized` image: a small JPEG for grid cards. */
export async function makeThumbnail(screenshot: Buffer): Promise<Buffer> {
  return sharp(screenshot)
    .rotate()
    .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
    .jpeg({ quality: 72 })
    .toBuffer();
}
