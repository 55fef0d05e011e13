import type { ExtensionBrowser } from '../../lib/extension-browser.ts';
import { lastCheckOf, shortReason } from './check-log.ts';
import type { PageObservation } from './page-probe.ts';
import type { ReportRecorder } from './report-recorder.ts';
import type { Subject, SubjectVerdict } from './subject.ts';

// Baitwatch: its warning is an element `baitwatch-ui#baitwatch-warning` on the top frame's body (or
// documentElement); its verdict and reasons are in its check log when the build keeps one. A page
// it reports stays open until the report has left (its screenshot is taken of the open tab), for a
// few seconds at most.

const REPORT_WAIT_MS = 5_000;

export function baitwatchSubject(browser: ExtensionBrowser, recorder: ReportRecorder): Subject {
  return {
    name: 'Baitwatch',
    browser,
    marks: [{ name: 'warning', selector: 'baitwatch-ui#baitwatch-warning' }],
    warnings: ['warning'],
    async finish(verdict, urls, since) {
      // Without a check log, a warning means a report; with one, the log says whether one goes.
      const reports = verdict.loggedReport ? verdict.loggedReport !== 'none' : verdict.warned;
      if (reports) await recorder.arrival(urls, since, REPORT_WAIT_MS);
    },
    async verdictOf(seen: PageObservation, urls: string[], since: number): Promise<SubjectVerdict> {
      const warnedAt = seen.marks.warning ?? null;
      const logged = await lastCheckOf(browser, urls, since);
      const reasons = (logged?.reasons ?? [])
        .filter((reason) => reason.weight !== 0)
        .sort((a, b) => b.weight - a.weight)
        .map(shortReason);
      return {
        warned: warnedAt !== null,
        verdict: logged?.verdict ?? (warnedAt !== null ? 'warned' : 'not warned'),
        reasons: logged || warnedAt === null ? reasons : [seen.markTexts.warning ?? ''],
        warnedAt,
        ...(logged ? { loggedReport: logged.report, checkLog: logged } : {}),
        ...(logged?.error ? { error: logged.error } : {}),
      };
    },
  };
}
