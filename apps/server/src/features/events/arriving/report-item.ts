import type { ParsedReportEvent } from '@baitwatch/contracts/extension/report-event';
import type { Evidence } from './evidence-checks.ts';

/** One event of a report (alone or from a batch) with its evidence parts, ready to check and store. */
export interface ReportItem {
  event: ParsedReportEvent;
  evidence: Evidence;
  /** How the evidence parts were named ("screenshot" or "screenshot.<eventId>"). */
  partSuffix: string;
}
