import type { Page } from 'playwright-core';
import { expectNoA11yViolations } from '../harness/axe.ts';
import { describe, expect, test } from '../harness/test.ts';
import { chooseMenuItem, eventually, signIn, waitForShell } from './support/console.ts';

// Theme settings (spec doc 1 §3 theme config): changed from the profile menu, kept in local storage
// under the spec's key names, and applied again on the next visit before the first paint.

const storedTheme = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('baitwatch.theme') ?? 'null'));
const colorScheme = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));

describe('theme settings', () => {
  test('dark mode and right-to-left are saved in local storage and survive a reload', async ({
    baseUrl,
    page,
  }) => {
    await signIn(page, baseUrl, 'customer');
    await page.goto(`${baseUrl}/`);
    await waitForShell(page);
    expect(await colorScheme(page)).toBe('light');

    await chooseMenuItem(page, 'Theme settings');
    const drawer = page.getByRole('dialog', { name: 'Theme settings' });
    await drawer.waitFor();
    await drawer.getByLabel('Dark mode').check();
    await drawer.getByLabel('Right to left').check();
    await eventually(() => colorScheme(page)).toBe('dark');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await storedTheme(page)).toMatchObject({ isDark: true, isRTL: true, navbarPosition: 'top' });

    await page.reload();
    expect(await colorScheme(page)).toBe('dark');
    await waitForShell(page);
    expect(await colorScheme(page)).toBe('dark');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');

    await chooseMenuItem(page, 'Theme settings');
    await page
      .getByRole('dialog', { name: 'Theme settings' })
      .getByRole('button', { name: 'Reset to defaults' })
      .click();
    await eventually(() => colorScheme(page)).toBe('light');
    // The default scheme is the system's (light here): no pick is stored.
    expect(await storedTheme(page)).toMatchObject({ isRTL: false });
    expect(await storedTheme(page)).not.toHaveProperty('isDark');
  });

  // On a first visit too, the console follows the system's dark or light preference (decision 0032).
  test("follows the system's light or dark setting until the user picks one", async ({ baseUrl, page }) => {
    await signIn(page, baseUrl, 'customer');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${baseUrl}/`);
    // Before the first paint (no flash of light), and in the shell.
    expect(await colorScheme(page)).toBe('dark');
    await waitForShell(page);
    expect(await colorScheme(page)).toBe('dark');
    await expectNoA11yViolations(page, 'the incident feed, dark by the system');

    // A change of the system's setting is followed at once.
    await page.emulateMedia({ colorScheme: 'light' });
    await eventually(() => colorScheme(page)).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await eventually(() => colorScheme(page)).toBe('dark');

    // The theme settings show the system's scheme; a pick then wins over the system.
    await chooseMenuItem(page, 'Theme settings');
    const drawer = page.getByRole('dialog', { name: 'Theme settings' });
    const darkMode = drawer.getByRole('switch', { name: 'Dark mode' });
    expect(await darkMode.isChecked()).toBe(true);
    await drawer.getByText('Follows your system until you choose.').waitFor();
    await darkMode.uncheck();
    await eventually(() => colorScheme(page)).toBe('light');
    expect(await storedTheme(page)).toMatchObject({ isDark: false });
    await page.reload();
    await waitForShell(page);
    expect(await colorScheme(page)).toBe('light');
  });
});
