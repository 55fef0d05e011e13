import type { PageEvidence } from '@baitwatch/contracts/extension/detection/page-evidence';
import type { ToTopFrame } from '../shared/messages.ts';

// A child frame's sign-in form goes to its tab's top frame, which judges the page as a whole: the
// worker relays it, and keeps the latest of each frame for a top frame that starts listening later.
// In memory only: a tab's frames send again as they change.

const byTab = new Map<number, Map<number, PageEvidence>>();
const TABS_MAX = 200;

export function keepFrameEvidence(sender: chrome.runtime.MessageSender, evidence: PageEvidence): void {
  const tabId = sender.tab?.id;
  if (tabId === undefined || sender.frameId === undefined || sender.frameId === 0) return;
  if (!byTab.has(tabId) && byTab.size >= TABS_MAX) byTab.delete(byTab.keys().next().value as number);
  const frames = byTab.get(tabId) ?? new Map<number, PageEvidence>();
  frames.set(sender.frameId, evidence);
  byTab.set(tabId, frames);
  const message: ToTopFrame = { kind: 'frame-evidence', evidence };
  chrome.tabs.sendMessage(tabId, message, { frameId: 0 }).catch(() => undefined);
}

export function framesOf(sender: chrome.runtime.MessageSender): PageEvidence[] {
  const tabId = sender.tab?.id;
  return tabId === undefined ? [] : [...(byTab.get(tabId)?.values() ?? [])];
}

chrome.tabs.onRemoved.addListener((tabId) => byTab.delete(tabId));
// A new address in the tab is a new page: its frames start over.
chrome.tabs.onUpdated.addListener((tabId, change) => {
  if (change.url) byTab.delete(tabId);
});
