import { expectNoA11yViolations } from '../harness/axe.ts';
import { describe, expect, test } from '../harness/test.ts';
import { openProfileMenu, signIn, waitForPath, waitForShell } from './support/console.ts';

// axe-core on the pages every session passes through: no serious or critical violations.

describe('accessibility', () => {
  test('the login page', async ({ baseUrl, page }) => {
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await page.getByRole('link', { name: 'Support' }).waitFor();
    await expectNoA11yViolations(page, 'the login page');
  });

  test('the feed landing page, with the profile menu open', async ({ baseUrl, page }) => {
    await signIn(page, baseUrl, 'customer');
    await page.goto(`${baseUrl}/`);
    await waitForPath(page, /^\/customers\/\d+\/incidents$/);
    await waitForShell(page);
    await expectNoA11yViolations(page, 'the incident feed');
    expect((await openProfileMenu(page)).length).toBeGreaterThan(0);
    await expectNoA11yViolations(page, 'the incident feed with the profile menu open');
  });

  test('the tenant admin landing page, with the organization dropdown open', async ({ baseUrl, page }) => {
    await signIn(page, baseUrl, 'msp');
    await page.goto(`${baseUrl}/`);
    await waitForPath(page, '/tenant-admin');
    await waitForShell(page);
    await expectNoA11yViolations(page, 'the MSP Center');
    await page.getByRole('textbox', { name: 'Organization', exact: true }).click();
    await page.getByRole('option').first().waitFor();
    await expectNoA11yViolations(page, 'the MSP Center with the organization dropdown open');
  });

  test('the dark theme of the feed landing page', async ({ baseUrl, page }) => {
    await signIn(page, baseUrl, 'basic');
    await page.addInitScript(() => window.localStorage.setItem('baitwatch.theme', '{"isDark":true}'));
    await page.goto(`${baseUrl}/`);
    await waitForShell(page);
    await expectNoA11yViolations(page, 'the incident feed, dark');
  });
});
