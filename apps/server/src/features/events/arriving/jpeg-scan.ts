import { Undecided, undecided, type WalkTable, walkScan, walkTable } from './jpeg-entropy.ts';

/**
 * A cheap check of the JPEGs browsers write for screenshots (decision 0058): baseline sequential,
 * Huffman coded, 8-bit, one scan of all components, ending at EOI. It reads every marker segment and
 * walks every Huffman code of every block as a decoder does, without the inverse DCT, upsampling and
 * colour conversion that make up most of a decode's cost.
 *
 * It answers `valid` only when the file is such a JPEG and every part of it decodes cleanly: its
 * segments are whole, the tables it uses exist and are well formed, the coded data holds exactly the
 * blocks the frame announces (neither cut short nor followed by stray bytes) and every code is in its
 * table. Anything else is `undecided`, and the caller decodes the file with the image library
 * (evidence-checks.ts): a file this check cannot vouch for gets the full decode's verdict.
 */
export type JpegScanVerdict = 'valid' | 'undecided';

const SOF0 = 0xc0;
const SOF1 = 0xc1;
const DHT = 0xc4;
const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const DQT = 0xdb;
const DRI = 0xdd;
const APP0 = 0xe0;
const APP2 = 0xe2;
const COM = 0xfe;

/** The image library refuses larger images (sharp's default limitInputPixels, 0x3FFF squared). */
const MAX_PIXELS = 0x3fff * 0x3fff;
/** libjpeg refuses a side longer than this (JPEG_MAX_DIMENSION). */
const MAX_SIDE = 65500;

interface Component {
  id: number;
  h: number;
  v: number;
  quant: number;
}
interface Frame {
  width: number;
  height: number;
  components: Component[];
}
interface Tables {
  dc: (WalkTable | undefined)[];
  ac: (WalkTable | undefined)[];
  quant: Set<number>;
}

const u16 = (data: Uint8Array, at: number) =>
  ((data[at] ?? undecided()) << 8) | (data[at + 1] ?? undecided());

/** Checks a JPEG as described above; never throws. */
export function scanJpeg(data: Uint8Array): JpegScanVerdict {
  try {
    return scanSegments(data);
  } catch (error) {
    if (error instanceof Undecided) return 'undecided';
    throw error;
  }
}

function scanSegments(data: Uint8Array): JpegScanVerdict {
  if (data[0] !== 0xff || data[1] !== SOI) undecided();
  const tables: Tables = { dc: [], ac: [], quant: new Set() };
  let frame: Frame | null = null;
  let pos = 2;
  for (;;) {
    if (data[pos] !== 0xff) undecided();
    while (data[pos] === 0xff) pos++;
    const marker = data[pos++] as number;
    const body = pos + 2;
    const end = pos + u16(data, pos);
    if (end < body || end > data.length) undecided();
    if (marker === SOS) return frame ? scanData(data, body, end, frame, tables) : undecided();
    if (marker === SOF0 || marker === SOF1) {
      if (frame) undecided();
      frame = readFrame(data, body, end);
    } else if (marker === DQT) readQuantTables(data, body, end, tables);
    else if (marker === DHT) readHuffmanTables(data, body, end, tables);
    else if (marker === DRI) {
      // Restart intervals are legal but not what screenshots use: the full decode judges them.
      if (end !== body + 2 || u16(data, body) !== 0) undecided();
    } else if (marker === APP0) {
      // A JFIF header must be of version 1 (another major version makes libjpeg warn); other APP0
      // data is passed over by decoders.
      if (isJfif(data, body, end) && (end - body < 14 || data[body + 5] !== 1)) undecided();
    }
    // Anything else but ICC profiles (APP2) and comments, which decoders pass over (progressive or
    // arithmetic frames, EXIF, Adobe, a second SOI, an early EOI): the full decode judges it.
    else if (marker !== APP2 && marker !== COM) undecided();
    pos = end;
  }
}

const isJfif = (data: Uint8Array, body: number, end: number) =>
  end - body >= 5 && String.fromCharCode(...data.subarray(body, body + 5)) === 'JFIF\0';

function readFrame(data: Uint8Array, body: number, end: number): Frame {
  const height = u16(data, body + 1);
  const width = u16(data, body + 3);
  const count = data[body + 5] as number;
  if (data[body] !== 8 || (count !== 1 && count !== 3) || end !== body + 6 + 3 * count) undecided();
  if (width === 0 || height === 0 || width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PIXELS)
    undecided();
  const components: Component[] = [];
  for (let at = body + 6; at < end; at += 3) {
    const sampling = data[at + 1] as number;
    const c = { id: data[at] as number, h: sampling >> 4, v: sampling & 15, quant: data[at + 2] as number };
    if (c.h < 1 || c.h > 4 || c.v < 1 || c.v > 4 || c.quant > 3 || components.some((o) => o.id === c.id))
      undecided();
    components.push(c);
  }
  return { width, height, components };
}

function readQuantTables(data: Uint8Array, body: number, end: number, tables: Tables) {
  for (let at = body; at < end; ) {
    const precision = (data[at] as number) >> 4;
    const id = (data[at] as number) & 15;
    at += 1 + 64 * (precision + 1);
    if (precision > 1 || id > 3 || at > end) undecided();
    tables.quant.add(id);
  }
}

function readHuffmanTables(data: Uint8Array, body: number, end: number, tables: Tables) {
  for (let at = body; at < end; ) {
    const tableClass = (data[at] as number) >> 4;
    const id = (data[at] as number) & 15;
    const counts = data.subarray(at + 1, at + 17);
    const total = counts.reduce((sum, n) => sum + n, 0);
    if (tableClass > 1 || id > 3 || at + 17 + total > end || total > 256) undecided();
    const table = walkTable(counts, data.subarray(at + 17, at + 17 + total), tableClass === 0);
    (tableClass === 0 ? tables.dc : tables.ac)[id] = table;
    at += 17 + total;
  }
}

/** The scan header at `body`, its coded data from `end`, then the end of the file. */
function scanData(
  data: Uint8Array,
  body: number,
  end: number,
  frame: Frame,
  tables: Tables,
): JpegScanVerdict {
  const { components } = frame;
  const count = data[body] as number;
  // One scan of every component, in frame order, the whole spectrum at full precision.
  if (count !== components.length || end !== body + 4 + 2 * count) undecided();
  const spectrum = body + 1 + 2 * count;
  if (data[spectrum] !== 0 || data[spectrum + 1] !== 63 || data[spectrum + 2] !== 0) undecided();
  const hMax = Math.max(...components.map((c) => c.h));
  const vMax = Math.max(...components.map((c) => c.v));
  const blocks: { dc: WalkTable; ac: WalkTable }[] = [];
  for (const [i, c] of components.entries()) {
    const selector = data[body + 2 + 2 * i] as number;
    const dc = tables.dc[selector >> 4];
    const ac = tables.ac[selector & 15];
    if (data[body + 1 + 2 * i] !== c.id || !dc || !ac || !tables.quant.has(c.quant)) return undecided();
    if (hMax % c.h !== 0 || vMax % c.v !== 0) undecided();
    // A scan of one component codes one block per MCU, whatever its sampling factors.
    for (let n = count === 1 ? 1 : c.h * c.v; n > 0; n--) blocks.push({ dc, ac });
  }
  if (blocks.length > 10) undecided();
  const mcus =
    count === 1
      ? Math.ceil(frame.width / 8) * Math.ceil(frame.height / 8)
      : Math.ceil(frame.width / (8 * hMax)) * Math.ceil(frame.height / (8 * vMax));
  let pos = walkScan(data, end, mcus, blocks);
  // The end-of-image marker right after the coded data ends the file.
  while (data[pos] === 0xff && data[pos + 1] === 0xff) pos++;
  return data[pos] === 0xff && data[pos + 1] === EOI && pos + 2 === data.length ? 'valid' : undecided();
}
