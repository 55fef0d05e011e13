import { describe, expect, it } from 'vitest';
import { addRun, emptyTally, summaryLine, type VitestJson } from './vitest-summary.ts';

const report = (over: Partial<VitestJson>): VitestJson => ({
  numPassedTests: 0,
  numFailedTests: 0,
  numPendingTests: 0,
  numTodoTests: 0,
  numFailedTestSuites: 0,
  success: true,
  ...over,
});

describe('test summary', () => {
  it('adds runs and prints skipped only when there are any', () => {
    let tally = addRun(emptyTally(), report({ numPassedTests: 10, numFailedTests: 2, success: false }), 1);
    expect(summaryLine(tally)).toBe('10 passed, 2 failed');
    tally = addRun(tally, report({ numPassedTests: 3, numPendingTests: 1, numTodoTests: 1 }), 0);
    expect(summaryLine(tally)).toBe('13 passed, 2 failed, 2 skipped');
  });

  it('counts a red run without failing tests as failed', () => {
    expect(addRun(emptyTally(), report({ success: false, numFailedTestSuites: 3 }), 1).failed).toBe(3);
    expect(addRun(emptyTally(), report({ numPassedTests: 4 }), 1).failed).toBe(1);
    expect(addRun(emptyTally(), null, 1).failed).toBe(1);
  });
});
