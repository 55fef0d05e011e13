import { beforeAll, inject } from 'vitest';
import { loginAs } from '../harness/login.ts';
import { describe, expect, test } from '../harness/test.ts';
import {
  consoleApi,
  runTag,
  SCRIPTED_PAGE_HTML,
  type SeededEvent,
  seedEvents,
} from './incidents-fixtures.ts';

// A reported page is phishing content: the HTML tab shows its source as text in a read-only code
// view, and nothing of it runs in the console. The page here would open a dialog if it ever did.

const baseUrl = inject('baseUrl');
const BRAND = runTag('Script');
let customerId = 0;
let event: SeededEvent | undefined;

beforeAll(async () => {
  const api = await consoleApi(baseUrl, 'provider');
  customerId = await api.organizationId('Contoso Pharmaceuticals');
  [event] = await seedEvents(baseUrl, {
    licenseKey: await api.licenseKey(customerId),
    users: [`E2E\\${BRAND}`],
    brand: BRAND,
    types: [0],
    evidence: { 0: { html: SCRIPTED_PAGE_HTML } },
  });
}, 60_000);

describe('a reported page with a script', () => {
  test.for(['provider', 'customer'] as const)(
    'is shown as text in the HTML tab to the %s, and no dialog opens',
    async (who, { page }) => {
      if (!event) throw new Error('no event');
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await loginAs(page, baseUrl, who);
      await page.goto(`${baseUrl}/customers/${customerId}/incidents/${event.eventId}`);
      await page.getByRole('tab', { name: 'HTML' }).click();
      const code = page.locator('.cm-content');
      await code.getByText('<script>alert(1)</script>', { exact: false }).waitFor();
      expect(await code.getAttribute('contenteditable')).toBe('false');
      // Give a script every chance to run, had it been put into the page.
      await page.waitForTimeout(1000);
      expect(dialogs).toEqual([]);
      expect(await page.locator('iframe').count()).toBe(0);
      expect(await page.locator('input[name="password"]').count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Sign in', exact: true }).count()).toBe(0);
    },
  );
});
