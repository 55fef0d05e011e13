/** Limits and constants of the extension API (ours: the spec describes only the console's side). */

/** An extension user is Active when one of its installs sent a heartbeat within this many days. */
export const ACTIVE_WINDOW_DAYS = 7;

/** Evidence sizes, checked by content and length. Larger parts answer 413. */
export const SCREENSHOT_MAX_BYTES = 2 * 1024 * 1024;
export const HTML_MAX_BYTES = 1024 * 1024;
/** The JSON `event` part of a multipart event report. */
export const EVENT_JSON_MAX_BYTES = 64 * 1024;

/** Manual registration: the emailed six-digit code. */
export const REGISTRATION_CODE_TTL_MINUTES = 10;
export const REGISTRATION_CODE_MAX_ATTEMPTS = 5;

/** The OS labels the console charts (spec doc 1 §9 "Supported OS labels"). */
export const SUPPORTED_OS = [
  'Mac OS',
  'Linux',
  'Windows',
  'Chrome OS',
  'iOS',
  'Android',
  'Open/FreeBSD',
  'Fuscia',
] as const;
export type SupportedOs = (typeof SUPPORTED_OS)[number];

// Event types, user actions and device types: see ../events/event-types.ts.
/** The AI model code when the extension names none (spec doc 2 §9). */
export const DEFAULT_MODEL_CODE = 'PP1';

/** Base path of the extension API, its OpenAPI document and rendered docs. */
export const EXTENSION_API_BASE = '/extension/v1';
