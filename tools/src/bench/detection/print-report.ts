import type { PageResult, SubjectResult } from './page-result.ts';
import { isMicrosoft365, type SubjectTotals, type Tally } from './totals.ts';

// The run's report on the terminal: one line per page, then the totals side by side.

const cut = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);
const pad = (text: string, width: number) => cut(text, width).padEnd(width);
const pct = (part: number, whole: number) => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`);
const ms = (value: number | null) => (value === null ? '-' : `${value} ms`);

const REPORT_WORDS = { none: 'none', metadata: 'reasons only', evidence: 'screenshot+html' } as const;

function verdictCell(result: SubjectResult | undefined): string {
  if (!result) return '';
  const word = result.warned ? `WARNED ${result.verdict === 'warned' ? '' : result.verdict}` : result.verdict;
  return word.trim();
}

function reportCell(result: SubjectResult | undefined): string {
  if (!result?.report) return '';
  return result.report === 'evidence' ? (result.reportParts ?? []).join('+') : REPORT_WORDS[result.report];
}

export function printPages(pages: PageResult[], subjects: string[]): void {
  const [main, peer] = subjects as [string, string | undefined];
  const header = [
    pad('id', 34),
    pad('class', 7),
    pad('brand', 14),
    pad(`${main}`, 20),
    pad('ms', 8),
    pad('report', 16),
  ];
  if (peer) header.push(pad(peer, 14), pad('ms', 8));
  console.log(`${header.join(' ')} reasons`);
  for (const page of pages) {
    const own = page.results[main];
    const other = peer ? page.results[peer] : undefined;
    const cells = [
      pad(page.id, 34),
      pad(page.class, 7),
      pad(page.brand ?? '-', 14),
      pad(verdictCell(own), 20),
      pad(ms(own?.msToWarning ?? null), 8),
      pad(reportCell(own), 16),
    ];
    if (peer) cells.push(pad(verdictCell(other), 14), pad(ms(other?.msToWarning ?? null), 8));
    const why = own?.error ? `failed: ${own.error}` : (own?.reasons ?? []).join(', ');
    console.log(`${cells.join(' ')} ${cut(why, 120)}`);
  }
}

function tallyCells(tally: Tally | undefined, withEvidence: boolean): string {
  if (!tally) return pad('', 40);
  const phish = `${pad(pct(tally.phishWarned, tally.phish), 6)} of ${String(tally.phish).padStart(3)}`;
  const genuine = `${pad(pct(tally.genuineWarned, tally.genuine), 6)} of ${String(tally.genuine).padStart(3)}`;
  const evidence = withEvidence ? ` ev ${String(tally.genuineEvidence).padStart(2)}` : '';
  return pad(`${phish}  ${genuine}${evidence}`, 40);
}

function printTable(
  title: string,
  rows: [string, Tally | undefined, Tally | undefined][],
  peer: boolean,
): void {
  console.log(`\n${title}`);
  const header = `${pad('', 38)} ${pad('phish warned   genuine warned  (ev: genuine reported with evidence)', peer ? 40 : 70)}`;
  console.log(
    peer
      ? `${pad('', 38)} ${pad('Baitwatch: phish warned, genuine warned', 40)}  Check: phish warned, genuine warned`
      : header,
  );
  for (const [label, mine, theirs] of rows)
    console.log(`${pad(label, 38)} ${tallyCells(mine, true)}${peer ? `  ${tallyCells(theirs, false)}` : ''}`);
}

export function printTotals(
  totals: Record<string, SubjectTotals>,
  subjects: string[],
  pages: PageResult[],
): void {
  const [main, peer] = subjects as [string, string | undefined];
  const own = totals[main] as SubjectTotals;
  const other = peer ? totals[peer] : undefined;
  const row = (
    label: string,
    pick: (t: SubjectTotals) => Tally | undefined,
  ): [string, Tally | undefined, Tally | undefined] => [label, pick(own), other ? pick(other) : undefined];
  printTable(
    'All pages',
    [
      row('all', (t) => t.all),
      row('asking for credentials offline', (t) => t.asking),
      row('Microsoft 365 (Microsoft, Office 365)', (t) => t.microsoft365),
    ],
    !!peer,
  );
  printTable(
    'Per brand',
    Object.keys(own.byBrand)
      .sort()
      .map((brand) => row(brand, (t) => t.byBrand[brand])),
    !!peer,
  );
  printTable(
    'Per kind',
    Object.keys(own.byKind)
      .sort()
      .map((kind) => row(kind, (t) => t.byKind[kind])),
    !!peer,
  );
  console.log('\nFrom the first credential field to the warning (warned phishing pages)');
  for (const name of subjects) {
    const time = (totals[name] as SubjectTotals).msToWarning;
    console.log(`  ${pad(name, 10)} median ${ms(time.median)}, p95 ${ms(time.p95)} over ${time.pages} pages`);
  }
  if (peer)
    console.log(
      `  (${peer} protects Microsoft 365 only: compare it on the Microsoft 365 row; elsewhere it is not meant to warn.)`,
    );
  const byId = new Map(pages.map((page) => [page.id, page]));
  const why = (id: string) => {
    const result = byId.get(id)?.results[main];
    return result?.error
      ? `failed: ${result.error}`
      : (result?.reasons ?? []).join(', ') || result?.verdict || '';
  };
  console.log(`\n${main} missed ${own.missed.length} phishing pages:`);
  for (const id of own.missed) console.log(`  ${pad(id, 34)} ${cut(why(id), 140)}`);
  console.log(`${main} warned on ${own.wronglyWarned.length} genuine pages:`);
  for (const id of own.wronglyWarned) console.log(`  ${pad(id, 34)} ${cut(why(id), 140)}`);
  if (other && peer) {
    const missed = other.missed.filter((id) => isMicrosoft365(byId.get(id)?.brand ?? null));
    console.log(`${peer} missed ${missed.length} Microsoft 365 phishing pages: ${missed.join(', ') || '-'}`);
    console.log(
      `${peer} warned on ${other.wronglyWarned.length} genuine pages: ${other.wronglyWarned.join(', ') || '-'}`,
    );
  }
}
