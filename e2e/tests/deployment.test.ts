import { readFile } from 'node:fs/promises';
import { DEPLOYMENT_MESSAGES } from '@baitwatch/contracts/deployment/messages';
import { SERVER_ADDRESS_MESSAGES } from '@baitwatch/contracts/deployment/server-address';
import { customerDetailsSchema } from '@baitwatch/contracts/organizations/customer-details';
import type { Page } from 'playwright-core';
import { pdfText } from '../../apps/server/src/test/pdf-text.ts';
import { describe, expect, test } from '../harness/test.ts';
import { consoleApi, registerExtension } from './incidents-fixtures.ts';
import { eventually, notice, shootLightAndDark, signIn, waitForShell } from './support/console.ts';

// The Deployment page (decisions 0042, 0043): both tabs, the installer and the PDF as
// downloaded files (their content read back), the license key's rotation, and a Global View's pick.

const shownKey = (page: Page) => page.getByTestId('value-license key').textContent();

/** Clicks a button that downloads and answers the saved file's name and bytes. */
async function download(page: Page, button: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path()) as string) };
}

describe('the Deployment page', () => {
  test('a CustomerAdmin downloads the installer and the instructions, and reads the manual steps', async ({
    baseUrl,
    page,
  }) => {
    const api = await consoleApi(baseUrl, 'customer');
    const org = await api.organization('Contoso Pharmaceuticals');
    const details = await api.get(`/v1/portal/customers/${org.id}`, customerDetailsSchema);
    await signIn(page, baseUrl, 'customer');
    await page.goto(`${baseUrl}/customers/${org.id}/deployment`);
    await waitForShell(page);

    // Automatic is the default tab: installer URL, license key, current skin, support e-mail, Mac OSX.
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Automatic');
    await eventually(() => shownKey(page)).toBe(details.licenseKey);
    const table = page.getByRole('table');
    await table.getByText(`/v1/portal/customers/${org.id}/deployment/installer`).waitFor();
    expect(await table.getByRole('row', { name: /Current skin/ }).textContent()).toContain('Baitwatch');
    await table.getByRole('link', { name: details.supportEmailDeployment ?? '' }).waitFor();
    await page
      .getByText(DEPLOYMENT_MESSAGES.macContactSupport(details.supportEmailDeployment ?? ''))
      .waitFor();
    // The test server's public address is a loopback one: the page says what that means for installers.
    await page.getByText(SERVER_ADDRESS_MESSAGES.loopback(baseUrl.replace(/\/+$/, ''))).waitFor();
    // Rotating the key is for the provider and the tenant's admins (decision 0043).
    expect(await page.getByRole('button', { name: 'Rotate key' }).count()).toBe(0);
    await shootLightAndDark(page, 'deployment-automatic', 'the deployment page');

    const installer = await download(page, 'Download Windows installer');
    expect(installer.name).toBe('baitwatch-deploy-contoso01.ps1');
    const script = installer.bytes.toString('utf8');
    expect(script.charCodeAt(0)).toBe(0xfeff);
    expect(script).toContain(`$LicenseKey = '${details.licenseKey}'`);
    expect(script).toContain(`$ServerUrl = '`);
    expect(script).toContain('\\ExtensionInstallForcelist');
    await notice(page, DEPLOYMENT_MESSAGES.installerDownloaded).waitFor();

    const guide = await download(page, 'Group policy instructions (PDF)');
    expect(guide.name).toBe('baitwatch-group-policy-contoso01.pdf');
    const text = pdfText(guide.bytes);
    expect(text).toContain('Group Policy deployment for Contoso Pharmaceuticals');
    expect(text).toContain(details.licenseKey);

    await page.getByRole('tab', { name: 'Manual' }).click();
    const steps = page.getByRole('list', { name: 'Manual deployment steps' });
    await steps.waitFor();
    expect(await steps.getByRole('listitem').count()).toBe(5);
    await steps.getByText('Enter your organization email').waitFor();
    await steps.getByText('Verify the code').waitFor();
    expect(await shownKey(page)).toBe(details.licenseKey);
    await shootLightAndDark(page, 'deployment-manual', 'the manual tab');
  });

  test('a TenantAdmin rotates a key from a Global View: the old install keeps working, the old key does not register', async ({
    baseUrl,
    page,
  }) => {
    const api = await consoleApi(baseUrl, 'msp');
    const org = await api.organization('Alpine Ski House');
    const globalView = (await api.entries()).find(
      (entry) => entry.kind === 'globalView' && entry.groupId === org.groupId,
    );
    if (!globalView) throw new Error('No Global View of the SMB Clients group');
    const oldKey = await api.licenseKey(org.id);
    const install = await registerExtension(baseUrl, oldKey, 'ALPINE\\before.rotation');

    await signIn(page, baseUrl, 'msp');
    await page.goto(`${baseUrl}/tenants/${globalView.tenantId}/deployment?group=${globalView.groupId}`);
    await waitForShell(page);
    // The Global View picks one organization of its group (the first by name to begin with); each
    // has its own key, and the pick is kept in the address.
    const picker = page.getByRole('combobox', { name: 'Organization to deploy' });
    await eventually(() => picker.inputValue()).toBe('Alpine Ski House');
    await eventually(() => shownKey(page)).toBe(oldKey);
    const other = await api.organization('Tailspin Toys');
    const choose = async (name: string) => {
      await picker.click();
      await page.getByRole('option', { name, exact: true }).click();
    };
    await choose('Tailspin Toys');
    await eventually(() => shownKey(page)).toBe(await api.licenseKey(other.id));
    await choose('Alpine Ski House');
    await eventually(() => new URL(page.url()).searchParams.get('customer')).toBe(String(org.id));
    await eventually(() => shownKey(page)).toBe(oldKey);
    await shootLightAndDark(page, 'deployment-global-view', 'the deployment page of a Global View');

    await page.getByRole('button', { name: 'Rotate key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rotate the license key?' });
    await dialog.getByText(DEPLOYMENT_MESSAGES.rotateConfirm).waitFor();
    await dialog.getByRole('button', { name: 'Rotate key' }).click();
    await notice(page, DEPLOYMENT_MESSAGES.keyRotated).waitFor();
    const newKey = await api.licenseKey(org.id);
    expect(newKey).not.toBe(oldKey);
    await eventually(() => shownKey(page)).toBe(newKey);

    const installer = await download(page, 'Download Windows installer');
    expect(installer.bytes.toString('utf8')).toContain(`$LicenseKey = '${newKey}'`);

    const heartbeat = await fetch(`${baseUrl}/extension/v1/heartbeat`, {
      method: 'POST',
      headers: { authorization: `Bearer ${install.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ browser: 'Chrome', os: 'Windows', extensionVersion: '3.4.1' }),
    });
    expect(heartbeat.status).toBe(200);
    await expect(registerExtension(baseUrl, oldKey, 'ALPINE\\after.rotation')).rejects.toThrow(/400/);
    expect((await registerExtension(baseUrl, newKey, 'ALPINE\\after.rotation')).customerId).toBe(org.id);
  });

  test("the provider sees a whitelabel tenant's skin and support address", async ({ baseUrl, page }) => {
    const api = await consoleApi(baseUrl, 'provider');
    const org = await api.organization('Coho Winery');
    await signIn(page, baseUrl, 'provider');
    await page.goto(`${baseUrl}/customers/${org.id}/deployment`);
    await waitForShell(page);
    const table = page.getByRole('table');
    await eventually(
      async () => (await table.getByRole('row', { name: /Current skin/ }).textContent()) ?? '',
    ).toContain('Bluefin Guard');
    await table.getByRole('link', { name: 'help@bluefin-security.test' }).waitFor();
    await page.getByRole('button', { name: 'Rotate key' }).waitFor();
  });
});
