/** The counts we read from vitest's JSON reporter (a subset of its JsonTestResults). */
export interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites: number;
  success: boolean;
}

export interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

export const emptyTally = (): Tally => ({ passed: 0, failed: 0, skipped: 0 });

/**
 * Adds one vitest run to the tally. A run that failed without a failing test (a file that does not
 * load, a crashed worker, a missing report) still counts as at least one failure, so the summary
 * never reads "0 failed" over a red run.
 */
export function addRun(tally: Tally, report: VitestJson | null, exitCode: number): Tally {
  if (!report) return { ...tally, failed: tally.failed + 1 };
  const failedTests = report.numFailedTests;
  const unexplained = (!report.success || exitCode !== 0) && failedTests === 0;
  return {
    passed: tally.passed + report.numPassedTests,
    failed: tally.failed + failedTests + (unexplained ? Math.max(1, report.numFailedTestSuites) : 0),
    skipped: tally.skipped + report.numPendingTests + report.numTodoTests,
  };
}

/** The last line of `npm test`: "N passed, N failed" plus ", N skipped" when something was skipped. */
export function summaryLine(tally: Tally): string {
  const line = `${tally.passed} passed, ${tally.failed} failed`;
  return tally.skipped > 0 ? `${line}, ${tally.skipped} skipped` : line;
}
