import type { Page, Route } from 'playwright-core';
import { loginAs } from '../harness/login.ts';
import { describe, expect, test } from '../harness/test.ts';
import { apiCall, eventually, pathOf, waitForShell } from './support/console.ts';

// Two tabs share the cookies. The server treats a refresh token used twice as stolen and ends the
// whole session, so when both tabs find the token expired, only one may refresh: the other waits
// for the Web Lock and then retries with the renewed cookies (apps/web/src/lib/api-client.ts).

const REFRESH_LOCK = 'baitwatch-refresh';

async function refreshLockState(page: Page) {
  return page.evaluate(async (name) => {
    const state = await navigator.locks.query();
    const count = (list: LockInfo[] | undefined) => (list ?? []).filter((lock) => lock.name === name).length;
    return { held: count(state.held), pending: count(state.pending) };
  }, REFRESH_LOCK);
}

describe('two tabs', () => {
  test('an expired token in two tabs at once is refreshed once, and both stay signed in', async ({
    baseUrl,
    page,
  }) => {
    await loginAs(page, baseUrl, 'customer');
    await waitForShell(page);
    const second = await page.context().newPage();
    await second.goto(page.url());
    await waitForShell(second);
    const landing = pathOf(page);

    // Hold every refresh at the network until the other tab has had its chance to refresh too.
    const refreshes: Route[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.context().route('**/v1/auth/refresh-token', async (route) => {
      refreshes.push(route);
      await released;
      await route.continue();
    });

    await page.context().clearCookies({ name: 'token' });
    void page.reload();
    void second.reload();

    // One tab refreshes; the other must be waiting for the lock, not sending a second refresh. The
    // waiting tab may queue for the lock before the holder's request reaches the network, so wait
    // for both: a held request and a pending lock (or a second request, which fails below).
    await expect
      .poll(
        async () =>
          refreshes.length >= 2 || (refreshes.length === 1 && (await refreshLockState(page)).pending >= 1),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    expect(refreshes).toHaveLength(1);
    expect(await refreshLockState(page)).toEqual({ held: 1, pending: 1 });

    release();
    await waitForShell(page);
    await waitForShell(second);
    expect(pathOf(page)).toBe(landing);
    expect(pathOf(second)).toBe(landing);
    expect(refreshes).toHaveLength(1);
    await eventually(() => page.getByRole('alert').count()).toBe(0);
    await eventually(() => second.getByRole('alert').count()).toBe(0);

    // The session family is intact: the renewed refresh token still works.
    await page.context().unroute('**/v1/auth/refresh-token');
    expect((await apiCall(page, baseUrl, '/v1/auth/refresh-token', 'POST')).status()).toBe(200);
    expect((await apiCall(page, baseUrl, '/v1/auth/me')).status()).toBe(200);
  });
});
