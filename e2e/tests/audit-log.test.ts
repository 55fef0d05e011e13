import { readFile } from 'node:fs/promises';
import { AUDIT_MESSAGES } from '@baitwatch/contracts/audit/messages';
import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import type { Page } from 'playwright-core';
import { expectNoA11yViolations } from '../harness/axe.ts';
import { FUNCTIONS_KEY } from '../harness/demo-sessions.ts';
import { describe, expect, test } from '../harness/test.ts';
import { runTag } from './incidents-fixtures.ts';
import { chooseOption, rowOf } from './incidents-page.ts';
import { chooseMenuItem, eventually, signIn, waitForPath, waitForShell } from './support/console.ts';

// The audit log (beyond the spec): a TenantAdmin's invitation and removal of an admin are listed, filtered
// by action and actor, and exported as CSV; a CustomerAdmin has no audit log.

const TAG = runTag('Audit');

/** A console call with the page's cookies, as the console makes it. */
async function consoleCall(
  page: Page,
  baseUrl: string,
  method: 'POST' | 'DELETE',
  path: string,
  data?: object,
) {
  const response = await page.context().request.fetch(`${baseUrl}${path}`, {
    method,
    headers: { [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY },
    ...(data ? { data } : {}),
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

describe('the audit log', () => {
  test("lists a TenantAdmin's changes, filters them and exports them", async ({ baseUrl, page }) => {
    await signIn(page, baseUrl, 'msp');
    await page.goto(`${baseUrl}/tenant-admin`);
    await waitForShell(page);
    const email = `audit-${TAG.toLowerCase()}@northwind-msp.test`;
    const invited = await consoleCall(page, baseUrl, 'POST', '/v1/auth/invite-user', {
      firstName: 'Audra',
      lastName: 'Trail',
      email,
      role: 'TenantAdmin',
    });
    await consoleCall(page, baseUrl, 'DELETE', `/v1/users/${invited.user.uid}`);

    await chooseMenuItem(page, 'Audit Log');
    await waitForPath(page, '/audit-log');
    await rowOf(page, email).first().waitFor();
    await expectNoA11yViolations(page, 'the audit log');
    // Newest first: the removal, then the invitation.
    const ours = page.getByRole('row').filter({ hasText: email });
    expect(await ours.count()).toBe(2);
    expect(await ours.nth(0).getByText('Removed an admin').count()).toBe(1);
    expect(await ours.nth(1).getByText('Invited an admin').count()).toBe(1);

    await chooseOption(page, 'Action', 'Invited an admin');
    await eventually(() => new URL(page.url()).searchParams.get('action')).toBe('admin.invite');
    await eventually(() => ours.count()).toBe(1);
    await page.getByRole('textbox', { name: 'Actor' }).fill('nobody-by-this-name');
    await page.getByText(AUDIT_MESSAGES.emptyFiltered).waitFor();
    await page.getByRole('textbox', { name: 'Actor' }).fill('msp@baitwatch');
    await ours.first().waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path()) as string, 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('When,Actor,Role,Tenant,Organization,Action,Target,Before,After,Client address');
    expect(lines.filter((line) => line.includes(email))).toHaveLength(1);
    expect(lines.slice(1).every((line) => line.includes('Invited an admin'))).toBe(true);

    // The filters live in the address: a reload shows the same view.
    await page.reload();
    await ours.first().waitFor();
    expect(await page.getByRole('textbox', { name: 'Actor' }).inputValue()).toBe('msp@baitwatch');
  });

  test('is not offered to a CustomerAdmin', async ({ baseUrl, page }) => {
    await signIn(page, baseUrl, 'customer');
    await page.goto(`${baseUrl}/audit-log`);
    await page.getByText(MESSAGES.notAuthorized).waitFor();
  });
});
