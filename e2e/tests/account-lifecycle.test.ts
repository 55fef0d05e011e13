import { MESSAGES } from '@baitwatch/contracts/common/messages';
import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import { USER_MESSAGES } from '@baitwatch/contracts/users/messages';
import type { APIRequestContext, Page } from 'playwright-core';
import { expectNoA11yViolations } from '../harness/axe.ts';
import { demoToken, FUNCTIONS_KEY } from '../harness/demo-sessions.ts';
import { describe, expect, test } from '../harness/test.ts';
import { runTag } from './incidents-fixtures.ts';
import { rowOf } from './incidents-page.ts';
import { eventually, openProfileMenu, profileButton, waitForPath, waitForShell } from './support/console.ts';

// Accounts from their first day to their last: a customer created by the provider, its
// admin's first sign-in, an invited second admin who accepts from the outbox, a license type change
// that the organization's menu follows, removing admins (refused for the last one, logging out when
// it is yourself), and the audit log listing it all. Each run creates its own customer, so the demo's
// shared organizations and admins are left as they are.

const PASSWORD = 'Lifecycle-password-1';
const key = { [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY };
const asProvider = { ...key, authorization: `Bearer ${demoToken('provider')}` };

type Answer = Awaited<ReturnType<APIRequestContext['fetch']>>;

/** A 200 answer's JSON, typed by the caller. */
async function json<T = unknown>(response: Answer): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

interface Created {
  username: string;
  password: string;
  customerId: number | null;
}
interface AuditPage {
  list: { action: string; target: string }[];
}

/** The provider creates a customer; its admin chooses a password at the first sign-in (API). */
async function createCustomer(request: APIRequestContext, baseUrl: string, body: object) {
  const created = await json<Created>(
    await request.post(`${baseUrl}/v1/auth/customer/signup`, { headers: asProvider, data: body }),
  );
  const first = await json<{ passwordChangeRequired?: boolean; token: string }>(
    await request.post(`${baseUrl}/v1/auth/login`, {
      headers: key,
      data: { email: created.username, password: created.password },
    }),
  );
  expect(first.passwordChangeRequired).toBe(true);
  return { ...created, token: first.token as string };
}

/** Chooses the password from a one-time token in the page's own context, so the page is signed in. */
async function choosePassword(page: Page, baseUrl: string, path: string, token: string) {
  await json(
    await page
      .context()
      .request.post(`${baseUrl}${path}`, { headers: key, data: { token, password: PASSWORD } }),
  );
}

/** The link token of the newest mail to `to`, read from the outbox as the provider. */
async function invitationToken(request: APIRequestContext, baseUrl: string, to: string): Promise<string> {
  let token: string | undefined;
  await eventually(async () => {
    const { mails } = await json<{ mails: { to: string; text: string }[] }>(
      await request.get(`${baseUrl}/dev/api/outbox`, { headers: asProvider }),
    );
    const mail = mails.find((m) => m.to === to);
    token = mail?.text.match(/accept-invite\?token=([^\s&]+)/)?.[1];
    return token !== undefined;
  }).toBe(true);
  return decodeURIComponent(token as string);
}

describe('an account from first sign-in to removal', () => {
  test('an MSP admin invites a second, cannot remove the last, and removing itself logs out', async ({
    baseUrl,
    page,
  }) => {
    const tag = runTag('life').toLowerCase();
    const request = page.context().request;
    const msp = await createCustomer(request, baseUrl, {
      organizationName: `Lifecycle MSP ${tag}`,
      subDomain: `msp-${tag}`,
      firstName: 'Lina',
      lastName: 'First',
      email: `lina-${tag}@lifecycle.test`,
      isMSP: true,
    });
    await choosePassword(page, baseUrl, '/v1/auth/reset-password', msp.token);

    await page.goto(`${baseUrl}/tenant-admin`);
    await waitForShell(page);
    await page.getByRole('tab', { name: 'Admin Management' }).click();
    const self = page.getByRole('button', { name: `Remove admin ${msp.username}` });
    await self.waitFor();
    expect(await self.isDisabled()).toBe(true);
    expect(await self.getAttribute('title')).toBe(USER_MESSAGES.lastAdmin);

    // A second admin, invited; while the invitation is open the first is still the last one who can sign in.
    const second = `omar-${tag}@lifecycle.test`;
    await json(
      await request.post(`${baseUrl}/v1/auth/invite-user`, {
        headers: key,
        data: { firstName: 'Omar', lastName: 'Second', email: second, role: 'TenantAdmin' },
      }),
    );
    await page.reload();
    await page.getByRole('tab', { name: 'Admin Management' }).click();
    await rowOf(page, second).getByText('Invited').waitFor();
    await self.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.getByText(USER_MESSAGES.lastAdmin).waitFor();

    // The invitee accepts from the outbox mail; now the first admin can remove itself, which logs it out.
    const invitee = await page.context().browser()?.newContext();
    if (!invitee) throw new Error('no browser');
    try {
      await json(
        await invitee.request.post(`${baseUrl}/v1/auth/accept-invite`, {
          headers: key,
          data: { token: await invitationToken(request, baseUrl, second), password: PASSWORD },
        }),
      );
    } finally {
      await invitee.close();
    }
    await page.reload();
    await page.getByRole('tab', { name: 'Admin Management' }).click();
    await eventually(() => rowOf(page, second).getByText('Invited').count()).toBe(0);
    await expectNoA11yViolations(page, 'the admins of a new MSP');
    await self.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await waitForPath(page, '/login');

    // The provider's audit log has the whole story of this tenant.
    const log = await json<AuditPage>(
      await request.get(`${baseUrl}/v1/audit-log?actor=${encodeURIComponent(msp.username)}`, {
        headers: asProvider,
      }),
    );
    expect(log.list.map((entry) => entry.action)).toEqual(['admin.remove', 'admin.invite']);
    const signups = await json<AuditPage>(
      await request.get(`${baseUrl}/v1/audit-log?action=customer.signup`, { headers: asProvider }),
    );
    expect(signups.list.map((entry) => entry.target)).toContain(`Lifecycle MSP ${tag}`);
  });

  test("a direct customer's admin follows a license type change in its menu", async ({ baseUrl, page }) => {
    const tag = runTag('lic').toLowerCase();
    const request = page.context().request;
    const direct = await createCustomer(request, baseUrl, {
      organizationName: `Lifecycle Direct ${tag}`,
      subDomain: `direct-${tag}`,
      firstName: 'Dora',
      lastName: 'Direct',
      email: `dora-${tag}@lifecycle.test`,
      isMSP: false,
      noOfUsers: '40',
      licenseType: 'PHISHPROTSUITE',
    });
    await choosePassword(page, baseUrl, '/v1/auth/reset-password', direct.token);
    // Its settings, not the feed: an organization without extension users is welcomed there first.
    const settings = `${baseUrl}/customers/${direct.customerId}/settings`;
    await page.goto(settings);
    await waitForShell(page);
    await page.getByRole('banner').getByText(`Lifecycle Direct ${tag}`).waitFor();
    const threatIntel = async () => {
      const item = (await openProfileMenu(page)).find((entry) => entry.label === 'Threat Intel');
      await page.keyboard.press('Escape');
      return item;
    };
    expect(await threatIntel()).toMatchObject({ disabled: false });

    await json(
      await request.put(`${baseUrl}/v1/portal/${direct.customerId}/license-type`, {
        headers: asProvider,
        data: { licenseType: 'BASICPHISH' },
      }),
    );
    await page.goto(settings);
    await waitForShell(page);
    expect(await threatIntel()).toMatchObject({ disabled: true, reason: MESSAGES.noThreatIntelAccess });
    await page.goto(`${baseUrl}/threat-intel`);
    await page.getByText(MESSAGES.noThreatIntelAccess).first().waitFor();
    // Still signed in, in the console: the notice can show before the shell has drawn its header.
    await eventually(() => profileButton(page).count()).toBe(1);
  });

  test("a new organization's primary admin accepts the emailed invitation and sees the organization", async ({
    baseUrl,
    page,
  }) => {
    const tag = runTag('org').toLowerCase();
    const email = `pat-${tag}@northwind-msp.test`;
    const name = `Invited Org ${tag}`;
    const asMsp = { ...key, authorization: `Bearer ${demoToken('msp')}` };
    await json(
      await page.context().request.post(`${baseUrl}/v1/portal/customers`, {
        headers: asMsp,
        data: { organizationName: name, email, firstName: 'Pat', lastName: 'Invited', noOfUsers: '25' },
      }),
    );
    const token = await invitationToken(page.context().request, baseUrl, email);
    await page.goto(`${baseUrl}/accept-invite?token=${encodeURIComponent(token)}`);
    await page.getByRole('textbox', { name: 'Email' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(email);
    await page.getByLabel(/^New password/).fill(PASSWORD);
    await page.getByLabel(/^Repeat the new password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await waitForShell(page);
    await page.getByRole('banner').getByText(name).waitFor();
  });
});
