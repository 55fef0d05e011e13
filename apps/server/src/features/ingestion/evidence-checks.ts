import { EXTENSION_MESSAGES } from '@baitwatch/contracts/extension/messages';
import { badRequest } from '../../http/errors.ts';

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

/** 400 naming each evidence part that is not what it claims to be. */
export function checkEvidence(evidence: Evidence) {
  const problems: string[] = [];
  if (evidence.screenshot && !isJpeg(evidence.screenshot))
    problems.push(EXTENSION_MESSAGES.screenshotNotJpeg);
  if (evidence.html && !isUtf8Text(evidence.html)) problems.push(EXTENSION_MESSAGES.htmlNotText);
  if (problems.length > 0) throw badRequest(problems);
}
