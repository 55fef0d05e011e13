import { setTimeout as delay } from 'node:timers/promises';
import type { CorpusPage } from './corpus.ts';
import { pageInOwnWindow } from './own-window.ts';
import type { PageObservation, Probe } from './page-probe.ts';
import type { Subject, SubjectVerdict } from './subject.ts';

// One corpus page in a fresh tab (in a window of its own) of one extension's browser: open it, wait until the extension warns
// or the page has settled (a few seconds after its load event with no warning), read the verdict.

/** A page whose load event never comes is judged anyway after this long. */
const LOAD_TIMEOUT_MS = 15_000;
/** How much longer a page is watched while the extension says it is still deciding. */
const BUSY_WAIT_MS = 6_000;

export interface Visit {
  subject: string;
  /** Epoch ms at which the tab was opened. */
  startedAt: number;
  /** From opening the tab to the load event; null when it did not come (or a warning came first). */
  loadMs: number | null;
  /** The addresses the tab's top frame had (a kit's redirects, a peer's block page). */
  urls: string[];
  seen: PageObservation;
  verdict: SubjectVerdict;
  /** Why the page could not be opened, when it could not. */
  error?: string;
}

export async function visitPage(
  subject: Subject,
  probe: Probe,
  page: CorpusPage,
  settleMs: number,
): Promise<Visit> {
  const tab = await pageInOwnWindow(subject.browser);
  const startedAt = Date.now();
  let warn = () => {};
  const warned = new Promise<void>((resolve) => {
    warn = resolve;
  });
  const onMark = (name: string) => {
    if (subject.warnings.includes(name)) warn();
  };
  const seen = probe.observe(tab, onMark);
  subject.watch?.(tab, (name, at, text) => {
    if (seen.marks[name] !== undefined) return;
    seen.marks[name] = at;
    seen.markTexts[name] = text;
    onMark(name);
  });
  const urls = new Set([page.url]);
  tab.on('framenavigated', (frame) => {
    if (frame === tab.mainFrame()) urls.add(frame.url());
  });
  let loadMs: number | null = null;
  let error: string | undefined;
  const loaded = tab.goto(page.url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS }).then(
    () => {
      loadMs = Date.now() - startedAt;
    },
    (failure: Error) => {
      // A warning that replaces the page interrupts its navigation: that is no error of the page's.
      if (!/interrupted|aborted|ERR_ABORTED/.test(failure.message)) error = failure.message.split('\n')[0];
    },
  );
  const settle = new AbortController();
  await Promise.race([
    warned,
    loaded.then(() => delay(settleMs, undefined, { signal: settle.signal })),
  ]).catch(() => undefined);
  settle.abort();
  if (subject.busy?.some((name) => seen.marks[name] !== undefined)) {
    const busy = new AbortController();
    await Promise.race([warned, delay(BUSY_WAIT_MS, undefined, { signal: busy.signal })]).catch(
      () => undefined,
    );
    busy.abort();
  }
  const verdict = await subject.verdictOf(seen, [...urls], startedAt);
  await subject.finish?.(verdict, [...urls], startedAt);
  await tab.close();
  return {
    subject: subject.name,
    startedAt,
    loadMs,
    urls: [...urls],
    seen,
    verdict,
    ...(error ? { error } : {}),
  };
}
