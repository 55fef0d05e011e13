import { join } from 'node:path';
import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import type { PortalCustomer } from '@baitwatch/contracts/organizations/portal-customers';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoA11yViolations } from '../../harness/axe.ts';
import { demoToken, FUNCTIONS_KEY } from '../../harness/demo-sessions.ts';
import type { DemoLogin } from '../../harness/login.ts';
import { artifactsDir } from '../../harness/paths.ts';

// What the shell and session tests share: API calls with the browser's own cookies, the profile
// menu, the organization dropdown. Selectors use roles and visible names, as a user finds things.

/** A console API call with the page's cookies (the browser context's jar), as the console makes it. */
export async function apiCall(page: Page, baseUrl: string, path: string, method: 'GET' | 'POST' = 'GET') {
  return page.context().request.fetch(`${baseUrl}${path}`, {
    method,
    headers: { [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY },
    ...(method === 'POST' ? { data: {} } : {}),
  });
}

/** The signed-in user's dropdown entries (GET /v1/portal/customers). */
export async function portalEntries(page: Page, baseUrl: string): Promise<PortalCustomer[]> {
  const response = await apiCall(page, baseUrl, '/v1/portal/customers');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { customers: PortalCustomer[] }).customers;
}

/** The organization entry with this name. */
export function organization(entries: PortalCustomer[], name: string): PortalCustomer & { id: number } {
  const entry = entries.find((e) => e.kind === 'organization' && e.organizationName === name);
  if (!entry || typeof entry.id !== 'number') throw new Error(`No organization "${name}" in the list`);
  return entry as PortalCustomer & { id: number };
}

/** expect.poll with the patience of a page load (its default is one second). */
export const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Waits until the address is `path` (exactly, search ignored). */
export async function waitForPath(page: Page, path: string | RegExp): Promise<void> {
  await page.waitForURL(
    (url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)),
    {
      timeout: 15_000,
    },
  );
}

/** The heading of the page in the shell's main area. */
export function pageHeading(page: Page): Locator {
  return page.getByRole('main').getByRole('heading', { level: 1 });
}

/**
 * The profile menu's button once the menu has loaded (until then a stand-in of the same name and
 * size shows, marked busy, which opens nothing).
 */
export function profileButton(page: Page): Locator {
  return page.getByRole('button', { name: /^Profile menu of / }).and(page.locator('[aria-haspopup="menu"]'));
}

/** The shell is ready: the profile menu can open and the main area is there. */
export async function waitForShell(page: Page): Promise<void> {
  await profileButton(page).waitFor({ timeout: 15_000 });
  await page.getByRole('main').waitFor({ timeout: 15_000 });
}

async function showProfileMenu(page: Page): Promise<void> {
  const button = profileButton(page);
  if ((await button.getAttribute('aria-expanded')) === 'true') return;
  // A menu that is still closing (its transition) goes first, so no item of it is clicked.
  await page.getByRole('menu').waitFor({ state: 'hidden' });
  await button.click();
  await page.getByRole('menu').waitFor();
}

export interface ShownMenuItem {
  label: string;
  disabled: boolean;
  /** The reason of a disabled item (its accessible description, also its tooltip). */
  reason: string | null;
}

/** Opens the profile menu and reads its items in order. */
export async function openProfileMenu(page: Page): Promise<ShownMenuItem[]> {
  await showProfileMenu(page);
  const items = page.getByRole('menuitem');
  await items.first().waitFor();
  const shown: ShownMenuItem[] = [];
  for (const item of await items.all()) {
    shown.push({
      label: (await item.textContent())?.trim() ?? '',
      disabled: (await item.getAttribute('aria-disabled')) === 'true',
      reason: await item.getAttribute('aria-description'),
    });
  }
  return shown;
}

export async function chooseMenuItem(page: Page, label: string): Promise<void> {
  await showProfileMenu(page);
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

/**
 * Opens a tab by its name and waits until it is the selected one, so a click that did not take says so
 * here rather than as a missing panel further on.
 */
export async function chooseTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await eventually(() => tab.getAttribute('aria-selected')).toBe('true');
}

/** Picks an entry of the organization dropdown by its shown name. */
export async function selectOrganization(page: Page, name: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Organization', exact: true }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await eventually(() => page.getByRole('textbox', { name: 'Organization', exact: true }).inputValue()).toBe(
    name,
  );
}

/** The notice (toast) with this text. */
export function notice(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

/**
 * Waits for the notice with this text, then closes it, so that a later step expecting the same
 * text sees its own notice and not this one still on screen (success notices stay four seconds).
 */
export async function dismissNotice(page: Page, text: string): Promise<void> {
  const shown = notice(page, text);
  await shown.waitFor();
  await shown.getByRole('button', { name: 'Close notification' }).click();
  await shown.waitFor({ state: 'detached' });
}

/**
 * Signs the page in as a demo role with the run's shared session token only (no login: see
 * demo-sessions.ts); most shell tests do not test login.
 */
export async function signIn(page: Page, baseUrl: string, who: DemoLogin): Promise<void> {
  const token = demoToken(who);
  await page
    .context()
    .addCookies([{ name: 'token', value: token, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
}

/**
 * Full-page screenshots in light and dark, in .tmp/e2e/, to look at; each scheme is checked with axe
 * first (`what` names the page in a violation's report).
 */
export async function shootLightAndDark(page: Page, name: string, what: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await eventually(() =>
      page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme')),
    ).toBe(colorScheme);
    await expectNoA11yViolations(page, `${what}, ${colorScheme}`);
    await page.screenshot({ path: join(artifactsDir, `${name}-${colorScheme}.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: null });
}
