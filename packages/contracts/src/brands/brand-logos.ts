import { z } from 'zod';
import { oneLineName, storableText } from '../common/text.ts';

// Reference logos on a brand policy (decision 0065): the pictures of the brand that phishing kits
// show, so that a kit naming the brand only in a picture is still recognized. The console sends a
// picture as a data: address; the server redraws it small, keeps that, and hashes it the way the
// extension hashes the pictures of a page. Quoted messages are ours: the spec has no logos.

export const BRAND_LOGO_MESSAGES = {
  notAnImage: 'Brand Logo must be a PNG, JPEG, GIF, WebP or SVG image',
  tooLarge: 'Brand Logo cannot exceed 512 KB',
  tooMany: 'A brand policy can have at most 5 Brand Logos',
  nameTooLong: 'Brand Logo name cannot exceed 100 characters',
} as const;

export const BRAND_LOGOS_MAX = 5;
export const BRAND_LOGO_BYTES_MAX = 512 * 1024;
export const BRAND_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'];

const DATA_ADDRESS = /^data:(image\/(?:png|jpeg|gif|webp|svg\+xml));base64,([A-Za-z0-9+/]+={0,2})$/;
/** Base64 takes four characters for three bytes. */
const DATA_ADDRESS_MAX = Math.ceil(BRAND_LOGO_BYTES_MAX / 3) * 4 + 40;

/** The bytes and type of a logo sent as a data: address, or null when it is not one of ours. */
export function logoDataOf(address: string): { type: string; bytes: number; base64: string } | null {
  const match = DATA_ADDRESS.exec(address);
  if (!match?.[1] || !match[2]) return null;
  const padding = match[2].endsWith('==') ? 2 : match[2].endsWith('=') ? 1 : 0;
  return { type: match[1], bytes: (match[2].length / 4) * 3 - padding, base64: match[2] };
}

/** A logo as written: its file name and the picture as a data: address. */
export const brandLogoWriteSchema = z.object({
  name: z
    .string()
    .check(storableText)
    .trim()
    .check(oneLineName)
    .max(100, { error: BRAND_LOGO_MESSAGES.nameTooLong })
    .default(''),
  image: z
    .string({ error: BRAND_LOGO_MESSAGES.notAnImage })
    .max(DATA_ADDRESS_MAX, { error: BRAND_LOGO_MESSAGES.tooLarge, abort: true })
    .refine((image) => logoDataOf(image) !== null, { error: BRAND_LOGO_MESSAGES.notAnImage, abort: true })
    .refine((image) => (logoDataOf(image)?.bytes ?? 0) <= BRAND_LOGO_BYTES_MAX, {
      error: BRAND_LOGO_MESSAGES.tooLarge,
    }),
});
export type BrandLogoWrite = z.input<typeof brandLogoWriteSchema>;

export const brandLogosWriteSchema = z
  .array(brandLogoWriteSchema, { error: BRAND_LOGO_MESSAGES.notAnImage })
  .max(BRAND_LOGOS_MAX, { error: BRAND_LOGO_MESSAGES.tooMany });

/** A logo as stored: redrawn at most 256 pixels a side (PNG), and its 64-bit difference hash. */
export const brandLogoSchema = z.object({
  name: z.string(),
  image: z.string().describe('A data: address of the PNG the server redrew'),
  hash: z.string().describe('Difference hash (16 hex digits), as the extension computes it'),
});
export type BrandLogo = z.infer<typeof brandLogoSchema>;
