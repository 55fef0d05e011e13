import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Each page's text runs, in the order drawn, read by PDF.js: for PDFs with embedded fonts (the
 * reports' DejaVu Sans), which pdf-text.ts (standard WinAnsi fonts only) cannot decode.
 */
export async function pdfPages(pdf: Buffer): Promise<string[][]> {
  const task = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false });
  const document = await task.promise;
  try {
    const pages: string[][] = [];
    for (let n = 1; n <= document.numPages; n++) {
      const content = await (await document.getPage(n)).getTextContent();
      pages.push(
        content.items.map((item) => ('str' in item ? item.str : '')).filter((text) => text.trim() !== ''),
      );
    }
    return pages;
  } finally {
    await task.destroy();
  }
}

/** The `count` text runs after `label` (a table row's cells): where a figure sits beside its name. */
export function cellsAfter(runs: string[], label: string, count: number): string[] {
  const at = runs.indexOf(label);
  if (at < 0) throw new Error(`"${label}" is not in the PDF's text: ${runs.join(' | ')}`);
  return runs.slice(at + 1, at + 1 + count);
}
