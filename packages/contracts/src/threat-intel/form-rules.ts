import { THREAT_INTEL_MESSAGES as M } from './messages.ts';

/** The URL rule of the threat intel form (spec doc 2 §5): http, https, ftp or file, none of <>{}"'`\|^@. */
const SCHEME = /^(https?|ftp|file):\/\/\S+$/i;
const FORBIDDEN = /[<>{}"'`\\|^@]/;
export const isThreatUrl = (url: string) => SCHEME.test(url) && !FORBIDDEN.test(url);

export interface ThreatIntelFormValues {
  threatURL: string;
  threatDetectedOn: string;
  addImage: boolean;
  screenshot: string;
  addHtml: boolean;
  html: string;
}

/**
 * The form's errors in the spec's words, in the order of the form (the "Invalid Inputs!" popup lists
 * them). The server runs the same checks on the payload.
 */
export function threatIntelFormErrors(v: ThreatIntelFormValues): string[] {
  const errors: string[] = [];
  const url = v.threatURL.trim();
  if (!url) errors.push(M.urlRequired);
  else if (!isThreatUrl(url)) errors.push(M.invalidUrl);
  if (!v.threatDetectedOn.trim() || Number.isNaN(Date.parse(v.threatDetectedOn)))
    errors.push(M.detectionTimeRequired);
  if (v.addImage && !v.screenshot) errors.push(M.screenshotRequired);
  if (v.addHtml && !v.html) errors.push(M.htmlRequired);
  return errors;
}
