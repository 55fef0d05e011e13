import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

// The extension's icons, drawn at build time from the console's own mark (its favicon: the shield on
// the blue square), so the two never drift apart and no PNG is kept in the repository. sharp is
// already the server's image library and renders SVG offline. The mark carries no product name, so a
// whitelabelled organization's people see no other brand's name on it.

/** The SVG the icons are drawn from (the console's favicon). */
export const MARK_SVG = fileURLToPath(new URL('../../web/public/favicon.svg', import.meta.url));

/** The sizes Chrome asks for: toolbar (16, 32), extensions page (48), install dialog and store (128). */
export const ICON_SIZES = [16, 32, 48, 128] as const;
export type IconSize = (typeof ICON_SIZES)[number];

export const iconFile = (size: IconSize) => `icons/icon-${size}.png`;

/** size → file, as the manifest's `icons` and `action.default_icon` take them. */
export function iconSet(sizes: readonly IconSize[] = ICON_SIZES): Record<string, string> {
  return Object.fromEntries(sizes.map((size) => [String(size), iconFile(size)]));
}

/** Each size rendered from the vector at its own density (not one bitmap scaled down): crisp edges. */
export async function renderIcons(svg: Buffer = readFileSync(MARK_SVG)) {
  const { width } = await sharp(svg).metadata();
  if (!width) throw new Error(`${MARK_SVG} has no width or viewBox`);
  return Promise.all(
    ICON_SIZES.map(async (size) => ({
      file: iconFile(size),
      data: await sharp(svg, { density: (72 * size) / width })
        .resize(size, size)
        .png()
        .toBuffer(),
    })),
  );
}
