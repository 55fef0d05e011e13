import { EXTENSION_MESSAGES } from '@baitwatch/contracts/extension/messages';
import sharp from 'sharp';
import { scanJpeg } from './jpeg-scan.ts';

/** The first bytes of every JPEG (SOI and the next marker's lead byte): a cheap first refusal. */
const hasJpegSignature = (data: Buffer) =>
  data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;

/**
 * The decode check reads every coded block but draws a small image: JPEG's shrink-on-load scales by
 * 1/8 while decoding, about two thirds of the cost of a full decode (about 2 ms for a 1280 x 720
 * screenshot on the development machine).
 */
const DECODE_CHECK_SIZE = 160;

/**
 * Uploaded files are checked by content, not by name or declared type (a product rule: a file is what its bytes say). A
 * screenshot must decode as a JPEG with the library that later makes its thumbnail: three magic bytes
 * in front of anything else, or a truncated file, are refused. The JPEGs browsers write are walked
 * code by code instead (jpeg-scan.ts, decision 0058), at a fraction of a decode's cost; a file the
 * walk cannot vouch for is decoded, so the verdict is the decode's either way.
 */
export async function decodesAsJpeg(data: Buffer): Promise<boolean> {
  if (!hasJpegSignature(data)) return false;
  return scanJpeg(data) === 'valid' || decodesWithSharp(data);
}

/** The full check: the header must say JPEG and every block must decode, drawn small (see above). */
export async function decodesWithSharp(data: Buffer): Promise<boolean> {
  if (!hasJpegSignature(data)) return false;
  try {
    const image = sharp(data);
    if ((await image.metadata()).format !== 'jpeg') return false;
    await image
      .resize(DECODE_CHECK_SIZE, DECODE_CHECK_SIZE, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer();
    return true;
  } catch {
    return false;
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
export function isUtf8Text(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    utf8.decode(data);
    return true;
  } catch {
    return false;
  }
}

export interface Evidence {
  screenshot?: Buffer | undefined;
  html?: Buffer | undefined;
}

/** What is wrong with each evidence part, naming the part ("screenshot" + suffix). */
export async function evidenceProblems(evidence: Evidence, partSuffix = ''): Promise<string[]> {
  const problems: string[] = [];
  if (evidence.screenshot && !(await decodesAsJpeg(evidence.screenshot)))
    problems.push(`screenshot${partSuffix}: ${EXTENSION_MESSAGES.screenshotNotJpeg}`);
  if (evidence.html && !isUtf8Text(evidence.html))
    problems.push(`html${partSuffix}: ${EXTENSION_MESSAGES.htmlNotText}`);
  return problems;
}
