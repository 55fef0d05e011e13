import type { DetectionBox } from '@baitwatch/contracts/extension/report-event';
import sharp from 'sharp';
import { escapeMarkup } from '../../lib/escape-markup.ts';
import { type BrandStyle, brandStyle } from './brand-styles.ts';

export type PageLayout = 'card' | 'split' | 'banner';

export interface LoginPageSpec {
  brand: string;
  layout: PageLayout;
  /** D desktop (1280x720 viewport) or M mobile (390x844). */
  device: 'D' | 'M';
  heading: string;
  /** The pressure line kits add ("Unusual sign-in activity..."). */
  notice?: string;
  /** A photo-like background: 0 flat; higher is busier (and a larger JPEG). */
  texture?: number;
  quality?: number;
}

export interface RenderedPage {
  jpeg: Buffer;
  width: number;
  height: number;
  /** Where a vision model would find the brand logo, the password field and the login button. */
  boxes: DetectionBox[];
}

type Rect = { x: number; y: number; width: number; height: number };

const textWidth = (text: string, size: number) => Math.round(text.length * size * 0.58);
const FONT = 'font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif"';

function field(r: Rect, placeholder: string, s: BrandStyle) {
  return `<rect x="${r.x}" y="${r.y}" width="${r.width}" height="${r.height}" rx="4" fill="#fff" stroke="#8a8886"/>
  <text x="${r.x + 12}" y="${r.y + r.height / 2 + 5}" ${FONT} font-size="15" fill="#767676">${escapeMarkup(placeholder)}</text>
  <rect x="${r.x}" y="${r.y + r.height - 2}" width="${r.width}" height="2" fill="${s.primary}" opacity="0.5"/>`;
}

/** The form column shared by all layouts; answers its SVG and the rectangles a model would mark. */
function form(spec: LoginPageSpec, s: BrandStyle, x: number, y: number, width: number, onDark: boolean) {
  const ink = onDark ? '#ffffff' : s.text;
  const logo = { x, y, width: textWidth(spec.brand, 30) + 8, height: 40 };
  const email = { x, y: y + 150, width, height: 42 };
  const password = { x, y: y + 206, width, height: 42 };
  const button = { x: x + width - 130, y: y + 300, width: 130, height: 40 };
  const notice = spec.notice
    ? `<rect x="${x}" y="${y + 100}" width="${width}" height="34" rx="3" fill="#fff4ce"/>
       <text x="${x + 10}" y="${y + 122}" ${FONT} font-size="12.5" fill="#8a5300">${escapeMarkup(spec.notice)}</text>`
    : '';
  const svg = `<text x="${x}" y="${y + 31}" ${FONT} font-size="30" font-weight="bold" fill="${onDark ? '#fff' : s.primary}">${escapeMarkup(spec.brand)}</text>
  <text x="${x}" y="${y + 80}" ${FONT} font-size="24" fill="${ink}">${escapeMarkup(spec.heading)}</text>
  ${notice}${field(email, s.field, s)}${field(password, 'Password', s)}
  <text x="${x}" y="${y + 274}" ${FONT} font-size="13" fill="${onDark ? '#cfe3ff' : s.primary}">Forgot password?</text>
  <rect x="${button.x}" y="${button.y}" width="${button.width}" height="${button.height}" rx="4" fill="${s.primary}"/>
  <text x="${button.x + button.width / 2}" y="${button.y + 26}" ${FONT} font-size="15" fill="#fff" text-anchor="middle">${escapeMarkup(s.button)}</text>`;
  return { svg, logo, password, button };
}

function foreground(spec: LoginPageSpec, s: BrandStyle, width: number, height: number) {
  const mobile = spec.device === 'M';
  const formWidth = mobile ? width - 48 : 360;
  let chrome = '';
  let at: { x: number; y: number; dark: boolean };
  if (spec.layout === 'split' && !mobile) {
    chrome = `<rect width="${width * 0.45}" height="${height}" fill="${s.primary}" opacity="0.92"/>
      <text x="60" y="${height / 2 - 10}" ${FONT} font-size="54" font-weight="bold" fill="#fff">${escapeMarkup(spec.brand)}</text>
      <text x="62" y="${height / 2 + 30}" ${FONT} font-size="18" fill="#fff" opacity="0.85">Secure account access</text>`;
    at = { x: width * 0.55, y: height / 2 - 190, dark: false };
  } else if (spec.layout === 'banner') {
    chrome = `<rect width="${width}" height="64" fill="${s.primary}"/>
      <text x="24" y="41" ${FONT} font-size="24" font-weight="bold" fill="#fff">${escapeMarkup(spec.brand)}</text>
      <rect x="${(width - formWidth) / 2 - 40}" y="110" width="${formWidth + 80}" height="420" fill="#fff" opacity="0.96"/>`;
    at = { x: (width - formWidth) / 2, y: 140, dark: false };
  } else {
    const cardWidth = formWidth + 88;
    const cardX = (width - cardWidth) / 2;
    const cardY = mobile ? 60 : (height - 440) / 2;
    const dark = s.background === '#141414';
    chrome = `<rect x="${cardX}" y="${cardY}" width="${cardWidth}" height="440" fill="${dark ? '#000' : '#fff'}" opacity="${dark ? 0.75 : 1}" stroke="#e1dfdd"/>`;
    at = { x: cardX + 44, y: cardY + 40, dark };
  }
  const f = form(spec, s, at.x, at.y, formWidth, at.dark);
  const footer = `<text x="${width / 2}" y="${height - 24}" ${FONT} font-size="12" fill="#8a8886" text-anchor="middle">Terms of use    Privacy &amp; cookies    © ${escapeMarkup(spec.brand)}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${chrome}${f.svg}${footer}</svg>`;
  return { svg, rects: f };
}

async function background(s: BrandStyle, width: number, height: number, texture: number) {
  const page = sharp({ create: { width, height, channels: 3, background: s.background } });
  if (texture <= 0) return page;
  // Coarse noise scaled up reads as a photo backdrop; finer noise (higher texture) costs more bytes.
  const cell = Math.max(1, Math.round(24 / texture));
  const noise = await sharp({
    create: {
      width: Math.ceil(width / cell),
      height: Math.ceil(height / cell),
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 70 },
    },
  })
    .resize(width, height, { kernel: 'cubic' })
    .png()
    .toBuffer();
  return page.composite([{ input: noise, blend: 'soft-light' }]);
}

/** A screenshot of a fake login page for a brand, as the extension would capture the visible tab. */
export async function renderLoginPage(spec: LoginPageSpec): Promise<RenderedPage> {
  const s = brandStyle(spec.brand);
  const [width, height] = spec.device === 'M' ? [390, 844] : [1280, 720];
  const { svg, rects } = foreground(spec, s, width, height);
  const base = await (await background(s, width, height, spec.texture ?? 0)).png().toBuffer();
  const jpeg = await sharp(base)
    .composite([{ input: Buffer.from(svg) }])
    .jpeg({ quality: spec.quality ?? 72 })
    .toBuffer();
  const box = (label: string, r: Rect, score: number): DetectionBox => ({ label, score, ...r });
  return {
    jpeg,
    width,
    height,
    boxes: [
      box(`logo: ${spec.brand}`, rects.logo, 0.93),
      box('password field', rects.password, 0.88),
      box('login button', rects.button, 0.81),
    ],
  };
}
