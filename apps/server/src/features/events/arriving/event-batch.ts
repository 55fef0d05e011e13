import { ERROR_CODES } from '@baitwatch/contracts/common/errors';
import { reportEventSchema } from '@baitwatch/contracts/extension/report-event';
import type { RefusedBatchEvent } from '@baitwatch/contracts/extension/report-events-batch';
import { badRequest } from '../../../http/errors.ts';
import { parseFields } from '../../../http/field-errors.ts';
import type { Evidence } from './evidence-checks.ts';
import type { ReportItem } from './report-item.ts';

/** One entry of a batch: an event to check further and store, or one refused already. */
export type BatchEntry = { index: number; item: ReportItem } | { index: number; refused: RefusedBatchEvent };

export const refusal = (index: number, eventId: string | null, problems: string[]): RefusedBatchEvent => ({
  status: 'refused',
  index,
  eventId,
  errors: problems.map((desc) => ({ code: ERROR_CODES.validation, desc })),
});

const sentEventId = (entry: unknown) => {
  const eventId = (entry as { eventId?: unknown } | null)?.eventId;
  return typeof eventId === 'string' ? eventId : null;
};

/**
 * Reads a batch event by event: each is parsed on its own ("field: reason" relative to the event),
 * a repeated eventId is refused after its first time, and each valid event takes its evidence parts.
 * Evidence naming no event of the batch refuses the whole batch: the parts themselves are wrong.
 */
export function readBatch(entries: unknown[], evidence: Map<string, Evidence>): BatchEntry[] {
  const named = new Set(entries.map((entry) => sentEventId(entry)?.toLowerCase()));
  const stray = [...evidence.keys()].filter((id) => !named.has(id));
  if (stray.length > 0) throw badRequest(stray.map((id) => `${id}: evidence for an event not in this batch`));

  const seen = new Set<string>();
  return entries.map((entry, index): BatchEntry => {
    const parsed = parseFields(reportEventSchema, entry, 'event');
    if ('problems' in parsed) return { index, refused: refusal(index, sentEventId(entry), parsed.problems) };
    const event = parsed.data;
    const key = event.eventId.toLowerCase();
    if (seen.has(key))
      return {
        index,
        refused: refusal(index, event.eventId, ['eventId: appears more than once in this batch']),
      };
    seen.add(key);
    return { index, item: { event, evidence: evidence.get(key) ?? {}, partSuffix: `.${event.eventId}` } };
  });
}
