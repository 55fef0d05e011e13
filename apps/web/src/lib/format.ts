const LONG_DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'medium' };
const LONG_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long' };

type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// Formatters are costly to build; dates are formatted by the hundred in lists.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(options: Intl.DateTimeFormatOptions, timeZone: string | undefined) {
  const key = `${JSON.stringify(options)}|${timeZone ?? ''}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-US', timeZone ? { ...options, timeZone } : options);
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * The spec's long English format in the viewer's zone: "November 20, 2026 at 12:05:31 PM".
 * An empty or invalid value gives an empty string; `timeZone` is for tests and fixed-zone views.
 */
export function formatDateTime(value: DateInput, timeZone?: string): string {
  const date = toDate(value);
  return date ? formatter(LONG_DATE_TIME, timeZone).format(date) : '';
}

/** The long date alone: "November 20, 2026". */
export function formatDate(value: DateInput, timeZone?: string): string {
  const date = toDate(value);
  return date ? formatter(LONG_DATE, timeZone).format(date) : '';
}
