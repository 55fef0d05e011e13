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
  /**
   * AC tables only: the next MULTI bits read as a run of whole symbols (each code with its value
   * bits), ending at the first end of block or where the next symbol does not fit. An entry holds the
   * bits used (low 5 bits), whether the run ends the block (bit 5) and how far it moves through the
   * block (the bits above, not counting the end of block); 0 when not even one symbol fits.
   */
  multi: Uint16Array;
}

/** How many bits one multi-symbol lookup reads: most AC symbols of a screenshot take 2 to 6. */
const MULTI = 12;

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
  return { fast, maxCode, offset, symbols, dc, multi: dc ? new Uint16Array(0) : multiTable(fast) };
}

/** The multi-symbol lookup of an AC table (see WalkTable), from its one-symbol `fast` table. */
function multiTable(fast: Uint16Array): Uint16Array {
  const multi = new Uint16Array(1 << MULTI);
  for (let bits = 0; bits < 1 << MULTI; bits++) {
    let used = 0;
    let advance = 0;
    let end = 0;
    for (;;) {
      // The next LOOKAHEAD bits from `used`, zeros past the MULTI bits known.
      const entry = fast[((bits << used) & ((1 << MULTI) - 1)) >> (MULTI - LOOKAHEAD)] as number;
      if (entry === 0 || used + (entry & 31) > MULTI) break;
      used += entry & 31;
      if (entry >> 5 === 0) {
        end = 1;
        break;
      }
      advance += entry >> 5;
    }
    if (used > 0) multi[bits] = used | (end << 5) | (advance << 6);
  }
  return multi;
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
 * Zero bytes after the coded data: past the marker that ends it the reader gives zeros, as libjpeg
 * does. An MCU reads at most 10 blocks of 64 codes of 27 bits (2,160 bytes), and the walk stops at
 * the MCU after any of them was used (the data was cut short), so it never reads beyond them.
 */
const PAD = 4096;

/** The walk's bytes, kept between calls (it runs to the end synchronously, one call at a time). */
let scratch = new Uint8Array(64 * 1024);

/**
 * The coded data from `start` with its stuffed zero bytes taken out (an 0xFF in the data is written
 * as FF 00), up to the marker that ends it, then PAD zero bytes; and where that marker is. The walk then
 * reads plain bytes: finding the 0xFFs is a native search, and they are rare in coded data.
 */
function unstuffed(data: Uint8Array, start: number): { bytes: Uint8Array; length: number; marker: number } {
  if (scratch.length < data.length - start + PAD) scratch = new Uint8Array(data.length - start + PAD);
  const bytes = scratch;
  let length = 0;
  let from = start;
  for (;;) {
    const ff = data.indexOf(0xff, from);
    const end = ff === -1 ? data.length : ff;
    bytes.set(data.subarray(from, end), length);
    length += end - from;
    if (ff === -1 || data[ff + 1] !== 0) {
      bytes.fill(0, length, length + PAD);
      return { bytes, length, marker: end };
    }
    bytes[length++] = 0xff;
    from = ff + 2;
  }
}

/**
 * Walks every block of a scan's `mcus` MCUs from `start`, each MCU made of `blocks` (the tables of
 * each of its blocks, in order), and answers where the coded data ends: at the marker after it.
 * Undecided when a code is not in its table, a block runs past its 64 coefficients, the data ends
 * before the last block, or anything but the 1s encoders pad with lies between the last block and
 * the marker.
 *
 * One loop per block with the bit reader in local variables: this runs for every code of every
 * screenshot, so it is written for speed (about 6 ns a code, 0.6 ms for the benchmark's 50 KB
 * screenshot) rather than as small methods.
 */
export function walkScan(
  data: Uint8Array,
  start: number,
  mcus: number,
  blocks: readonly { dc: WalkTable; ac: WalkTable }[],
): number {
  const { bytes, length, marker } = unstuffed(data, start);
  // The accumulator holds 4 bytes: a walk that has read more than that past the data has used a zero
  // byte of the padding, so the data was cut short.
  const limit = length + 4;
  const dcTables = blocks.map((b) => b.dc);
  const acTables = blocks.map((b) => b.ac);
  const perMcu = blocks.length;
  // The bits read so far, newest lowest: the lowest `count` are unread.
  let acc = 0;
  let count = 0;
  let pos = 0;
  for (let mcu = 0; mcu < mcus; mcu++) {
    if (pos > limit) undecided();
    for (let block = 0; block < perMcu; block++) {
      // The DC code and its value bits.
      while (count <= 24) {
        acc = (acc << 8) | (bytes[pos++] as number);
        count += 8;
      }
      const dc = dcTables[block] as WalkTable;
      const dcEntry = dc.fast[(acc >>> (count - LOOKAHEAD)) & ((1 << LOOKAHEAD) - 1)] as number;
      if (dcEntry !== 0) count -= dcEntry & 31;
      else {
        const found = longCode(dc, (acc >>> (count - 16)) & 0xffff);
        count -= found >> 8;
        while (count <= 24) {
          acc = (acc << 8) | (bytes[pos++] as number);
          count += 8;
        }
        count -= found & 0xff;
      }
      // The AC codes, until the end of the block or its 64th coefficient.
      const ac = acTables[block] as WalkTable;
      const fast = ac.fast;
      const multi = ac.multi;
      let k = 1;
      for (;;) {
        while (count <= 24) {
          acc = (acc << 8) | (bytes[pos++] as number);
          count += 8;
        }
        // Several symbols at once, unless they might reach the block's last coefficient: the walk then
        // goes one symbol at a time, to end the block exactly where it ends.
        const run = multi[(acc >>> (count - MULTI)) & ((1 << MULTI) - 1)] as number;
        if (run !== 0 && k + (run >> 6) < 64) {
          count -= run & 31;
          if ((run & 32) !== 0) break;
          k += run >> 6;
          continue;
        }
        let entry = fast[(acc >>> (count - LOOKAHEAD)) & ((1 << LOOKAHEAD) - 1)] as number;
        if (entry !== 0) count -= entry & 31;
        else {
          const found = longCode(ac, (acc >>> (count - 16)) & 0xffff);
          const { size, advance } = symbolStep(found & 0xff, false);
          count -= found >> 8;
          while (count <= 24) {
            acc = (acc << 8) | (bytes[pos++] as number);
            count += 8;
          }
          count -= size;
          entry = advance << 5;
        }
        const advance = entry >> 5;
        if (advance === 0) break;
        k += advance;
        if (k < 64) continue;
        // A run past the last coefficient: libjpeg passes over it, but no encoder writes one.
        if (k > 64) undecided();
        break;
      }
    }
  }
  // What is left of the data: less than a byte, all 1s (the encoder's padding); fewer than none when
  // the walk used the padding's zeros.
  const unread = count + 8 * (length - pos);
  if (unread < 0 || unread >= 8) undecided();
  if (unread > 0 && ((acc >>> (count - unread)) & ((1 << unread) - 1)) !== (1 << unread) - 1) undecided();
  return marker;
}
