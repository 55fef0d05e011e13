import { EVENT_TYPES } from '@baitwatch/contracts/events/event-types';
import { isAllowedDomain, switchesFor, underConfig } from '@baitwatch/contracts/extension/config-rules';
import {
  asksForCredentials,
  BRAND_RULES_MODEL_CODE,
  judgePage,
  type PageVerdict,
} from '@baitwatch/contracts/extension/detection/judge-page';
import { type PageEvidence, withFrame } from '@baitwatch/contracts/extension/detection/page-evidence';
import type { ExtensionConfig } from '@baitwatch/contracts/extension/extension-config';
import type { CheckLogEntry } from '../shared/check-log.ts';
import { type ToTopFrame, toWorker } from '../shared/messages.ts';
import { credentialFields, isGoogleFormPage } from './credential-fields.ts';
import { watchCredentials } from './credential-watch.ts';
import { type ReadPage, readEvidence } from './evidence-reader.ts';
import { htmlSnapshot } from './html-snapshot.ts';
import { matchBoxes } from './match-boxes.ts';
import { anyUnread, readPictures } from './picture-words.ts';
import { bannerStyle, showProcessing } from './processing-banner.ts';
import { candidate, logCheck, nextFrame, sendReport } from './reports.ts';
import { type Detected, warn } from './warn.ts';

// The top frame judges the page, with the sign-in forms its frames sent, each time it changes, until
// it is detected (decision 0064). A detected page is warned at once and reported with its screenshot
// and HTML; a suspicious one is never warned, and reported (address and reasons only) only where the
// organization opted in; every verdict goes to the extension's own check log.

/** The banner stays up at least this long, so people see that the page was checked (it never delays a warning). */
const BANNER_MIN_MS = 700;
/** A warning waits this long at most for the screenshot to be taken without it. */
const SCREENSHOT_WAIT_MS = 250;
/** Checks of one page at most (a kit's steps, a single-page app changing its form). */
const CHECKS_MAX = 40;
/** After the first check, the page is checked again as it changes, at most this often. */
const RECHECK_MS = 300;

type Suspicious = Extract<PageVerdict, { kind: 'suspicious' }>;
type Reported = CheckLogEntry['report'];

const rulesEvent = (type: number, brands: string[]) =>
  candidate({ type, url: location.href, brands, modelCode: BRAND_RULES_MODEL_CODE });

/** Reports a detected page with its evidence, and warns (the warning waits briefly for the screenshot). */
function actOnDetected(config: ExtensionConfig, verdict: Detected, read: ReadPage): Reported {
  const decision = underConfig(config, rulesEvent(verdict.type, verdict.brands));
  if (!decision.report) return 'none';
  const boxes = matchBoxes(document, read.fields, verdict.reasons);
  const reported = nextFrame().then(() =>
    sendReport(decision.event, {
      html: htmlSnapshot(document),
      boxes,
      screenshot: true,
      reasons: verdict.reasons,
    }),
  );
  reported.catch((error) => console.warn('The detection could not be reported', error));
  if (switchesFor(config, verdict.type).alert)
    void Promise.race([
      reported.catch(() => undefined),
      new Promise((r) => setTimeout(r, SCREENSHOT_WAIT_MS)),
    ]).then(() => warn(config, verdict));
  return 'evidence';
}

/** A suspicious page, where the organization opted in: its address and reasons (type 2, unknown), nothing else. */
function actOnSuspicious(config: ExtensionConfig, verdict: Suspicious): Reported {
  if (!config.alertConfig.reportSuspiciousPages) return 'none';
  const decision = underConfig(config, rulesEvent(EVENT_TYPES.unknown, verdict.brands));
  if (!decision.report) return 'none';
  sendReport(decision.event, { screenshot: false, reasons: verdict.reasons }).catch((error) =>
    console.warn('The suspicious page could not be reported', error),
  );
  return 'reasons';
}

const brandsOf = (verdict: PageVerdict) =>
  'brands' in verdict ? verdict.brands : 'brand' in verdict ? [verdict.brand] : [];

export function judgeTopFrame(config: ExtensionConfig): void {
  const frames = new Map<string, PageEvidence>();
  let firstField = 0;
  let checks = 0;
  let counted = false;
  let done = false;
  let suspicionReported = false;
  let lastLogged = '';
  let lastCheck = Number.NEGATIVE_INFINITY;
  let trailing: number | null = null;

  /** The first time the page asks for credentials: counted, and the banner shown (unless allowed). */
  const firstLook = (): boolean => {
    counted = true;
    void toWorker({ kind: 'login-page-scanned' }).catch(() => undefined);
    // The organization's own sites are not checked at all (and show no banner).
    if (isAllowedDomain(config, new URL(location.href))) return false;
    // The banner shows that the page is checked; a warning covers it, it never waits for it.
    setTimeout(showProcessing(bannerStyle(config.alertConfig), config.whitelabel.brandName), BANNER_MIN_MS);
    return true;
  };

  const checkNow = () => {
    if (done || checks >= CHECKS_MAX) return;
    // Most pages the watch wakes for ask for nothing (a search box, a form's labels): finding fields
    // costs little, reading the page more. A frame's form or a Google Form is read whatever the top holds.
    if (frames.size === 0 && !isGoogleFormPage(location) && credentialFields(document).length === 0) return;
    checks++;
    const started = performance.now();
    try {
      const read = readEvidence(document, isGoogleFormPage(location));
      const readMs = performance.now() - started;
      const evidence = [...frames.values()].reduce(withFrame, read.evidence);
      if (!asksForCredentials(evidence, config.brandPolicies)) return;
      firstField ||= started;
      if (!counted && !firstLook()) {
        done = true;
        return;
      }
      const verdict = judgePage(config, evidence);
      const cost = performance.now() - started;
      // What a check costs, in the page's console at debug level (docs/performance.md).
      console.debug(
        `[${config.whitelabel.brandName}] login page checked in ${cost.toFixed(2)} ms (reading the page ${readMs.toFixed(2)} ms): ${verdict.kind}`,
      );
      let report: Reported = 'none';
      if (verdict.kind === 'detected') report = actOnDetected(config, verdict, read);
      else if (verdict.kind === 'suspicious' && !suspicionReported) {
        report = actOnSuspicious(config, verdict);
        suspicionReported = report !== 'none';
      }
      done = verdict.kind === 'detected' || verdict.kind === 'genuine';
      if (!done) readWordlessPictures(read);
      const said = `${verdict.kind}:${brandsOf(verdict).join(',')}`;
      if (said !== lastLogged)
        logCheck({
          url: location.href,
          at: new Date().toISOString(),
          verdict: verdict.kind,
          brands: brandsOf(verdict),
          score: 'score' in verdict ? verdict.score : 0,
          reasons: 'reasons' in verdict ? verdict.reasons : [],
          report,
          msFromCredentialField: Math.round(performance.now() - firstField),
        });
      lastLogged = said;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.warn(`[${config.whitelabel.brandName}] the check of this page failed`, error);
      logCheck({
        url: location.href,
        at: new Date().toISOString(),
        verdict: 'failed',
        brands: [],
        score: 0,
        reasons: [],
        report: 'none',
        error: message,
      });
    }
  };

  /**
   * A page not (yet) detected whose sign-in area shows pictures that say nothing of themselves: their
   * words are read on this device (picture-words.ts), and the page checked again when one says something.
   */
  const readWordlessPictures = (read: ReadPage) => {
    if (!anyUnread(read.wordlessPictures)) return;
    readPictures(read.wordlessPictures).then(
      (said) => {
        if (said) check();
      },
      (error) => console.warn(`[${config.whitelabel.brandName}] the pictures could not be read`, error),
    );
  };

  // The first check runs at once; while the page keeps changing, one check per RECHECK_MS, and the
  // last change always checked (a trailing call).
  const check = () => {
    const wait = lastCheck + RECHECK_MS - performance.now();
    if (wait > 0) {
      if (trailing === null)
        trailing = window.setTimeout(() => {
          trailing = null;
          check();
        }, wait);
      return;
    }
    lastCheck = performance.now();
    checkNow();
  };

  chrome.runtime.onMessage.addListener((message: ToTopFrame) => {
    if (message.kind !== 'frame-evidence') return;
    frames.set(message.evidence.url, message.evidence);
    check();
  });
  void toWorker<PageEvidence[]>({ kind: 'frames-of-tab' })
    .then((answer) => {
      for (const evidence of (answer.ok && answer.value) || []) frames.set(evidence.url, evidence);
      if (frames.size > 0) check();
    })
    .catch(() => undefined);
  watchCredentials(document, check);
}
