import type { Page } from 'playwright-core';
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
    expect(await storedTheme(page)).toMatchObject({ isDark: false, isRTL: false });
  });
});
