import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// Page helpers of the incident and super feed browser tests: selects, rows, counts, dialogs.
// Selectors use roles and visible names, as a user finds things.

/** Picks an option of a Mantine select by its label (typing first when the select is searchable). */
export async function chooseOption(page: Page, label: string, option: string, type?: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (type !== undefined) await input.fill(type);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The feed's row (or card) that shows this URL. */
export const rowOf = (page: Page, url: string) => page.getByRole('row').filter({ hasText: url });

/** Opens the row's actions menu and reads its items once the menu is open (a read before would race it). */
export async function openActions(page: Page, url: string): Promise<string[]> {
  await page.getByRole('button', { name: `Actions for ${url}` }).click();
  await page.getByRole('menuitem').first().waitFor();
  return page.getByRole('menuitem').allTextContents();
}

/** Waits for the feed's event count line to read `Events: <text>`. */
export async function waitForTotal(page: Page, text: string): Promise<void> {
  await page.getByText(`Events: ${text}`, { exact: true }).waitFor({ timeout: 15_000 });
}

/** Confirms the spec's "Are You Sure ?" dialog after checking its question. */
export async function confirm(page: Page, question: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Are You Sure ?' });
  await dialog.getByText(question, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Yes' }).click();
}

/** Reads the result popup (title and message), then closes it with Okay. */
export async function closeResult(page: Page, title: string, message: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByText(message, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Okay' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** expect.poll with a browser's patience (its default second is too short for a page to load). */
export const eventually = <T>(read: () => T | Promise<T>) =>
  expect.poll(read, { timeout: 15_000, interval: 200 });

/** The number on the feed's count line ("Events: 6"). */
export async function eventTotal(page: Page): Promise<number> {
  const text = (await page.getByText(/^Events: \d+$/).textContent()) ?? '';
  return Number(text.replace('Events: ', ''));
}

/**
 * The list's column headings as shown on screen: a heading hidden for all but screen readers (a 1 px
 * box) does not count, since a sighted user sees no name over its column.
 */
export function shownHeadings(page: Page): Promise<string[]> {
  return page.locator('table thead th').evaluateAll((headings) =>
    headings
      .filter((heading) => {
        const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const box = node.parentElement?.getBoundingClientRect();
          if (node.textContent?.trim() && box && box.width > 2 && box.height > 2) return true;
        }
        return false;
      })
      .map((heading) => heading.textContent?.trim() ?? ''),
  );
}

/** Collects the page's console errors and uncaught exceptions from now on. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
