import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { addCustomerResponseSchema } from '@baitwatch/contracts/organizations/add-customer';
import { customerChangeResponseSchema } from '@baitwatch/contracts/organizations/update-customer';
import { type AlertConfig, alertConfigSchema } from '@baitwatch/contracts/settings/alert-config';
import { CONFIG_COPY_MESSAGES as M } from '@baitwatch/contracts/settings/config-copy';
import { listAllowedDomainsResponseSchema } from '@baitwatch/contracts/settings/list-allowed-domains';
import { z } from 'zod';
import { describe, expect, test } from '../harness/test.ts';
import { consoleApi, runTag } from './incidents-fixtures.ts';
import { eventually, notice, shootLightAndDark, signIn, waitForShell } from './support/console.ts';

// Copy configuration (beyond the spec, decision 0040): Northwind's TenantAdmin copies Alpine Ski House's
// allowed domains and alert config to an organization the test adds, after a preview. Alpine's
// configuration is read by no other browser test; what the test changes there it puts back.

const SOURCE = 'Alpine Ski House';
const alertPath = (id: number) => `/v1/portal/customers/${id}/alert-configurations`;
const domainsPath = (id: number) => `/v1/portal/customers/${id}/whitelist-domain`;
const anything = z.unknown();

describe('copy configuration', () => {
  test('a TenantAdmin previews and copies allowed domains and the alert config to another organization', async ({
    baseUrl,
    page,
  }) => {
    const msp = await consoleApi(baseUrl, 'msp');
    const sourceId = await msp.organizationId(SOURCE);
    const tag = runTag('copy').toLowerCase();
    const domain = `${tag}.alpine-ski.test`;
    const label = `Alpine ${tag}`.slice(0, 25);
    const original = await msp.get(alertPath(sourceId), alertConfigSchema);
    const added = await msp.send('POST', '/v1/portal/customers', addCustomerResponseSchema, {
      organizationName: `Copy Target ${tag}`,
      noOfUsers: 25,
    });
    const targetId = added.customer.id;
    try {
      await msp.send('POST', domainsPath(sourceId), anything, { domain });
      const banner: AlertConfig = { ...original, isLabelConfigured: true, label };
      await msp.send('PUT', alertPath(sourceId), alertConfigSchema, banner);

      await signIn(page, baseUrl, 'msp');
      await page.goto(`${baseUrl}/customers/${sourceId}/settings`);
      await waitForShell(page);
      await page.getByRole('link', { name: 'Copy Configuration' }).click();
      await page.getByRole('heading', { name: 'Copy Configuration' }).waitFor();
      // A TenantAdmin copies the lists and the alert config; Advanced Settings are the provider's.
      const parts = page.getByRole('group', { name: 'What to copy' }).getByRole('checkbox');
      await eventually(() => parts.count()).toBe(4);
      expect(await page.getByRole('checkbox', { name: /^Scan and Google Form Settings/ }).count()).toBe(0);
      const previewButton = page.getByRole('button', { name: 'Preview Changes' });
      expect(await previewButton.isDisabled()).toBe(true);

      const organizations = page.getByRole('combobox', { name: 'Organizations', exact: true });
      await organizations.click();
      // The source is not offered as a target: counted once the list of the others is there.
      await page.getByRole('option').first().waitFor();
      expect(await page.getByRole('option', { name: SOURCE, exact: true }).count()).toBe(0);
      await organizations.fill('Copy Target');
      await page.getByRole('option', { name: `Copy Target ${tag}`, exact: true }).click();
      await page.keyboard.press('Escape');
      await previewButton.click();

      const card = page.getByRole('article', { name: `Copy Target ${tag}` });
      await card.getByText(domain, { exact: false }).waitFor();
      const labelRow = card.getByRole('row', { name: /^Label / });
      await labelRow.getByRole('cell', { name: label, exact: true }).waitFor();
      await shootLightAndDark(page, 'config-copy-preview', 'the copy configuration preview');
      // The preview changed nothing.
      const before = await msp.get(domainsPath(targetId), listAllowedDomainsResponseSchema);
      expect(before.list.map((item) => item.authorizedDomain)).not.toContain(domain);

      const copyButton = page.getByRole('button', { name: 'Copy to 1 Organization' });
      await copyButton.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(M.confirm(1), { exact: true }).waitFor();
      await dialog.getByRole('button', { name: 'Yes' }).click();
      await notice(page, M.copied(1)).waitFor();
      await card.getByText(/changes made$/i).waitFor();
      expect(await copyButton.isDisabled()).toBe(true);

      const after = await msp.get(domainsPath(targetId), listAllowedDomainsResponseSchema);
      expect(after.list.map((item) => item.authorizedDomain)).toContain(domain);
      expect((await msp.get(alertPath(targetId), alertConfigSchema)).label).toBe(label);
    } finally {
      const sourceDomains = await msp.get(domainsPath(sourceId), listAllowedDomainsResponseSchema);
      for (const item of sourceDomains.list.filter((entry) => entry.authorizedDomain === domain))
        await msp.send('DELETE', `${domainsPath(sourceId)}/${item.id}`, anything);
      await msp.send('PUT', alertPath(sourceId), alertConfigSchema, original);
      await msp.send('DELETE', `/v1/msp-management/customers/${targetId}`, customerChangeResponseSchema);
    }
  });

  test('is not offered to a CustomerAdmin, and its address answers "not authorized"', async ({
    baseUrl,
    page,
  }) => {
    await signIn(page, baseUrl, 'customer');
    await page.goto(`${baseUrl}/`);
    await waitForShell(page);
    const customerId = await (await consoleApi(baseUrl, 'customer')).organizationId(
      'Contoso Pharmaceuticals',
    );
    await page.goto(`${baseUrl}/customers/${customerId}/settings`);
    await page.getByRole('tab', { name: 'Profile' }).waitFor();
    expect(await page.getByRole('link', { name: 'Copy Configuration' }).count()).toBe(0);
    await page.goto(`${baseUrl}/customers/${customerId}/settings/copy-configuration`);
    await page.getByText(MESSAGES.notAuthorized, { exact: true }).waitFor();
  });
});
