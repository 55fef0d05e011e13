import { z } from 'zod';
import { dateTime } from '../common/dates.ts';
import { bigIdParam, idParam, wholeNumberParam } from '../common/ids.ts';
import { storableText, withoutBlank } from '../common/text.ts';
import { FEED_MAX_PAGE_SIZE, FEED_PAGE_SIZE_REQUESTED } from './constants.ts';
import { EVENT_MESSAGES } from './messages.ts';

// Query-string pieces shared by the event, chart and super-feed calls. A query string carries text;
// these turn it into typed values and answer 400 with a readable message for anything else.

export const booleanParam = z
  .enum(['true', 'false'], { error: EVENT_MESSAGES.invalidBoolean })
  .transform((v) => v === 'true');

/** ISO 8601 date-time with a zone ("2026-11-20T12:00:00Z" or "+01:00"), from 1970 (no event is older) to 9999. */
export const dateTimeParam = dateTime(EVENT_MESSAGES.invalidDate, 1970);

/** Free text for a search or filter: trimmed, not empty, and storable (no NUL, no broken Unicode). */
export const textParam = (
  max: number,
  min = 1,
  minError = `Type at least ${min} character${min === 1 ? '' : 's'}`,
) =>
  z
    .string({ error: minError })
    .check(storableText)
    .trim()
    .min(min, { error: minError })
    .max(max, { error: `Type at most ${max} characters` });

/** An optional text filter of a list: what is typed, or no filter when nothing is. */
export const filterTextParam = (max: number) => withoutBlank(textParam(max));

export const offsetParam = wholeNumberParam(0, 10_000_000, EVENT_MESSAGES.invalidPaging).default(0);
export const pageSizeParam = wholeNumberParam(1, FEED_MAX_PAGE_SIZE, EVENT_MESSAGES.invalidPaging).default(
  FEED_PAGE_SIZE_REQUESTED,
);

export const tenantIdParam = idParam('Invalid tenant id');
export const groupIdParam = idParam('Invalid group id');
export const extensionUserIdParam = bigIdParam('Invalid extension user id');

/** Repeated (type=0&type=3) or comma-separated (type=0,3) event types; the console sends the first. */
export const eventTypesParam = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',') : value),
  z
    .array(wholeNumberParam(0, 5, EVENT_MESSAGES.invalidType))
    .min(1, { error: EVENT_MESSAGES.invalidType })
    .max(6),
);

export const orderParam = z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('desc');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ROW_ID = /^[1-9][0-9]{0,14}$/;

/**
 * An event in an address: the extension's event id (a UUID), or the event's numeric row id (what
 * threat-intel records point at). Both are unique within an organization.
 */
export const eventRefParam = z
  .string({ error: EVENT_MESSAGES.invalidEventId })
  .check(storableText)
  .trim()
  .refine((v) => UUID.test(v) || ROW_ID.test(v), { error: EVENT_MESSAGES.invalidEventId });

export type EventRef = { eventId: string } | { id: number };
export const toEventRef = (value: string): EventRef =>
  ROW_ID.test(value) ? { id: Number(value) } : { eventId: value.toLowerCase() };
