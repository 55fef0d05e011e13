import type { Page } from 'playwright-core';
import type { ExtensionBrowser } from '../../lib/extension-browser.ts';

// Each visited page gets a window of its own. Playwright opens new pages as tabs of one window, where
// only the last is visible, and Baitwatch's report screenshots the visible tab of the page's window
// (chrome.tabs.captureVisibleTab): two pages side by side in one window would each be reported with
// whichever was in front. A window per page keeps each page in front of its own window.

const opening = new WeakMap<ExtensionBrowser, Promise<unknown>>();

export function pageInOwnWindow(browser: ExtensionBrowser): Promise<Page> {
  // One at a time per browser, so each new window's page is told apart from the next one's.
  const previous = opening.get(browser) ?? Promise.resolve();
  const next = previous.then(async () => {
    const worker = await browser.worker();
    const [page] = await Promise.all([
      browser.context.waitForEvent('page', { timeout: 15_000 }),
      worker.evaluate("chrome.windows.create({ url: 'about:blank', focused: true }).then(() => undefined)"),
    ]);
    return page;
  });
  opening.set(
    browser,
    next.catch(() => undefined),
  );
  return next;
}
