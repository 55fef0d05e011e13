import { DEFAULT_EVENT_WINDOW_DAYS } from '@baitwatch/contracts/events/constants';
import { EVENT_MESSAGES } from '@baitwatch/contracts/events/messages';
import { badRequest } from '../../../http/errors.ts';

const DAY_MS = 86_400_000;

/** The time window of a feed, chart or filter call: the given bounds, else the last 30 days up to now. */
export function eventWindow(
  now: Date,
  startTime: string | undefined,
  endTime: string | undefined,
  defaultDays: number = DEFAULT_EVENT_WINDOW_DAYS,
): { start: Date; end: Date } {
  const end = endTime ? new Date(endTime) : now;
  const start = startTime ? new Date(startTime) : new Date(end.getTime() - defaultDays * DAY_MS);
  if (start.getTime() > end.getTime()) throw badRequest(EVENT_MESSAGES.invalidDateRange);
  return { start, end };
}
