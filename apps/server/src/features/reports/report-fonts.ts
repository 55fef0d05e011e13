import { createRequire } from 'node:module';

// PDFKit's standard fonts encode WinAnsi only, so an organization named in Greek, Cyrillic, Turkish
// or Polish letters (or a brand with a curly apostrophe) would print as the wrong glyphs. DejaVu Sans
// (npm dejavu-fonts-ttf, a free licence that allows embedding) covers Latin, Greek, Cyrillic,
// Armenian, Georgian, Hebrew and Arabic letters; PDFKit embeds only the glyphs a report uses. CJK
// scripts are not in it: such characters print as an empty box (decision 0074).

const require = createRequire(import.meta.url);
const ttf = (name: string) => require.resolve(`dejavu-fonts-ttf/ttf/${name}`);

export const REPORT_FONTS = {
  regular: { name: 'Report', path: ttf('DejaVuSans.ttf') },
  bold: { name: 'Report-Bold', path: ttf('DejaVuSans-Bold.ttf') },
} as const;
