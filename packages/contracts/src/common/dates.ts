import { z } from 'zod';

// Dates and times of requests, checked by arithmetic before anything reads them: a day that does not
// exist (2026-13-45, 2025-02-29) is a 400 with the caller's message, never a RangeError from a Date
// and never a value PostgreSQL refuses. Years run from 1 to 9999: there is no year 0, and both
// PostgreSQL and ISO 8601's plain four digits stop there.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const YEAR_MIN = 1;
const YEAR_MAX = 9999;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysIn(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A calendar date yyyy-mm-dd that exists, in years 1 to 9999. */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return (
    year >= YEAR_MIN &&
    year <= YEAR_MAX &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysIn(year, month)
  );
}

/** yyyy-mm-dd, a day that exists; anything else is a 400 with `error`. */
export const calendarDate = (error: string) => z.string({ error }).refine(isCalendarDate, { error });

/**
 * An ISO 8601 date-time with a zone ("2026-11-20T12:00:00Z", "+01:00"), on a day that exists, from
 * `fromYear` (1 unless the caller's data starts later) to 9999.
 */
export const dateTime = (error: string, fromYear = YEAR_MIN) =>
  z.iso.datetime({ offset: true, error }).refine(
    (value) => {
      const day = value.slice(0, 10);
      return isCalendarDate(day) && Number(day.slice(0, 4)) >= fromYear && Number.isFinite(Date.parse(value));
    },
    { error },
  );
