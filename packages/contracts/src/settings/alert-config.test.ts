import { describe, expect, it } from 'vitest';
import { PROGRESS_BAR_OPTIONS, progressBarFlags, progressBarOption, setExtnSetting } from './alert-config.ts';

describe('the progress bar option (doc 2 §4)', () => {
  it('maps to the flags and back', () => {
    expect(progressBarFlags('None')).toEqual({ showProcessingBanner: false, showProcessingBar: false });
    expect(progressBarFlags('Thin progress bar')).toEqual({
      showProcessingBanner: true,
      showProcessingBar: true,
    });
    expect(progressBarFlags('Full-size banner')).toEqual({
      showProcessingBanner: true,
      showProcessingBar: false,
    });
    for (const option of PROGRESS_BAR_OPTIONS)
      expect(progressBarOption(progressBarFlags(option))).toBe(option);
  });
});

describe('extension settings (doc 2 §4)', () => {
  const all = [
    { type: 'threat', report: true, alert: true },
    { type: 'incident', report: true, alert: true },
  ] as const;
  it('turns Alert off with Reporting, and keeps it off until Reporting is back on', () => {
    const off = setExtnSetting(all, 'threat', { report: false });
    expect(off).toEqual([{ type: 'threat', report: false, alert: false }, all[1]]);
    expect(setExtnSetting(off, 'threat', { alert: true })[0]).toEqual({
      type: 'threat',
      report: false,
      alert: false,
    });
    const on = setExtnSetting(off, 'threat', { report: true });
    expect(setExtnSetting(on, 'threat', { alert: true })[0]).toEqual(all[0]);
  });
});
