import type { Page } from 'playwright-core';

/**
 * Collects what the page's Content-Security-Policy blocks: Chromium's console report ("Refused to
 * load/apply/execute ... Content Security Policy") and the page's `securitypolicyviolation` events,
 * which a listener added before any page script reports through a binding.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(`${page.url()}: ${message.text()}`);
    }
  });
  await page.exposeBinding('__reportCspViolation', ({ frame }, text: string) => {
    violations.push(`${frame.url()}: securitypolicyviolation ${text}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violations;
}
