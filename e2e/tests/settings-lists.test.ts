import { readFile } from 'node:fs/promises';
import { listAllowedDomainsResponseSchema } from '@baitwatch/contracts/settings/list-allowed-domains';
import { listBlockedUrlsResponseSchema } from '@baitwatch/contracts/settings/list-blocked-urls';
import { listGoogleFormUrlsResponseSchema } from '@baitwatch/contracts/settings/list-google-form-urls';
import { removeListItemResponseSchema } from '@baitwatch/contracts/settings/list-item';
import { shownGoogleFormUrl } from '@baitwatch/contracts/settings/list-rules';
import { LIST_CSV_MESSAGES, LIST_MESSAGES as M } from '@baitwatch/contracts/settings/messages';
import { CONFIRM_TITLE } from '@baitwatch/contracts/web-shell/messages';
import type { Page } from 'playwright-core';
import { expectNoA11yViolations } from '../harness/axe.ts';
import type { DemoLogin } from '../harness/login.ts';
import { describe, expect, test } from '../harness/test.ts';
import { consoleApi, runTag } from './incidents-fixtures.ts';
import { notice, shootLightAndDark, signIn, waitForPath, waitForShell } from './support/console.ts';

// Allowed Domains, Allowed Google Form URLs and Blocked URLs (decision 0028): each tab and
// add page, a message of each kind, add and remove, as a CustomerAdmin and a TenantAdmin. Values carry
// the run's tag and are removed afterwards: other browser tests share the demo server.

type Api = Awaited<ReturnType<typeof consoleApi>>;

/** Removes every item of the organization's lists whose value holds `tag`. */
async function removeTagged(api: Api, customerId: number, tag: string) {
  const base = `/v1/portal/customers/${customerId}`;
  const domains = await api.get(`${base}/whitelist-domain`, listAllowedDomainsResponseSchema);
  for (const item of domains.list.filter((i) => i.authorizedDomain.includes(tag)))
    await api.send('DELETE', `${base}/whitelist-domain/${item.id}`, removeListItemResponseSchema);
  const blocked = await api.get(`${base}/blacklist-urls`, listBlockedUrlsResponseSchema);
  for (const item of blocked.list.filter((i) => i.url.includes(tag)))
    await api.send('DELETE', `${base}/blacklist-urls/${item.id}`, removeListItemResponseSchema);
  const forms = await api.get(`${base}/whitelist-urls`, listGoogleFormUrlsResponseSchema);
  for (const item of forms.list.filter((i) => i.url.includes(tag)))
    await api.send('DELETE', `${base}/whitelist-url`, removeListItemResponseSchema, {
      whitelistedUrlId: item.id,
    });
}

async function openTab(page: Page, baseUrl: string, customerId: number, label: string) {
  await page.goto(`${baseUrl}/customers/${customerId}/settings`);
  await waitForShell(page);
  await page.getByRole('tab', { name: label }).click();
  await page.getByRole('heading', { name: new RegExp(`^${label}: \\d+$`) }).waitFor();
}

const selectedTab = (page: Page) => page.getByRole('tab', { selected: true }).textContent();
const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label });
/** The field's error (Mantine links it as the input's description). */
const fieldError = (page: Page, text: string) => page.getByText(text, { exact: true });

async function submitExpecting(page: Page, label: string, value: string, button: string, message: string) {
  await field(page, label).fill(value);
  await page.getByRole('button', { name: button }).click();
  await fieldError(page, message).waitFor();
}

/** Remove with its confirmation; the toast and the row's going. */
async function removeRow(page: Page, value: string, message: string) {
  await page.getByRole('button', { name: `Remove ${value}` }).click();
  const dialog = page.getByRole('dialog', { name: CONFIRM_TITLE });
  await dialog.getByText(value, { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await notice(page, message).waitFor();
  await rowWith(page, value).waitFor({ state: 'detached' });
}

async function setUp(page: Page, baseUrl: string, who: DemoLogin, organizationName: string) {
  const api = await consoleApi(baseUrl, who);
  const customerId = await api.organizationId(organizationName);
  await signIn(page, baseUrl, who);
  return { api, customerId };
}

describe('the settings lists', () => {
  test('a CustomerAdmin adds and removes an allowed domain, a blocked URL and a Google Form URL', async ({
    baseUrl,
    page,
  }) => {
    const tag = runTag('lst').toLowerCase();
    const { api, customerId } = await setUp(page, baseUrl, 'customer', 'Contoso Pharmaceuticals');
    const settings = `/customers/${customerId}/settings`;
    try {
      // Allowed Domains: the add page's rules in order, the add, the duplicate, the remove.
      await openTab(page, baseUrl, customerId, 'Allowed Domains');
      await expectNoA11yViolations(page, 'the allowed domains tab');
      // CSV import and export are a TenantAdmin's or the provider's (decision 0035).
      expect(await page.getByRole('button', { name: 'Export CSV' }).count()).toBe(0);
      await page.getByRole('link', { name: 'Add Domain' }).click();
      await waitForPath(page, `${settings}/add-whitelist-domain`);
      await page.getByRole('link', { name: 'Return to Allowed Domains' }).waitFor();
      await page.getByRole('button', { name: 'Add Domain' }).click();
      await fieldError(page, M.domainRequired).waitFor();
      await submitExpecting(page, 'Domain', `https://${tag}.example.com`, 'Add Domain', M.domainInvalid);
      await submitExpecting(page, 'Domain', `${tag}.example.com:443`, 'Add Domain', M.domainPort);
      await expectNoA11yViolations(page, 'the add domain page with an error');
      const domain = `${tag}.example.com`;
      await field(page, 'Domain').fill(`  ${domain.toUpperCase()} `);
      await page.getByRole('button', { name: 'Add Domain' }).click();
      await notice(page, M.domainAdded).waitFor();
      await waitForPath(page, settings);
      expect(await selectedTab(page)).toBe('Allowed Domains');
      const row = rowWith(page, domain);
      await row.waitFor();
      expect(await row.getByRole('cell').first().textContent()).toMatch(/\S/);

      // The list is loaded: the form refuses the same domain in another case before sending it.
      await page.getByRole('link', { name: 'Add Domain' }).click();
      await submitExpecting(page, 'Domain', domain.toUpperCase(), 'Add Domain', M.domainDuplicate);
      await page.getByRole('link', { name: 'Cancel' }).click();
      await waitForPath(page, settings);
      expect(await selectedTab(page)).toBe('Allowed Domains');
      await removeRow(page, domain, M.domainDeleted);

      // Blocked URLs.
      await page.getByRole('tab', { name: 'Blocked URLs' }).click();
      await page.getByRole('link', { name: 'Add URL' }).click();
      await waitForPath(page, `${settings}/add-blacklist-url`);
      await page.getByRole('link', { name: 'Return to Blocked URLs' }).waitFor();
      await page.getByRole('button', { name: 'Add URL' }).click();
      await fieldError(page, M.urlRequired).waitFor();
      await submitExpecting(page, 'Url', `admin@${tag}.example.com`, 'Add URL', M.blockedUrlInvalid);
      const blocked = `https://login.${tag}.evil.example/signin?session=1`;
      await field(page, 'Url').fill(blocked);
      await page.getByRole('button', { name: 'Add URL' }).click();
      await notice(page, M.blockedUrlAdded).waitFor();
      await waitForPath(page, settings);
      expect(await selectedTab(page)).toBe('Blocked URLs');
      await rowWith(page, blocked).waitFor();
      await shootLightAndDark(page, 'settings-lists-blocked-urls', 'the blocked URLs tab');
      await removeRow(page, blocked, M.blockedUrlDeleted);

      // Allowed Google Form URLs: the tab shows only with Google Form scanning on (off in the demo), the
      // add page answers at its address all the same.
      expect(await page.getByRole('tab', { name: 'Allowed Google Form URLs' }).count()).toBe(0);
      await page.goto(`${baseUrl}${settings}/add-whitelist-url`);
      await page.getByRole('link', { name: 'Return to Allowed Urls' }).waitFor();
      await submitExpecting(
        page,
        'Url',
        `https://example.com/forms/${tag}`,
        'Add URL',
        M.googleFormUrlPrefix,
      );
      await submitExpecting(
        page,
        'Url',
        `docs.google.com/forms/d/e/${tag}/viewform?next=http://192.168.0.1/`,
        'Add URL',
        M.googleFormUrlPrivate,
      );
      await field(page, 'Url').fill(`docs.google.com/forms/d/e/${tag}/viewform`);
      await page.getByRole('button', { name: 'Add URL' }).click();
      await notice(page, M.googleFormUrlAdded).waitFor();
      await waitForPath(page, settings);
      const forms = await api.get(
        `/v1/portal/customers/${customerId}/whitelist-urls`,
        listGoogleFormUrlsResponseSchema,
      );
      const stored = forms.list.find((i) => i.url.includes(tag));
      expect(stored && shownGoogleFormUrl(stored.url)).toBe(
        `https://docs.google.com/forms/d/e/${tag}/viewform`,
      );
    } finally {
      await removeTagged(api, customerId, tag);
    }
  });

  test("a TenantAdmin's lists: a duplicate the server finds, a failed load, a remove", async ({
    baseUrl,
    page,
  }) => {
    const tag = runTag('lst').toLowerCase();
    const { api, customerId } = await setUp(page, baseUrl, 'msp', 'Tailspin Toys');
    const settings = `/customers/${customerId}/settings`;
    try {
      await openTab(page, baseUrl, customerId, 'Allowed Domains');
      await page.getByRole('link', { name: 'Add Domain' }).click();
      await waitForPath(page, `${settings}/add-whitelist-domain`);
      await field(page, 'Domain').waitFor();
      // Another admin adds the same domain meanwhile: the server's duplicate message shows at the field.
      const domain = `${tag}.example.org`;
      await api.send(
        'POST',
        `/v1/portal/customers/${customerId}/whitelist-domain`,
        removeListItemResponseSchema,
        {
          domain,
        },
      );
      await submitExpecting(page, 'Domain', domain, 'Add Domain', M.domainDuplicate);
      await page.getByRole('link', { name: 'Return to Allowed Domains' }).click();
      await waitForPath(page, settings);
      expect(await selectedTab(page)).toBe('Allowed Domains');
      await removeRow(page, domain, M.domainDeleted);

      // A list that cannot be loaded says so, with the spec's message, and loads on Try again.
      let failing = true;
      await page.route('**/v1/portal/customers/*/blacklist-urls', (route) =>
        failing
          ? route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: JSON.stringify({
                errors: [{ code: 'INTERNAL', desc: 'Something failed.' }],
                message: 'x',
              }),
            })
          : route.continue(),
      );
      await page.getByRole('tab', { name: 'Blocked URLs' }).click();
      await page.getByRole('alert').filter({ hasText: M.couldNotLoadUrls }).waitFor({ timeout: 20_000 });
      failing = false;
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('heading', { name: /^Blocked URLs: \d+$/ }).waitFor();
      await page.unroute('**/v1/portal/customers/*/blacklist-urls');

      const blocked = `${tag}.evil.example/path`;
      await page.getByRole('link', { name: 'Add URL' }).click();
      await field(page, 'Url').fill(blocked);
      await page.getByRole('button', { name: 'Add URL' }).click();
      await notice(page, M.blockedUrlAdded).waitFor();
      await rowWith(page, blocked).waitFor();
      // Keyboard: the row's Remove button, then Yes in the dialog (focused first).
      await page.getByRole('button', { name: `Remove ${blocked}` }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: CONFIRM_TITLE });
      await dialog.waitFor();
      await page.keyboard.press('Enter');
      await notice(page, M.blockedUrlDeleted).waitFor();
      await rowWith(page, blocked).waitFor({ state: 'detached' });

      // CSV (decision 0035): an import reports the refused rows with their reasons; an export downloads.
      await page.getByRole('tab', { name: 'Allowed Domains' }).click();
      const imported = `${tag}-a.example.com`;
      // The Allowed Domains panel's own file input: the Blocked URLs panel may still be leaving.
      const domainsPanel = page.getByRole('tabpanel', { name: 'Allowed Domains' });
      await domainsPanel.getByRole('heading', { name: /^Allowed Domains: \d+$/ }).waitFor();
      await domainsPanel.locator('input[type="file"]').setInputFiles({
        name: 'domains.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`domain\r\n${imported}\r\nhttp://${tag}-b.example.com\r\n`),
      });
      const report = page.getByRole('dialog', { name: 'CSV import' });
      await report.getByText(LIST_CSV_MESSAGES.imported(1, 1), { exact: true }).waitFor();
      await report.getByRole('cell', { name: M.domainInvalid }).waitFor();
      await expectNoA11yViolations(page, 'the CSV import report');
      await report.getByRole('button', { name: 'Close' }).click();
      await rowWith(page, imported).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      const exported = await readFile(await download.path(), 'utf8');
      expect(exported.split('\r\n')[0]).toBe('domain,addedBy,created');
      expect(exported).toContain(`${imported},`);
    } finally {
      await removeTagged(api, customerId, tag);
    }
  });
});
