import { EVENT_TYPES } from '@baitwatch/contracts/events/event-types';
import { isBlockedUrl, underConfig } from '@baitwatch/contracts/extension/config-rules';
import type { ExtensionConfig } from '@baitwatch/contracts/extension/extension-config';
import type { StoredConfig } from '../shared/stored.ts';
import { showBlocked } from './block-page.ts';
import { reportFrame } from './child-frame.ts';
import { candidate, sendReport } from './reports.ts';
import { judgeTopFrame } from './top-frame.ts';

// The content script runs in every frame of every http(s) page from document_start, and looks at a
// page only once it asks for credentials (a password field, a masked one, a sign-in's e-mail step,
// a Google Form): other pages get one query per change and nothing more, and nothing about them
// leaves the machine. Child frames send their sign-in forms to the top frame (child-frame.ts), which
// judges the page with the shared rules (top-frame.ts; packages/contracts/src/extension/detection).

async function storedConfig(): Promise<ExtensionConfig | null> {
  const found = await chrome.storage.local.get('config');
  return (found.config as StoredConfig | undefined)?.config ?? null;
}

async function main(): Promise<void> {
  const config = await storedConfig();
  // Not registered yet (no config): the extension does nothing on pages.
  if (!config) return;
  if (window !== window.top) {
    reportFrame();
    return;
  }
  if (isBlockedUrl(config, location.href)) {
    showBlocked(config, location.href);
    const verdict = underConfig(
      config,
      candidate({ type: EVENT_TYPES.incident, url: location.href, brands: [] }),
    );
    if (verdict.report) await sendReport(verdict.event, { screenshot: false });
    return;
  }
  judgeTopFrame(config);
}

void main();
