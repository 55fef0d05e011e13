import type { Page } from 'playwright-core';
import { DEMO_LOGINS, type DemoLogin } from '../../apps/server/src/demo/data/demo-world.ts';

export { DEMO_LOGINS, type DemoLogin };
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Baitwatch-demo-1';

/** Logs in through the /login form as one of the demo roles and waits to leave the login page. */
export async function loginAs(page: Page, baseUrl: string, who: DemoLogin): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.locator('input[type="email"], input[name="email"]').first().fill(DEMO_LOGINS[who]);
  await page.locator('input[type="password"]').first().fill(DEMO_PASSWORD);
  await page.locator('button[type="submit"]').first().click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });
}
