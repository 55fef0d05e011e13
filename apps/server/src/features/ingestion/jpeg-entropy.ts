/**
 * The coded data of a baseline JPEG scan, walked code by code as a decoder reads it (JPEG Annex F),
 * without computing a single coefficient: what jpeg-scan.ts needs to know that every block decodes.
 */

/** Thrown where the walk cannot vouch for the data; the caller then decodes the file in full. */
export class Undecided extends Error {}
export const undecided = (): never => {
  throw new Undecided();
};

/** Codes up to this length are read in one lookup, longer ones bit by bit (as libjpeg does). */
const LOOKAHEAD = 11;

/**
 * A Huffman table ready for the walk. `fast` maps the next LOOKAHEAD bits to the bits that the code
 * and the value after it take (low 5 bits) and how far it moves through the block's 64
 * coefficients (the bits above: a run of zeros and one value; 0 for the end of the block), or to 0
 * when the code is longer than LOOKAHEAD.
 */
export interface WalkTable {
  fast: Uint16Array;
  /** Per code length 1..16: the largest code of that length (-1 when none) and its symbols' offset. */
  maxCode: Int32Array;
  offset: Int32Array;
  symbols: Uint8Array;
  dc: boolean;
}

/** How many value bits follow a symbol, and how far it moves through the block (see WalkTable). */
function symbolStep(symbol: number, dc: boolean): { size: number; advance: number } {
  if (dc) return { size: symbol, advance: 0 };
  const size = symbol & 15;
  if (size === 0) return { size: 0, advance: symbol === 0xf0 ? 16 : 0 };
  return { size, advance: (symbol >> 4) + 1 };
}

/**
 * The table of a DHT segment's counts (codes per length) and symbols. Undecided when libjpeg would
 * refuse the table (see below) or a symbol is not one a baseline scan may code: a DC
 * size above 11, an AC size above 10, or an AC symbol of size 0 other than end of block and 16 zeros.
 */
export function walkTable(counts: Uint8Array, symbols: Uint8Array, dc: boolean): WalkTable {
  for (const s of symbols)
    if (dc ? s > 11 : (s & 15) > 10 || ((s & 15) === 0 && s !== 0 && s !== 0xf0)) undecided();
  const fast = new Uint16Array(1 << LOOKAHEAD);
  const maxCode = new Int32Array(17).fill(-1);
  const offset = new Int32Array(17);
  let code = 0;
  let k = 0;
  for (let length = 1; length <= 16; length++) {
    const n = counts[length - 1] as number;
    offset[length] = k - code;
    for (let i = 0; i < n; i++, k++, code++) {
      if (length > LOOKAHEAD) continue;
      const { size, advance } = symbolStep(symbols[k] as number, dc);
      const shift = LOOKAHEAD - length;
      const entry = (length + size) | (advance << 5);
      for (let fill = 0; fill < 1 << shift; fill++) fast[(code << shift) | fill] = entry;
    }
    if (n > 0) maxCode[length] = code - 1;
    // libjpeg refuses a table whose codes overflow their lengths or use the all-ones code.
    if (code >= 1 << length) undecided();
    code <<= 1;
  }
  return { fast, maxCode, offset, symbols, dc };
}

/**
 * A code longer than LOOKAHEAD bits, read bit by bit from the top of `window` (the next 16 bits):
 * answers its length and symbol as (length << 8 | symbol); undecided when it is no code of the table
 * (libjpeg warns "bad Huffman code").
 */
function longCode(table: WalkTable, window: number): number {
  for (let length = LOOKAHEAD + 1; length <= 16; length++) {
    const code = window >>> (16 - length);
    if (code <= (table.maxCode[length] as number))
      return (length << 8) | (table.symbols[(table.offset[length] as number) + code] as number);
  }
  return undecided();
}

/**
 * Walks every block of a scan's `mcus` MCUs from `start`, each MCU made of `blocks` (the tables of
 * each of its blocks, in order), and answers where the coded data ends: at the marker after it.
 * Undecided when a code is not in its table, a block runs past its 64 coefficients, the data ends
 * before the last block, or anything but the 1s encoders pad with lies between the last block and
 * the marker.
 *
 * One loop over codes with the bit reader in local variables: this runs for every code of every
 * screenshot, so it is written for speed (about 5 ns a code) rather than as small methods.
 */
export function walkScan(
  data: Uint8Array,
  start: number,
  mcus: number,
  blocks: readonly { dc: WalkTable; ac: WalkTable }[],
): number {
  // The bits read so far, newest lowest: the lowest `count` are unread. Past the marker that ends the
  // data (or the end of the file) the reader gives zero bytes, as libjpeg does, and counts them.
  let acc = 0;
  let count = 0;
  let padded = 0;
  let pos = start;
  // Where the walk is: the block of the MCU, and the coefficient (0: the DC code comes next).
  let mcu = 0;
  let block = 0;
  let k = 0;
  let table = (blocks[0] as { dc: WalkTable }).dc;
  let fast = table.fast;
  const length = data.length;
  // Value bits of a long code, passed over once the reader has them.
  let pending = 0;
  let done = false;
  for (;;) {
    while (count <= 24) {
      let byte = 0;
      if (padded > 0 || pos >= length) padded += 8;
      else {
        byte = data[pos] as number;
        if (byte !== 0xff) pos += 1;
        else if (data[pos + 1] === 0) pos += 2;
        else {
          byte = 0;
          padded += 8;
        }
      }
      acc = (acc << 8) | byte;
      count += 8;
    }
    count -= pending;
    pending = 0;
    if (done) break;
    let entry = fast[(acc >>> (count - LOOKAHEAD)) & ((1 << LOOKAHEAD) - 1)] as number;
    if (entry !== 0) count -= entry & 31;
    else {
      const found = longCode(table, (acc >>> (count - 16)) & 0xffff);
      const { size, advance } = symbolStep(found & 0xff, table.dc);
      count -= found >> 8;
      pending = size;
      entry = advance << 5;
    }
    if (k === 0) {
      k = 1;
      table = (blocks[block] as { ac: WalkTable }).ac;
      fast = table.fast;
      continue;
    }
    const advance = entry >> 5;
    k += advance;
    // A run past the last coefficient: libjpeg passes over it, but no encoder writes one.
    if (k > 64) undecided();
    if (advance !== 0 && k < 64) continue;
    k = 0;
    block += 1;
    if (block === blocks.length) {
      block = 0;
      mcu += 1;
      done = mcu === mcus;
    }
    table = (blocks[block] as { dc: WalkTable }).dc;
    fast = table.fast;
  }
  const unread = count - padded;
  if (unread < 0 || unread >= 8) undecided();
  if (unread > 0 && ((acc >>> (count - unread)) & ((1 << unread) - 1)) !== (1 << unread) - 1) undecided();
  return pos;
}
