// `npm run bench:detection`: how well the browser extension tells phishing sign-in pages from genuine
// ones, on the detection corpus (tools/detection-corpus: phish.json, genuine.json, pages/), and what
// left the browser about each page. A measurement for the report, never a timed test.
//
// How: the real server starts with its demo world (tools/src/lib/demo-server.ts); as the provider, the
// run creates an organization with the spec's default settings (no allowed domains, reporting and
// alerts on; the demo's baseline brand policies) and registers the BUILT extension (apps/extension/dist,
// built when stale) with it through its options page, as a person would. The extension reaches the
// server through a recording proxy, which notes each report: the page's address and whether it carried
// the screenshot and HTML or only the metadata. Every corpus page is served over https (http too)
// under its original host name and path from one local port: Chromium maps every host but localhost
// and 127.0.0.1 there (--host-resolver-rules "MAP * 127.0.0.1:<port>"; a port in the rule needs no
// root and leaves the page's address exactly its original one, 443 included), with a throwaway
// certificate the browser ignores; anything else answers 404 at once (kits refer to CDNs that do not
// exist offline). Each page opens in a fresh tab in a window of its own (the report's screenshot is of
// its window's visible tab); an init script in every frame notes when the first credential field
// appeared and when the extension's warning appeared; the run waits for the warning or for the page to
// settle (3 s after load), then reads the extension's check log (its verdict and reasons) where the
// build keeps one. Two tabs at a time (a 2-core machine): about 3 s a page on a busy machine.
//
// With --peer <dir> (an unpacked CyberDrain Check, github.com/CyberDrain/Check, never part of this
// repository), Check runs on the same pages in a browser of its own, each page opened in both at
// once, and the totals show both. Check protects Microsoft 365 sign-in pages only (detection/check-peer.ts
// says how it signals and where its rules come from offline). It decides seconds after the page has
// loaded, so its pages are watched 6 s after load (--peer-settle-ms), longer while its "scan in
// progress" banner shows: a run with the peer takes about three times as long (about 8 s a page).
//
// Output: a line per page (id, class, brand, verdict, ms from credential field to warning, what was
// reported, reasons), totals per class, brand, kind tag and for Microsoft 365 pages, time to warning
// (median, p95) and the pages missed or wrongly warned; the whole result as JSON in
// .tmp/bench/detection.json (and --json <file>).
//
// Options: --only <ids> (substrings or globs, comma-separated), --class phish|genuine, --corpus <dir>
// (tools/detection-corpus), --peer <dir>, --json <file>, --tabs <n> (2, both browsers together),
// --settle-ms <ms> (3000), --peer-settle-ms <ms> (6000), --no-build (apps/extension/dist as it is),
// --server <url> (a running `npm start` instead of a fresh server: quicker when iterating).

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { EXTENSION_DIST, type ExtensionBrowser, launchWithExtension } from '../lib/extension-browser.ts';
import { ensureExtensionBuild } from '../lib/extension-build.ts';
import { repoRoot, seconds } from '../lib/repo.ts';
import { baitwatchSubject } from './detection/baitwatch-subject.ts';
import { createBenchOrganization } from './detection/bench-organization.ts';
import { startBenchServer } from './detection/bench-server.ts';
import { checkPeerSubject } from './detection/check-peer.ts';
import { signInAsProvider } from './detection/console-session.ts';
import { readCorpus } from './detection/corpus.ts';
import { runExclusive } from './detection/exclusive-pool.ts';
import { parseBenchOptions } from './detection/options.ts';
import { installProbe, type Probe } from './detection/page-probe.ts';
import { pageResult, type SubjectResult, subjectResult, withReports } from './detection/page-result.ts';
import { routeOf, startPageServer } from './detection/page-server.ts';
import { printPages, printTotals } from './detection/print-report.ts';
import { registerExtension } from './detection/register-extension.ts';
import { drainReportQueue } from './detection/report-queue.ts';
import { startReportRecorder } from './detection/report-recorder.ts';
import { printSignalAblation, signalAblation } from './detection/signal-ablation.ts';
import type { Subject } from './detection/subject.ts';
import { totalsOf } from './detection/totals.ts';
import { type Visit, visitPage } from './detection/visit-page.ts';

const options = parseBenchOptions(process.argv.slice(2));
const started = performance.now();
const corpus = readCorpus(resolve(options.corpus), options);
if (corpus.missing.length > 0)
  console.warn(
    `${corpus.missing.length} listed pages have no page file (skipped): ${corpus.missing.join(', ')}`,
  );
if (corpus.pages.length === 0) throw new Error(`No corpus pages to run in ${options.corpus}`);
console.log(`${corpus.pages.length} pages from ${options.corpus}`);

const manifestOf = (dir: string) => {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  return `${manifest.name} ${manifest.version}`;
};

if (!options.noBuild) await ensureExtensionBuild();
const server = await startBenchServer(options.server);
const cleanups: (() => Promise<unknown>)[] = [() => server.stop()];
const cleanUp = async () => {
  for (const cleanup of cleanups.splice(0).reverse())
    await cleanup().catch((error) => console.warn(String(error)));
};
// Stopped halfway (Ctrl-C), the run still stops its server and browsers.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void cleanUp().then(() => process.exit(130));
  });
try {
  const pages = await startPageServer(corpus.pages);
  cleanups.push(() => pages.close());
  const recorder = await startReportRecorder(server.baseUrl);
  cleanups.push(() => recorder.stop());
  const hostRules = [`MAP * 127.0.0.1:${pages.port}`, 'EXCLUDE localhost', 'EXCLUDE 127.0.0.1'];

  const api = await signInAsProvider(server.baseUrl);
  const organization = await createBenchOrganization(api);
  console.log(`Organization ${organization.name}: ${organization.settings}`);
  const launch = async (dir: string): Promise<ExtensionBrowser> => {
    const browser = await launchWithExtension(hostRules, dir);
    cleanups.push(() => browser.close());
    return browser;
  };
  const baitwatchBrowser = await launch(EXTENSION_DIST);
  await registerExtension(baitwatchBrowser, recorder.url, organization, api);
  const subjects: Subject[] = [baitwatchSubject(baitwatchBrowser, recorder)];
  if (options.peer) subjects.push(checkPeerSubject(await launch(resolve(options.peer))));
  const probes = await Promise.all(
    subjects.map((subject) => installProbe(subject.browser.context, subject.marks)),
  );
  const described = subjects.map(
    (s, i) => `${s.name}: ${manifestOf(i === 0 ? EXTENSION_DIST : resolve(options.peer ?? ''))}`,
  );
  console.log(`${described.join('; ')}\n`);

  // With a peer, each page opens in both browsers at once: the tabs budget is shared.
  const pageSlots = Math.max(1, Math.floor(options.tabs / subjects.length));
  let done = 0;
  const visits = await runExclusive(
    corpus.pages,
    (page) => routeOf(page.url),
    pageSlots,
    async (page) => {
      pages.serve(page);
      const visited = await Promise.all(
        subjects.map((subject, i) =>
          visitPage(subject, probes[i] as Probe, page, i === 0 ? options.settleMs : options.peerSettleMs),
        ),
      );
      done++;
      if (done % 25 === 0) console.log(`  ${done} of ${corpus.pages.length} pages (${seconds(started)})`);
      return visited;
    },
  );

  // Reports are sent in the background: wait until the extension's queue is empty, then attribute them.
  await drainReportQueue(baitwatchBrowser);
  const reports = await recorder.reports();
  const nextVisitOf = (index: number, url: string) =>
    visits.slice(index + 1).find((v) => (v[0] as Visit).urls.includes(url))?.[0]?.startedAt ??
    Number.POSITIVE_INFINITY;
  const results = corpus.pages.map((page, index) => {
    const visited = visits[index] as Visit[];
    const byName = Object.fromEntries(visited.map((visit) => [visit.subject, subjectResult(visit)]));
    const own = visited[0] as Visit;
    byName.Baitwatch = withReports(
      byName.Baitwatch as SubjectResult,
      own,
      nextVisitOf(index, page.url),
      reports,
    );
    return pageResult(page, byName);
  });

  const names = subjects.map((s) => s.name);
  const totals = Object.fromEntries(names.map((name) => [name, totalsOf(results, name)]));
  printPages(results, names);
  printTotals(totals, names, results);
  printSignalAblation(signalAblation(results, names[0] as string));
  console.log(
    `\n${results.length} pages in ${seconds(started)}; ${pages.notFound()} requests answered 404 (not in the corpus).`,
  );

  const json = {
    at: new Date().toISOString(),
    corpus: resolve(options.corpus),
    organization: { name: organization.name, settings: organization.settings },
    extensions: described,
    settleMs: options.settleMs,
    ...(options.peer ? { peerSettleMs: options.peerSettleMs } : {}),
    missingPages: corpus.missing,
    totals,
    pages: results,
  };
  for (const file of [
    join(repoRoot, '.tmp/bench/detection.json'),
    ...(options.json ? [resolve(options.json)] : []),
  ]) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
    console.log(`Written to ${file}`);
  }
} finally {
  await cleanUp();
}
