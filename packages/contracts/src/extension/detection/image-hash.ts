// A picture's difference hash: 64 bits, one for each pair of neighbouring pixels of the picture shrunk
// to 9 by 8 grey pixels, set where the left one is clearly brighter. The same logo redrawn at another
// size, recompressed or slightly recoloured keeps nearly the same bits, so logos are compared by the
// number of bits that differ. The reader draws the picture; this only turns grey levels into the hash.

/**
 * How much brighter (of 255) the left pixel must be to set its bit. A logo's flat colours are equal
 * neighbours, which one shrinking filter leaves equal and another leaves a level or two apart (a
 * browser drawing an SVG at 9x8 against a server shrinking its PNG): without a margin their bits
 * would be noise.
 */
const BRIGHTER_BY = 8;

const WIDTH = 9;
const HEIGHT = 8;
export const HASH_SIZE = { width: WIDTH, height: HEIGHT };

/** The hash (16 hex digits) of 9x8 grey levels, row by row. */
export function differenceHash(grey: ArrayLike<number>): string {
  if (grey.length !== WIDTH * HEIGHT)
    throw new Error(`a difference hash needs ${WIDTH * HEIGHT} grey levels`);
  let hex = '';
  let nibble = 0;
  let bits = 0;
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH - 1; x++) {
      nibble =
        (nibble << 1) | ((grey[y * WIDTH + x] ?? 0) > (grey[y * WIDTH + x + 1] ?? 0) + BRIGHTER_BY ? 1 : 0);
      if (++bits === 4) {
        hex += nibble.toString(16);
        nibble = 0;
        bits = 0;
      }
    }
  return hex;
}

/** Grey level of RGBA pixels (ITU-R BT.601), transparent ones as white: logos sit on white cards. */
export function greyLevels(rgba: ArrayLike<number>): number[] {
  const grey: number[] = [];
  for (let i = 0; i < rgba.length; i += 4) {
    const alpha = (rgba[i + 3] ?? 255) / 255;
    const level = 0.299 * (rgba[i] ?? 0) + 0.587 * (rgba[i + 1] ?? 0) + 0.114 * (rgba[i + 2] ?? 0);
    grey.push(level * alpha + 255 * (1 - alpha));
  }
  return grey;
}

/** How many of the 64 bits are set: a hash with few says little (a plain shape, a near-blank picture). */
export function bitsSet(hash: string): number {
  return hammingDistance(hash, '0000000000000000');
}

/** How many of the 64 bits differ (64 when either is not a hash). */
export function hammingDistance(a: string, b: string): number {
  if (a.length !== 16 || b.length !== 16) return 64;
  let distance = 0;
  for (let i = 0; i < 16; i++) {
    let x = Number.parseInt(a.charAt(i), 16) ^ Number.parseInt(b.charAt(i), 16);
    if (Number.isNaN(x)) return 64;
    while (x) {
      distance += x & 1;
      x >>= 1;
    }
  }
  return distance;
}
