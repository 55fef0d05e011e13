import { PRODUCT_NAME } from '@baitwatch/contracts/common/product';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ICON_SIZES, renderIcons } from './icons.ts';
import { manifest } from './manifest.ts';

describe('the extension icons', () => {
  it('are drawn from the console mark at every size Chrome asks for, as opaque-cornered PNGs of that size', async () => {
    const icons = await renderIcons();
    expect(icons.map((i) => i.file)).toEqual(ICON_SIZES.map((s) => `icons/icon-${s}.png`));
    for (const [index, icon] of icons.entries()) {
      const size = ICON_SIZES[index] as number;
      const { format, width, height } = await sharp(icon.data).metadata();
      expect({ format, width, height }).toEqual({ format: 'png', width: size, height: size });
      // The middle is the white shield, the edge's middle the blue square: the mark, not a blank.
      const { data, info } = await sharp(icon.data).raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * size + x) * info.channels, (y * size + x + 1) * info.channels),
      ];
      const half = Math.floor(size / 2);
      expect(pixel(half, Math.floor(size * 0.3))).toEqual([255, 255, 255, 255]);
      const [r, g, b, a] = pixel(1, half) as [number, number, number, number];
      expect(b > 150 && r < 100 && a === 255).toBe(true);
      expect(g).toBeLessThan(b);
    }
  });

  it('are the manifest icons and the toolbar button icons, and every one is built', async () => {
    const built = new Set((await renderIcons()).map((i) => i.file));
    const m = manifest('1.0.0');
    expect(Object.keys(m.icons)).toEqual(['16', '32', '48', '128']);
    for (const file of [...Object.values(m.icons), ...Object.values(m.action.default_icon)])
      expect(built.has(file)).toBe(true);
    expect(m.action.default_title).toBe(`${PRODUCT_NAME} settings`);
  });
});
