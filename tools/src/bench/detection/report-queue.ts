import type { ExtensionBrowser } from '../../lib/extension-browser.ts';

// Baitwatch sends its reports from a queue in chrome.storage.local, in the background. The run reads
// what left the browser only once that queue is empty (or after a bound, saying so).

const DRAIN_MS = 30_000;

export async function drainReportQueue(browser: ExtensionBrowser): Promise<void> {
  const worker = await browser.worker();
  // Resolves in the service worker when the queue is empty, now or on its next change.
  const emptied = worker.evaluate(`new Promise((resolve) => {
    const empty = async () => ((await chrome.storage.local.get('queue')).queue ?? []).length === 0;
    const check = async () => { if (await empty()) { chrome.storage.onChanged.removeListener(check); resolve(true); } };
    chrome.storage.onChanged.addListener(check);
    void check();
  })`);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(resolve, DRAIN_MS, false);
  });
  const drained = await Promise.race([emptied, timeout]);
  clearTimeout(timer);
  if (!drained)
    console.warn(
      `Reports were still queued in the extension after ${DRAIN_MS / 1000} s: they count as not sent.`,
    );
}
