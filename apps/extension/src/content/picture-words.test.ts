import { describe, expect, it } from 'vitest';
import { asInk } from './picture-words.ts';

// A picture is turned to black ink on white before it is read: every pixel far from the colour of
// its corners is ink, whatever its own colour (a wordmark in two blues, white letters on a dark band).
describe('a picture drawn for reading', () => {
  const pixels = (...rgb: [number, number, number][]) =>
    new Uint8ClampedArray(rgb.flatMap(([r, g, b]) => [r, g, b, 255]));

  it('is black where it differs from its background and white elsewhere', () => {
    // 3x3: white corners and edges, a light-blue and a dark-blue pixel in the middle row.
    const white: [number, number, number] = [255, 255, 255];
    const picture = pixels(white, white, white, [0, 156, 222], [0, 48, 135], white, white, white, white);
    asInk(picture, 3, 3);
    const levels = [...picture].filter((_, i) => i % 4 === 0);
    expect(levels).toEqual([255, 255, 255, 0, 0, 255, 255, 255, 255]);
  });

  it('reads light letters on a dark band as ink too', () => {
    const band: [number, number, number] = [20, 20, 60];
    const picture = pixels(band, band, band, band, [250, 250, 250], band, band, band, band);
    asInk(picture, 3, 3);
    expect([...picture].filter((_, i) => i % 4 === 0)).toEqual([255, 255, 255, 255, 0, 255, 255, 255, 255]);
  });
});
