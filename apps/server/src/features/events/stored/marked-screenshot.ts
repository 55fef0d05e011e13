import type { DetectionBox } from '@baitwatch/contracts/extension/report-event';
import sharp from 'sharp';
import { escapeMarkup } from '../../../lib/escape-markup.ts';

const COLORS = ['#e03131', '#f08c00', '#1971c2', '#2f9e44', '#9c36b5'];

/** The label of a box: its name and, when the model gave one, its score in whole percent. */
export const boxLabel = (box: DetectionBox) =>
  box.score === undefined ? box.label : `${box.label} ${Math.round(box.score * 100)}%`;

/** An SVG layer of the same size as the screenshot with each box outlined and labelled above (or inside). */
export function overlaySvg(boxes: DetectionBox[], width: number, height: number): string {
  const font = Math.max(12, Math.round(width / 90));
  const stroke = Math.max(3, Math.round(width / 300));
  const shapes = boxes.map((box, i) => {
    const color = COLORS[i % COLORS.length];
    const x = Math.min(Math.max(0, box.x), width - 1);
    const y = Math.min(Math.max(0, box.y), height - 1);
    const w = Math.max(1, Math.min(box.width, width - x));
    const h = Math.max(1, Math.min(box.height, height - y));
    const text = escapeMarkup(boxLabel(box));
    const labelHeight = font + 8;
    const labelWidth = Math.min(width - x, Math.round(text.length * font * 0.62) + 10);
    const labelY = y >= labelHeight ? y - labelHeight : y;
    return [
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${color}" stroke-width="${stroke}"/>`,
      `<rect x="${x}" y="${labelY}" width="${labelWidth}" height="${labelHeight}" fill="${color}"/>`,
      `<text x="${x + 5}" y="${labelY + font + 2}" font-family="sans-serif" font-size="${font}" fill="#fff">${text}</text>`,
    ].join('');
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes.join('')}</svg>`;
}

/** The `_marked` image (the Vision Analysis tab): the screenshot with the model's detection boxes drawn. */
export async function makeMarkedScreenshot(screenshot: Buffer, boxes: DetectionBox[]): Promise<Buffer> {
  const image = sharp(screenshot).rotate();
  const { width = 0, height = 0 } = await image.metadata();
  if (width === 0 || height === 0) throw new Error('screenshot has no size');
  return image
    .composite([{ input: Buffer.from(overlaySvg(boxes, width, height)), top: 0, left: 0 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}
