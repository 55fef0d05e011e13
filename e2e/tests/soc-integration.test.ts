import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchApiKeyResponseSchema } from '@baitwatch/contracts/api-keys/fetch-apikey';
import { fetchTenantApiKeyResponseSchema } from '@baitwatch/contracts/api-keys/fetch-tenant-apikey';
import { API_KEY_MESSAGES } from '@baitwatch/contracts/api-keys/messages';
import type { Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { describe, expect, test } from '../harness/test.ts';
import { consoleApi } from './incidents-fixtures.ts';
import {
  eventually,
  notice,
  selectOrganization,
  shootLightAndDark,
  signIn,
  waitForShell,
} from './support/console.ts';

// The SOC Integration page (decisions 0046, 0047): the key panels hidden until shown,
// Generate with an expiry, the documentation tabs generated from the SOC API's OpenAPI document.

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const tabNames = async (page: Page) => page.getByRole('tab').allTextContents();

async function openPage(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/soc-integration`);
  await waitForShell(page);
  await page.getByRole('heading', { name: 'SOC Integration' }).waitFor();
}

describe('the SOC Integration page', () => {
  test('a CustomerAdmin reveals the key, reads the documentation and generates a new key', async ({
    baseUrl,
    page,
  }) => {
    const api = await consoleApi(baseUrl, 'customer');
    const org = await api.organization('Contoso Pharmaceuticals');
    const { apiKey } = await api.get(`/v1/enterprise-soc/fetch-apikey/${org.id}`, fetchApiKeyResponseSchema);
    if (!apiKey) throw new Error('The demo gives Contoso a key');
    await signIn(page, baseUrl, 'customer');
    await openPage(page, baseUrl);

    const panel = page.getByTestId('customer-key');
    expect(await page.getByTestId('tenant-key').count()).toBe(0);
    // Hidden until asked for.
    expect(await panel.textContent()).not.toContain(apiKey);
    await panel.getByRole('button', { name: API_KEY_MESSAGES.showKey }).click();
    await eventually(() => panel.getByTestId('value-API key').textContent()).toBe(apiKey);

    // The tabs come from the SOC API's document; the curl example carries 30 days ago, today, this server.
    expect(await tabNames(page)).toEqual([
      'Fetch Incidents',
      'Login Pages Scanned',
      'Deployed Licenses',
      'Customers',
      'Threat Intelligence',
    ]);
    const curl = await page.getByTestId('value-curl request').textContent();
    expect(curl).toBe(
      `curl -H "apikey: <your API key>" "${baseUrl}/enterprise-soc/fetch-incidents?startdate=${day(-30)}&enddate=${day(0)}"`,
    );
    await page.getByRole('cell', { name: 'pixmverified' }).waitFor();
    expect(await page.getByTestId('response-format').textContent()).toContain('"totalRecords"');
    await page.getByRole('cell', { name: '401' }).waitFor();
    await shootLightAndDark(page, 'soc-integration-customer', 'the SOC Integration page');

    await page.getByRole('tab', { name: 'Threat Intelligence' }).click();
    await page.getByRole('cell', { name: 'filterBy' }).waitFor();
    await page.getByRole('cell', { name: '403' }).waitFor();

    // Generate: the new key is shown at once, the old one stops working.
    await panel.getByLabel('Expiry date').fill(day(90));
    await panel.getByRole('button', { name: 'Generate' }).click();
    await notice(page, 'A new API key has been generated').waitFor();
    const shown = await panel.getByTestId('value-API key').textContent();
    expect(shown).not.toBe(apiKey);
    await panel.getByText(`Expires on ${day(90)}`).waitFor();
    const old = await fetch(`${baseUrl}/enterprise-soc/deployed-licenses-count`, {
      headers: { apikey: apiKey },
    });
    expect(old.status).toBe(401);
    const fresh = await fetch(`${baseUrl}/enterprise-soc/deployed-licenses-count`, {
      headers: { apikey: shown ?? '' },
    });
    expect(fresh.status).toBe(200);
  });

  test('a TenantAdmin has the global key in a Global View, both keys for an organization, and no Threat Intelligence tab', async ({
    baseUrl,
    page,
  }) => {
    const api = await consoleApi(baseUrl, 'msp');
    await signIn(page, baseUrl, 'msp');
    await page.goto(`${baseUrl}/tenant-admin`);
    await waitForShell(page);
    await selectOrganization(page, 'Global View 1');
    await page.goto(`${baseUrl}/soc-integration`);
    await waitForShell(page);
    const tenantPanel = page.getByTestId('tenant-key');
    await tenantPanel.waitFor();
    expect(await page.getByTestId('customer-key').count()).toBe(0);
    const view = (await api.entries()).find((e) => e.kind === 'globalView');
    const { tenantApiKey } = await api.get(
      `/v1/enterprise-soc/fetch-tenant-apikey/${view?.tenantId}`,
      fetchTenantApiKeyResponseSchema,
    );
    await tenantPanel.getByRole('button', { name: API_KEY_MESSAGES.showKey }).click();
    await eventually(() => tenantPanel.getByTestId('value-API key').textContent()).toBe(tenantApiKey);
    await eventually(() => tabNames(page)).toEqual([
      'Fetch Incidents',
      'Login Pages Scanned',
      'Deployed Licenses',
      'Customers',
    ]);
    await shootLightAndDark(page, 'soc-integration-global-view', 'the SOC Integration page of a Global View');

    await selectOrganization(page, 'Tailspin Toys');
    await page.getByTestId('customer-key').waitFor();
    await tenantPanel.waitFor();
  });

  test('the provider sees the global key only with a Global View; an organization without a key gets the prompt', async ({
    baseUrl,
    page,
  }) => {
    const api = await consoleApi(baseUrl, 'provider');
    const entries = await api.entries();
    let keyless: string | null = null;
    for (const entry of entries) {
      if (entry.kind !== 'organization') continue;
      const { apiKey } = await api.get(
        `/v1/enterprise-soc/fetch-apikey/${entry.id}`,
        fetchApiKeyResponseSchema,
      );
      if (apiKey === null) {
        keyless = entry.displayName;
        break;
      }
    }
    if (!keyless) throw new Error('The demo leaves some organizations without a key');
    const view = entries.find((e) => e.kind === 'globalView');
    if (!view) throw new Error('No Global View');

    await signIn(page, baseUrl, 'provider');
    await page.goto(`${baseUrl}/super-feed`);
    await waitForShell(page);
    await selectOrganization(page, keyless);
    await page.goto(`${baseUrl}/soc-integration`);
    await waitForShell(page);
    const panel = page.getByTestId('customer-key');
    await eventually(() => panel.getByTestId('customer-key-none').textContent()).toBe(API_KEY_MESSAGES.noKey);
    expect(await page.getByTestId('tenant-key').count()).toBe(0);
    await eventually(() => tabNames(page)).toContain('Threat Intelligence');

    await selectOrganization(page, view.displayName);
    await page.getByTestId('tenant-key').waitFor();
    expect(await page.getByTestId('customer-key').count()).toBe(0);
  });

  test('a CustomerAdmin adds a webhook endpoint, copies its secret, sends a test event that arrives signed, and reads the log', async ({
    baseUrl,
    page,
  }) => {
    const receiver = await startReceiver();
    try {
      await signIn(page, baseUrl, 'customer');
      await openPage(page, baseUrl);
      const panel = page.getByTestId('webhooks');
      // The demo's own endpoints: the SOAR playbook (the dev inbox) and a channel whose host is away.
      await panel.getByText('SOAR playbook: opens a case for each new incident').waitFor();
      await panel.getByText('Failing').waitFor();

      await panel.getByRole('button', { name: 'Add endpoint' }).click();
      const form = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
      await form.getByLabel(/Endpoint URL/).fill(receiver.url);
      await form.getByLabel('Description').fill('Browser test receiver');
      await form.getByRole('checkbox', { name: /Incident status changed/ }).check();
      await form.getByRole('button', { name: 'Add endpoint' }).click();
      const secretDialog = page.getByRole('dialog', { name: 'Signing secret' });
      const secret = (await secretDialog.getByTestId('value-signing secret').textContent()) ?? '';
      expect(secret).toMatch(/^whsec_/);
      await secretDialog.getByRole('button', { name: 'I have copied it' }).click();

      await panel.getByRole('button', { name: `Actions for ${receiver.url}` }).click();
      await page.getByRole('menuitem', { name: 'Send test event' }).click();
      const log = page.getByRole('dialog', { name: `Delivery log: ${receiver.url}` });
      await log.getByText('Test event', { exact: true }).waitFor();
      await eventually(() => log.getByText('delivered', { exact: true }).count()).toBe(1);
      await shootLightAndDark(page, 'soc-integration-webhook-log', 'the webhook delivery log');
      expect(receiver.received).toHaveLength(1);
      const [got] = receiver.received;
      const body = new Webhook(secret).verify(got?.body ?? '', got?.headers as Record<string, string>) as {
        type: string;
      };
      expect(body.type).toBe('webhook.test');
    } finally {
      await receiver.close();
    }
  });
});

/** A webhook receiver on this machine (development opens loopback to webhooks), keeping what it got. */
async function startReceiver() {
  const received: { headers: Record<string, unknown>; body: string }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/e2e`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
