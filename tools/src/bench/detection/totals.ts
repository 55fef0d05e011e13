import type { PageResult } from './page-result.ts';

// The run's totals, per extension: warned share of phishing and of genuine pages, overall, per brand,
// per kind tag and for Microsoft 365 pages; the time from credential field to warning; the misses.

export interface Tally {
  phish: number;
  phishWarned: number;
  genuine: number;
  genuineWarned: number;
  /** Genuine pages whose report left with a screenshot or the HTML (Baitwatch only). */
  genuineEvidence: number;
}

/**
 * The corpus's kind for a phishing page that shows nothing to type a credential into offline (a
 * kit's final page, a personal-data step, a form its left-out scripts would have drawn): no extension
 * can judge it here, so the budget is measured on the pages that ask.
 */
export const NO_CREDENTIAL_OFFLINE = 'no-credential-offline';

export interface SubjectTotals {
  all: Tally;
  /** Every page but those of kind no-credential-offline. */
  asking: Tally;
  microsoft365: Tally;
  byBrand: Record<string, Tally>;
  byKind: Record<string, Tally>;
  /** Over warned phishing pages with a credential field: ms from the field to the warning. */
  msToWarning: { pages: number; median: number | null; p95: number | null };
  missed: string[];
  wronglyWarned: string[];
}

/** Brand Microsoft or Office 365: the pages a Microsoft-365-only peer protects. */
export const isMicrosoft365 = (brand: string | null) =>
  /^(microsoft|office ?365|microsoft ?365)$/i.test(brand ?? '');

const empty = (): Tally => ({ phish: 0, phishWarned: 0, genuine: 0, genuineWarned: 0, genuineEvidence: 0 });

function add(tally: Tally, page: PageResult, subject: string): void {
  const result = page.results[subject];
  if (!result) return;
  if (page.class === 'phish') {
    tally.phish++;
    if (result.warned) tally.phishWarned++;
  } else {
    tally.genuine++;
    if (result.warned) tally.genuineWarned++;
    if (result.report === 'evidence') tally.genuineEvidence++;
  }
}

/** The value at a share of the sorted values (nearest rank). */
const rank = (sorted: number[], share: number) =>
  sorted.length === 0
    ? null
    : (sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] as number);

export function totalsOf(pages: PageResult[], subject: string): SubjectTotals {
  const totals: SubjectTotals = {
    all: empty(),
    asking: empty(),
    microsoft365: empty(),
    byBrand: {},
    byKind: {},
    msToWarning: { pages: 0, median: null, p95: null },
    missed: [],
    wronglyWarned: [],
  };
  const times: number[] = [];
  for (const page of pages) {
    const result = page.results[subject];
    if (!result) continue;
    add(totals.all, page, subject);
    if (!page.kinds.includes(NO_CREDENTIAL_OFFLINE)) add(totals.asking, page, subject);
    if (isMicrosoft365(page.brand)) add(totals.microsoft365, page, subject);
    const brand = page.brand ?? '(no brand)';
    totals.byBrand[brand] ??= empty();
    add(totals.byBrand[brand], page, subject);
    for (const kind of page.kinds.length > 0 ? page.kinds : ['(no kind)']) {
      totals.byKind[kind] ??= empty();
      add(totals.byKind[kind], page, subject);
    }
    if (page.class === 'phish' && result.warned && result.msToWarning !== null)
      times.push(result.msToWarning);
    if (page.class === 'phish' && !result.warned) totals.missed.push(page.id);
    if (page.class === 'genuine' && result.warned) totals.wronglyWarned.push(page.id);
  }
  times.sort((a, b) => a - b);
  totals.msToWarning = { pages: times.length, median: rank(times, 0.5), p95: rank(times, 0.95) };
  return totals;
}
