import type { Page } from 'playwright-core';
import type { ExtensionBrowser } from '../../lib/extension-browser.ts';
import type { PageObservation, ProbeMark } from './page-probe.ts';

// An extension under test (Baitwatch, or a peer such as CyberDrain Check), in a browser of its own:
// which marks on a page are its warnings, and how to read its verdict of a visited page.

/** One extension's verdict of one page. */
export interface SubjectVerdict {
  warned: boolean;
  /** The extension's word for it (Baitwatch's check log: detected, suspicious...; Check: blocked, banner...). */
  verdict: string;
  /** Why, shortly (signals and their weights, or the peer's own reason). */
  reasons: string[];
  /** Epoch ms at which the warning appeared; null without one. */
  warnedAt: number | null;
  /** Baitwatch's check log: what it says it sent (the recorder tells what did leave). */
  loggedReport?: string;
  /** A check that failed, in the extension's words. */
  error?: string;
  /** Baitwatch's whole check-log entry for the page, for the JSON result. */
  checkLog?: unknown;
}

export interface Subject {
  name: string;
  browser: ExtensionBrowser;
  /** Elements of the extension's to watch for in the top frame. */
  marks: ProbeMark[];
  /** Marks (and `blocked`, a redirect to a block page) that mean the page was warned about. */
  warnings: string[];
  /** Marks that mean the extension is still deciding (a peer's "scan in progress"): the run waits longer. */
  busy?: string[];
  /** Watches a fresh page for what the probe cannot see (a navigation away to a block page). */
  watch?(page: Page, mark: (name: string, at: number, text: string) => void): void;
  /** Waits, before the tab closes, for what the extension still does about the verdict (its report). */
  finish?(verdict: SubjectVerdict, urls: string[], since: number): Promise<void>;
  /** The verdict, once the page has settled; `urls` are the addresses the page had, `since` the visit's start. */
  verdictOf(seen: PageObservation, urls: string[], since: number): Promise<SubjectVerdict>;
}

/** The first warning mark that appeared, and when. */
export function firstWarning(subject: Subject, seen: PageObservation): { name: string; at: number } | null {
  const shown = subject.warnings
    .filter((name) => seen.marks[name] !== undefined)
    .map((name) => ({ name, at: seen.marks[name] as number }))
    .sort((a, b) => a.at - b.at);
  return shown[0] ?? null;
}
