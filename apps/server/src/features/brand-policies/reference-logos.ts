import { BRAND_LOGO_MESSAGES, type BrandLogo, logoDataOf } from '@baitwatch/contracts/brands/brand-logos';
import { differenceHash, greyLevels, HASH_SIZE } from '@baitwatch/contracts/extension/detection/image-hash';
import sharp from 'sharp';
import { AppError, badRequest } from '../../http/errors.ts';

// A reference logo as the server keeps it (decision 0065): redrawn as a PNG of at most 256 pixels a
// side (small enough to travel with the policy, large enough to see in the form), and hashed from
// that PNG the way the extension hashes a page's pictures (shrunk to 9x8, transparent as white). A
// logo sent back unchanged is redrawn to itself, so its hash never drifts.

const SIDE_MAX = 256;
/** A picture smaller than this says nothing a hash can compare. */
const SIDE_MIN = 8;
/** Decompression bombs: a small file that claims a huge canvas is refused before it is drawn. */
const PIXELS_MAX = 4096 * 4096;

export async function referenceLogo(logo: { name: string; image: string }): Promise<BrandLogo> {
  const data = logoDataOf(logo.image);
  if (!data) throw badRequest(BRAND_LOGO_MESSAGES.notAnImage);
  try {
    const picture = sharp(Buffer.from(data.base64, 'base64'), {
      limitInputPixels: PIXELS_MAX,
      animated: false,
    });
    const { width = 0, height = 0 } = await picture.metadata();
    if (width < SIDE_MIN || height < SIDE_MIN) throw badRequest(BRAND_LOGO_MESSAGES.notAnImage);
    const png = await picture
      .resize({ width: SIDE_MAX, height: SIDE_MAX, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
    return {
      name: logo.name,
      image: `data:image/png;base64,${png.toString('base64')}`,
      hash: await hashOf(png),
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // sharp could not read it: not a picture of a kind it knows, or a broken one.
    throw badRequest(BRAND_LOGO_MESSAGES.notAnImage);
  }
}

async function hashOf(png: Buffer): Promise<string> {
  const rgba = await sharp(png)
    .ensureAlpha()
    .resize(HASH_SIZE.width, HASH_SIZE.height, { fit: 'fill' })
    .raw()
    .toBuffer();
  return differenceHash(greyLevels(rgba));
}
