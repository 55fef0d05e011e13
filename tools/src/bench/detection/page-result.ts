import type { CorpusPage } from './corpus.ts';
import type { RecordedReport } from './report-recorder.ts';
import { sameAddress } from './same-address.ts';
import type { Visit } from './visit-page.ts';

// One corpus page's result: the entry, and each extension's verdict with its timing; Baitwatch's
// with what its report carried when one left the browser.

/** What left the browser about the page: nothing, the report's metadata only, or with evidence. */
export type ReportLeft = 'none' | 'metadata' | 'evidence';

export interface SubjectResult {
  warned: boolean;
  verdict: string;
  reasons: string[];
  /** From the first credential field to the warning; null without either. */
  msToWarning: number | null;
  credentialField: string | null;
  loadMs: number | null;
  error?: string;
  /** Baitwatch only: what the recording proxy saw, and what its check log says it sent. */
  report?: ReportLeft;
  reportParts?: string[];
  loggedReport?: string;
  /** Baitwatch's check-log entry (reasons in words, score), in the JSON only. */
  checkLog?: unknown;
}

export interface PageResult {
  id: string;
  class: 'phish' | 'genuine';
  brand: string | null;
  kinds: string[];
  url: string;
  results: Record<string, SubjectResult>;
}

export function subjectResult(visit: Visit): SubjectResult {
  const { seen, verdict } = visit;
  const ms =
    verdict.warnedAt !== null && seen.credentialAt !== null
      ? Math.round(verdict.warnedAt - seen.credentialAt)
      : null;
  return {
    warned: verdict.warned,
    verdict: verdict.verdict,
    reasons: verdict.reasons,
    msToWarning: ms,
    credentialField: seen.credentialField,
    loadMs: visit.loadMs,
    ...(verdict.loggedReport ? { loggedReport: verdict.loggedReport } : {}),
    ...(verdict.checkLog ? { checkLog: verdict.checkLog } : {}),
    ...((verdict.error ?? visit.error) ? { error: verdict.error ?? visit.error } : {}),
  };
}

/**
 * Adds what left the browser to Baitwatch's result: the reports whose address is one the page had,
 * sent after its visit began and before the next visit of the same address.
 */
export function withReports(
  result: SubjectResult,
  visit: Visit,
  until: number,
  reports: RecordedReport[],
): SubjectResult {
  const mine = reports.filter(
    (report) =>
      report.at >= visit.startedAt &&
      report.at < until &&
      visit.urls.some((url) => sameAddress(url, report.url)),
  );
  const parts = [
    ...new Set(mine.flatMap((r) => [...(r.screenshot ? ['screenshot'] : []), ...(r.html ? ['html'] : [])])),
  ];
  return {
    ...result,
    report: mine.length === 0 ? 'none' : parts.length > 0 ? 'evidence' : 'metadata',
    reportParts: parts,
  };
}

export const pageResult = (page: CorpusPage, results: Record<string, SubjectResult>): PageResult => ({
  id: page.id,
  class: page.class,
  brand: page.brand,
  kinds: page.kinds,
  url: page.url,
  results,
});
