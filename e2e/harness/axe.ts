import axe from 'axe-core';
import type { Page } from 'playwright-core';

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

const BLOCKING = new Set(['serious', 'critical']);

/** Runs axe-core in the page and fails on serious or critical violations, listing each with its elements. */
export async function expectNoA11yViolations(page: Page, context = 'page'): Promise<void> {
  // Evaluated through the DevTools protocol, not as a <script> tag: the console's CSP (rightly) refuses
  // inline scripts, and a test's tool should not count as a violation of it.
  await page.evaluate(axe.source);
  // A dialog still fading in, or a label fading to a new colour scheme's colour, has colours axe
  // would measure halfway (neither scheme's, low contrast): wait for the running transitions to end
  // (endless ones, such as loaders, would never finish).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ['violations'],
    });
    return result.violations as unknown as Violation[];
  });
  const blocking = violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  if (blocking.length === 0) return;
  const lines = blocking.map(
    (v) =>
      `- [${v.impact}] ${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(', ')})`,
  );
  throw new Error(`Accessibility violations on ${context}:\n${lines.join('\n')}`);
}
