import { EXTENSION_MESSAGES } from '@baitwatch/contracts/extension/messages';

/** Uploaded files are checked by content, not by name or declared type (DESIGN §4 Security). */
export const isJpeg = (data: Buffer) =>
  data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;

const utf8 = new TextDecoder('utf-8', { fatal: true });
export function isUtf8Text(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    utf8.decode(data);
    return true;
  } catch {
    return false;
  }
}

export interface Evidence {
  screenshot?: Buffer | undefined;
  html?: Buffer | undefined;
}

/** What is wrong with each evidence part, naming the part ("screenshot" + suffix). */
export function evidenceProblems(evidence: Evidence, partSuffix = ''): string[] {
  const problems: string[] = [];
  if (evidence.screenshot && !isJpeg(evidence.screenshot))
    problems.push(`screenshot${partSuffix}: ${EXTENSION_MESSAGES.screenshotNotJpeg}`);
  if (evidence.html && !isUtf8Text(evidence.html))
    problems.push(`html${partSuffix}: ${EXTENSION_MESSAGES.htmlNotText}`);
  return problems;
}
