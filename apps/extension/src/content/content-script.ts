import { EVENT_TYPES } from '@baitwatch/contracts/events/event-types';
import {
  isAllowedDomain,
  isBlockedUrl,
  switchesFor,
  underConfig,
} from '@baitwatch/contracts/extension/config-rules';
import type { ExtensionConfig } from '@baitwatch/contracts/extension/extension-config';
import {
  asksForCredentials,
  BRAND_RULES_MODEL_CODE,
  judgePage,
  type PageVerdict,
  USER_REPORT_MODEL_CODE,
} from '@baitwatch/contracts/extension/page-rules';
import type { DetectionBox, ReportEvent } from '@baitwatch/contracts/extension/report-event';
import { type DetectionMessage, toWorker } from '../shared/messages.ts';
import type { StoredConfig } from '../shared/stored.ts';
import { showBlocked } from './block-page.ts';
import { htmlSnapshot } from './html-snapshot.ts';
import { matchBoxes } from './match-boxes.ts';
import { mayAskForCredentials, readSignals } from './page-signals.ts';
import { bannerStyle, showProcessing } from './processing-banner.ts';
import { showWarning } from './warning-overlay.ts';

// The content script runs on every http(s) page at document_start but looks at a page only when it
// asks for credentials (a password field, or a Google Form): other pages get one querySelector and
// nothing more, and nothing about them leaves the machine. The rules are the shared pure ones
// (packages/contracts/src/extension/page-rules.ts, config-rules.ts) over the stored configuration.

/** The banner stays up at least this long, so people see that the page was checked. */
const BANNER_MIN_MS = 700;
/** A login form that appears after load (single-page apps) is looked for this long. */
const WATCH_MS = 30_000;

type Detected = Extract<PageVerdict, { kind: 'detected' }>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const nextFrame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

async function storedConfig(): Promise<ExtensionConfig | null> {
  const found = await chrome.storage.local.get('config');
  return (found.config as StoredConfig | undefined)?.config ?? null;
}

/** The event as the config rules take it; the service worker sets its id and detection time. */
const candidate = (fields: Pick<ReportEvent, 'type' | 'url' | 'brands' | 'modelCode'>): ReportEvent => ({
  eventId: '',
  detectionTime: '',
  ...fields,
});

async function send(
  event: ReportEvent,
  evidence: { html?: string; boxes?: DetectionBox[]; screenshot: boolean },
): Promise<void> {
  const message: DetectionMessage = {
    kind: 'detection',
    event: { type: event.type, url: event.url, brands: event.brands ?? [], modelCode: event.modelCode },
    boxes: evidence.boxes ?? [],
    viewportWidth: window.innerWidth,
    screenshot: evidence.screenshot,
    ...(evidence.html ? { html: evidence.html } : {}),
  };
  const answer = await toWorker<string>(message);
  if (!answer.ok) throw new Error(answer.message);
}

function warn(config: ExtensionConfig, verdict: Detected): void {
  const reportPhish = candidate({
    type: EVENT_TYPES.reportedPhish,
    url: location.href,
    brands: verdict.brands,
    modelCode: USER_REPORT_MODEL_CODE,
  });
  const threat = underConfig(config, reportPhish);
  showWarning(
    {
      config,
      brands: verdict.brands,
      host: location.host,
      googleForm: verdict.type === EVENT_TYPES.googleFormPassword,
    },
    threat.report
      ? {
          async reportPhish(hide, show) {
            hide();
            await nextFrame();
            try {
              await send(threat.event, { html: htmlSnapshot(document), screenshot: true });
            } finally {
              show();
            }
          },
        }
      : null,
  );
}

/** Checks a page that asks for credentials: banner, verdict, report, warning. */
async function examine(config: ExtensionConfig): Promise<void> {
  const started = performance.now();
  const signals = readSignals(document);
  if (!asksForCredentials(signals)) return;
  void toWorker({ kind: 'login-page-scanned' });
  // The organization's own sites are not checked at all (and show no banner).
  if (isAllowedDomain(config, new URL(location.href))) return;
  const hide = showProcessing(bannerStyle(config.alertConfig), config.whitelabel.brandName);
  const read = performance.now();
  const verdict = judgePage(config, signals);
  const decision =
    verdict.kind === 'detected'
      ? underConfig(
          config,
          candidate({
            type: verdict.type,
            url: location.href,
            brands: verdict.brands,
            modelCode: BRAND_RULES_MODEL_CODE,
          }),
        )
      : null;
  const boxes = verdict.kind === 'detected' && decision?.report ? matchBoxes(document, verdict.matches) : [];
  const cost = performance.now() - started;
  // What a check costs, in the page's console at debug level (docs/performance.md).
  const reading = (read - started).toFixed(2);
  console.debug(
    `[${config.whitelabel.brandName}] login page checked in ${cost.toFixed(2)} ms (reading the page ${reading} ms): ${verdict.kind}`,
  );
  await sleep(Math.max(0, BANNER_MIN_MS - cost));
  hide();
  if (verdict.kind !== 'detected' || !decision?.report) return;
  // The screenshot is of the page as the user saw it, without the banner.
  await nextFrame();
  await send(decision.event, { html: htmlSnapshot(document), boxes, screenshot: true }).catch((error) =>
    console.warn('The detection could not be reported', error),
  );
  if (switchesFor(config, decision.event.type as typeof verdict.type).alert) warn(config, verdict);
}

function whenReady(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
  );
}

/** Examines the page once it asks for credentials: now, or when a login form appears later. */
function watch(config: ExtensionConfig): void {
  if (mayAskForCredentials(document)) {
    void examine(config);
    return;
  }
  let pending = false;
  const observer = new MutationObserver(() => {
    if (pending) return;
    pending = true;
    // At most one check per half second while the page builds itself.
    setTimeout(() => {
      pending = false;
      if (!mayAskForCredentials(document)) return;
      observer.disconnect();
      void examine(config);
    }, 500);
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), WATCH_MS);
}

async function main(): Promise<void> {
  const config = await storedConfig();
  // Not registered yet (no config): the extension does nothing on pages.
  if (!config) return;
  if (isBlockedUrl(config, location.href)) {
    showBlocked(config, location.href);
    const verdict = underConfig(
      config,
      candidate({ type: EVENT_TYPES.incident, url: location.href, brands: [] }),
    );
    if (verdict.report) await send(verdict.event, { screenshot: false });
    return;
  }
  await whenReady();
  watch(config);
}

void main();
