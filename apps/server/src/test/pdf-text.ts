import { inflateSync } from 'node:zlib';

/** WinAnsi bytes as text: the PDF standard fonts' encoding (Latin-1 apart from 0x80-0x9f). */
const winAnsi = (bytes: Buffer) => bytes.toString('latin1');

/** The strings of one text operand: `<hex>` or `(literal)` (with its escapes). */
function operandText(operand: string): string {
  if (operand.startsWith('<')) return winAnsi(Buffer.from(operand.slice(1, -1).replace(/\s+/g, ''), 'hex'));
  return operand
    .slice(1, -1)
    .replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, escaped: string) =>
      /^[0-7]/.test(escaped)
        ? String.fromCharCode(Number.parseInt(escaped, 8))
        : (({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[escaped] ?? escaped),
    );
}

/**
 * The text a PDF shows, one line per text-showing operator (`Tj`, `TJ`), in the order drawn: enough to
 * read what the PDFs this server makes (pdfkit, standard fonts) say, compressed or not. Kerning numbers
 * inside a `TJ` array are dropped; spaces are glyphs of their own in these files.
 */
export function pdfText(pdf: Buffer): string[] {
  return pdfTextByStream(pdf).flat();
}

/** The same, per content stream: a page each, in these files (pdfkit writes one stream per page). */
export function pdfTextByStream(pdf: Buffer): string[][] {
  const source = pdf.toString('latin1');
  const pages: string[][] = [];
  const streams = /<<([\s\S]*?)>>\s*stream\r?\n/g;
  for (let match = streams.exec(source); match; match = streams.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    const raw = pdf.subarray(start, end);
    let content: string;
    try {
      content = (match[1]?.includes('/FlateDecode') ? inflateSync(raw) : raw).toString('latin1');
    } catch {
      continue;
    }
    const lines: string[] = [];
    const shows =
      /\[((?:<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\)|[-\d.\s])*)\]\s*TJ|(<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\))\s*Tj/g;
    for (let show = shows.exec(content); show; show = shows.exec(content)) {
      const operands = show[1] ?? show[2] ?? '';
      const parts = operands.match(/<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\)/g) ?? [];
      lines.push(parts.map(operandText).join(''));
    }
    if (lines.length > 0) pages.push(lines);
  }
  return pages;
}
