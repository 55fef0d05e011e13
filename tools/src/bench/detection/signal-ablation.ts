import { weighEvidence } from '@baitwatch/contracts/extension/detection/judge-page';
import type { Reason } from '@baitwatch/contracts/extension/detection/signals';
import type { CheckLogEntry } from './check-log.ts';
import type { PageResult } from './page-result.ts';

// What each signal adds: the pages the extension detected are weighed again from their logged
// reasons, with the extension's own weighing (weighEvidence), once without each signal. A phishing
// page still detected without a signal did not need it; a genuine page no longer detected without it
// was warned because of it.

export interface SignalShare {
  signal: string;
  phish: { detected: number; without: number };
  genuine: { detected: number; without: number };
}

const detectedBy = (reasons: readonly Reason[]) => {
  const risks = reasons.filter((r) => !r.brand);
  const brands = [...new Set(reasons.map((r) => r.brand).filter((b): b is string => Boolean(b)))];
  const candidates = brands.map((brand) => ({ brand, claims: reasons.filter((r) => r.brand === brand) }));
  return weighEvidence(candidates, risks).kind === 'detected';
};

export function signalAblation(pages: readonly PageResult[], subject: string): SignalShare[] {
  const detected = pages.flatMap((page) => {
    const log = page.results[subject]?.checkLog as CheckLogEntry | undefined;
    return log?.verdict === 'detected' ? [{ page, reasons: log.reasons as Reason[] }] : [];
  });
  const signals = [...new Set(detected.flatMap(({ reasons }) => reasons.map((r) => r.signal)))].sort();
  return signals.map((signal) => {
    const share: SignalShare = {
      signal,
      phish: { detected: 0, without: 0 },
      genuine: { detected: 0, without: 0 },
    };
    for (const { page, reasons } of detected) {
      const tally = share[page.class];
      tally.detected++;
      if (detectedBy(reasons.filter((r) => r.signal !== signal))) tally.without++;
    }
    return share;
  });
}

export function printSignalAblation(shares: readonly SignalShare[]): void {
  if (shares.length === 0) return;
  console.log('\nWhat each signal adds (detected pages, weighed again without it)');
  console.log(
    `${'signal'.padEnd(24)} ${'phish detected'.padStart(15)} ${'without it'.padStart(11)} ${'genuine detected'.padStart(17)} ${'without it'.padStart(11)}`,
  );
  for (const s of shares)
    console.log(
      `${s.signal.padEnd(24)} ${String(s.phish.detected).padStart(15)} ${String(s.phish.without).padStart(11)} ${String(s.genuine.detected).padStart(17)} ${String(s.genuine.without).padStart(11)}`,
    );
}
