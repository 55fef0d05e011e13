import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodesAsJpeg, decodesWithSharp } from './evidence-checks.ts';
import { scanJpeg } from './jpeg-scan.ts';

// The walk of jpeg-scan.ts may only say `valid` where the full decode accepts the file; everything
// else goes to the decode. These tests hold it to that on encoder output of every common kind and on
// thousands of damaged copies, and check that the JPEGs screenshots are made of take the fast path.

/** A small deterministic generator (mulberry32), so a failure names a reproducible case. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A gray baseline JPEG written by hand: every block a zero DC difference (code 0) and an end of block
 * (code 0), with a DC table of `dcCounts` codes per length (symbols 0, 1, ...).
 */
function tinyGrayJpeg(width: number, height: number, dcCounts: number[]): Buffer {
  const segment = (marker: number, body: number[]) => [
    0xff,
    marker,
    (body.length + 2) >> 8,
    (body.length + 2) & 255,
    ...body,
  ];
  const counts = (list: number[]) => Array.from({ length: 16 }, (_, i) => list[i] ?? 0);
  const dcSymbols = Array.from({ length: dcCounts.reduce((a, b) => a + b, 0) }, (_, i) => i);
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const bits = '00'.repeat(blocks).padEnd(Math.ceil((2 * blocks) / 8) * 8, '1');
  const data = Array.from({ length: bits.length / 8 }, (_, i) =>
    Number.parseInt(bits.slice(i * 8, i * 8 + 8), 2),
  );
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xdb, [0, ...Array(64).fill(1)]),
    ...segment(0xc0, [8, height >> 8, height & 255, width >> 8, width & 255, 1, 1, 0x11, 0]),
    ...segment(0xc4, [0x00, ...counts(dcCounts), ...dcSymbols]),
    ...segment(0xc4, [0x10, ...counts([1]), 0x00]),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    ...data,
    0xff,
    0xd9,
  ]);
}

/** A login page of `width` x `height`: a grainy backdrop (so the coded data is not trivial), a form. */
async function loginPage(width: number, height: number, grain: number): Promise<Buffer> {
  const form = `<svg width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg">
    <rect x="${width / 2 - 220}" y="80" width="440" height="${height - 200}" fill="#ffffff"/>
    <text x="${width / 2 - 180}" y="150" font-size="30" font-family="sans-serif" fill="#0067b8">Microsoft</text>
    <text x="${width / 2 - 180}" y="210" font-size="24" font-family="sans-serif">Sign in</text>
    <rect x="${width / 2 - 180}" y="250" width="360" height="40" fill="#fff" stroke="#8a8886"/>
    <rect x="${width / 2 + 50}" y="330" width="130" height="40" fill="#0067b8"/></svg>`;
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#dfe6ee',
      noise: { type: 'gaussian', mean: 210, sigma: grain },
    },
  })
    .composite([{ input: Buffer.from(form) }])
    .jpeg({ quality: 80 })
    .toBuffer();
}

const kinds: Record<string, Buffer> = {};
beforeAll(async () => {
  const screenshot = await loginPage(1280, 720, 12);
  kinds['mobile screenshot'] = await loginPage(390, 844, 4);
  const pixels = sharp(screenshot);
  kinds['screenshot 4:2:0'] = screenshot;
  kinds['4:4:4, quality 95'] = await pixels
    .clone()
    .jpeg({ quality: 95, chromaSubsampling: '4:4:4' })
    .toBuffer();
  kinds['standard tables, quality 50'] = await pixels
    .clone()
    .jpeg({ quality: 50, optimiseCoding: false })
    .toBuffer();
  kinds['odd size 333 x 71'] = await pixels.clone().resize(333, 71, { fit: 'fill' }).jpeg().toBuffer();
  kinds.grayscale = await pixels.clone().resize(203, 97).grayscale().jpeg().toBuffer();
  kinds['with an ICC profile'] = await pixels.clone().withIccProfile('srgb').jpeg().toBuffer();
  kinds['1 x 1'] = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#f00' } })
    .jpeg()
    .toBuffer();
});

describe('the JPEG walk', () => {
  it('vouches for baseline JPEGs of every common kind, which the decode accepts too', async () => {
    for (const [name, jpeg] of Object.entries(kinds)) {
      expect(scanJpeg(jpeg), name).toBe('valid');
      expect(await decodesWithSharp(jpeg), name).toBe(true);
    }
  });

  it('leaves progressive and arithmetic-free exotic files to the decode', async () => {
    const progressive = await sharp(kinds['screenshot 4:2:0']).jpeg({ progressive: true }).toBuffer();
    expect(scanJpeg(progressive)).toBe('undecided');
    expect(await decodesAsJpeg(progressive)).toBe(true);
    const png = await sharp(kinds['1 x 1']).png().toBuffer();
    expect(scanJpeg(png)).toBe('undecided');
    expect(await decodesAsJpeg(png)).toBe(false);
  });

  it('leaves to the decode what libjpeg refuses in a file that is whole: a full code space, a side over 65,500', async () => {
    const fine = tinyGrayJpeg(8, 8, [1]);
    expect(scanJpeg(fine)).toBe('valid');
    expect(await decodesWithSharp(fine)).toBe(true);
    // Two DC codes of one bit fill the code space: libjpeg refuses the table.
    const fullCodeSpace = tinyGrayJpeg(8, 8, [2]);
    expect(await decodesWithSharp(fullCodeSpace)).toBe(false);
    expect(scanJpeg(fullCodeSpace)).toBe('undecided');
    expect(scanJpeg(tinyGrayJpeg(65500, 1, [1]))).toBe('valid');
    const tooWide = tinyGrayJpeg(65535, 1, [1]);
    expect(await decodesWithSharp(tooWide)).toBe(false);
    expect(scanJpeg(tooWide)).toBe('undecided');
  });

  it('never vouches for a damaged copy that the decode refuses', async () => {
    const next = random(58);
    const base = kinds['screenshot 4:2:0'] as Buffer;
    const small = kinds['odd size 333 x 71'] as Buffer;
    const scanStart = (jpeg: Buffer) => jpeg.indexOf(Buffer.from([0xff, 0xda])) + 14;
    const damaged: { how: string; data: Buffer }[] = [];
    for (const jpeg of [base, small, kinds.grayscale as Buffer]) {
      for (let i = 1; i <= 40; i++) {
        const cut = Math.floor((jpeg.length * i) / 41);
        damaged.push({ how: `cut at ${cut}`, data: jpeg.subarray(0, cut) });
        // Cut short, then closed with an end-of-image marker: only a walk of every block notices.
        damaged.push({
          how: `cut at ${cut}, EOI added`,
          data: Buffer.concat([jpeg.subarray(0, cut), Buffer.from([0xff, 0xd9])]),
        });
      }
      for (let i = 0; i < 150; i++) {
        const copy = Buffer.from(jpeg);
        const at = scanStart(jpeg) + Math.floor(next() * (jpeg.length - scanStart(jpeg) - 2));
        copy[at] = (copy[at] as number) ^ (1 << Math.floor(next() * 8));
        damaged.push({ how: `bit flipped at ${at}`, data: copy });
      }
      for (let i = 0; i < 60; i++) {
        const at = 2 + Math.floor(next() * (jpeg.length - 4));
        const byte = Math.floor(next() * 256);
        damaged.push({
          how: `byte ${byte} inserted at ${at}`,
          data: Buffer.concat([jpeg.subarray(0, at), Buffer.from([byte]), jpeg.subarray(at)]),
        });
        const header = Buffer.from(jpeg);
        const inHeader = 2 + Math.floor(next() * (scanStart(jpeg) - 2));
        header[inHeader] = byte;
        damaged.push({ how: `header byte ${inHeader} set to ${byte}`, data: header });
      }
      damaged.push({
        how: 'stray bytes before EOI',
        data: Buffer.concat([jpeg.subarray(0, -2), Buffer.from([1, 2, 0xff, 0xd9])]),
      });
    }
    let vouched = 0;
    for (const { how, data } of damaged) {
      if (scanJpeg(data) !== 'valid') continue;
      vouched += 1;
      expect(await decodesWithSharp(data), how).toBe(true);
    }
    // The damage that leaves a decodable file (most flipped bits do) is still vouched for.
    expect(vouched).toBeGreaterThan(0);
  });
});
