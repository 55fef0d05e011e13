/** The feed's time ranges (spec doc 2 §9), in days; the SOC API's threat intel reads the same. */
export const THREAT_INTEL_RANGES = {
  last30d: 30,
  last60d: 60,
  last90d: 90,
  last1y: 365,
  last3y: 1095,
} as const;
export type ThreatIntelRange = keyof typeof THREAT_INTEL_RANGES;

/** The feed shows 20 a page and asks for one more to know the last page (spec doc 2 §3, §4, §9). */
export const FEED_DISPLAY_SIZE = 20;
export const FEED_REQUEST_SIZE = FEED_DISPLAY_SIZE + 1;
/** The console call's page size: 21 by default, at most 500 (the spec's 50000 is the SOC variant's). */
export const FEED_MAX_PAGE_SIZE = 500;
export const DEFAULT_FEED_FILTER = 'dtcTime|last30d';
export const DEFAULT_FEED_SORT = 'dtcTime|desc';

/** Uploads on the form (spec doc 2 §5): a JPEG screenshot, an HTML page. */
export const SCREENSHOT_ACCEPT = '.jpg,.jpeg,image/jpeg';
export const HTML_ACCEPT = '.html,.htm,text/html';
/** Our limits for an uploaded file (the spec sets none): 5 MB of JPEG, 2 MB of HTML. */
export const MAX_SCREENSHOT_BYTES = 5 * 1024 * 1024;
export const MAX_HTML_BYTES = 2 * 1024 * 1024;
