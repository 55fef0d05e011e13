// bench:console — the console as a browser gets it: for the login page, the incident feed and the
// dashboard, the bytes as sent over the wire (documents, scripts, styles, API answers: what Chromium
// counts as received, headers included), the first contentful paint, and the moment the page is usable
// (the login form, the feed's first row, the dashboard's first drawn card), cold (an empty cache) and
// warm (the same page again: hashed bundles come from the cache).
//
//   npm run bench:console                    a fresh demo server (embedded PGlite, or DATABASE_URL)
//   npm run bench:console -- --server <url>  a running one (its demo logins)

import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../lib/chromium.ts';
import { startDemoServer } from '../lib/demo-server.ts';
import { repoRoot } from '../lib/repo.ts';

const PASSWORD = process.env.DEMO_PASSWORD ?? 'Baitwatch-demo-1';
const serverArg = process.argv.indexOf('--server');
const server =
  serverArg > 0
    ? { baseUrl: (process.argv[serverArg + 1] ?? '').replace(/\/+$/, ''), stop: async () => {} }
    : await startDemoServer({
        runName: 'console-bench',
        logFile: join(repoRoot, '.tmp/bench/console-server.log'),
        startTimeoutMs: 900_000,
        logLevel: 'warn',
      });
const executablePath = findChromium();
if (!executablePath) throw new Error('No Chromium: set CHROMIUM_PATH or install /usr/bin/chromium.');
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });

interface Visit {
  kb: number;
  firstPaintMs: number;
  usableMs: number;
}

/** Loads `url` in the page and measures it; `usable` names what must be on screen. */
async function visit(context: BrowserContext, page: Page, url: string, usable: string): Promise<Visit> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let bytes = 0;
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator(usable).first().waitFor({ timeout: 60_000 });
  const usableMs = await page.evaluate(() => performance.now());
  const firstPaintMs = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  // Calls the page makes right after it is usable (the rest of the feed's page) count too.
  await page.waitForLoadState('networkidle').catch(() => {});
  await cdp.detach();
  return { kb: bytes / 1024, firstPaintMs, usableMs };
}

async function signIn(page: Page) {
  await page.getByRole('textbox', { name: /email/i }).fill('customer@baitwatch.test');
  await page
    .getByLabel(/password/i)
    .first()
    .fill(PASSWORD);
  await page
    .getByRole('button', { name: /log in|sign in/i })
    .first()
    .click();
  await page.waitForURL(/\/customers\/\d+\//, { timeout: 60_000 });
  return page.url().replace(/\/[^/]+$/, '');
}

const rows: [string, Visit, Visit][] = [];
const LOGIN_FORM = 'input[type="password"]';
const FEED_ROW = 'table[aria-busy="false"] tbody tr';
const DASHBOARD_CARD = 'svg.recharts-surface';
{
  const context = await browser.newContext();
  const page = await context.newPage();
  const cold = await visit(context, page, `${server.baseUrl}/login`, LOGIN_FORM);
  // Warm: a new tab of the same browser (its cache), as a person opening the console again.
  const warm = await visit(context, await context.newPage(), `${server.baseUrl}/login`, LOGIN_FORM);
  rows.push(['login page', cold, warm]);
  await context.close();
}
for (const [name, path, usable] of [
  ['incident feed', 'incidents', FEED_ROW],
  ['dashboard', 'dashboard', DASHBOARD_CARD],
] as const) {
  // Signed in with an empty cache: the page is the first one the session loads after the login.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/login`);
  const home = await signIn(page);
  const fresh = await browser.newContext({ storageState: await context.storageState() });
  const freshPage = await fresh.newPage();
  const cold = await visit(fresh, freshPage, `${home}/${path}`, usable);
  const warm = await visit(fresh, await fresh.newPage(), `${home}/${path}`, usable);
  rows.push([name, cold, warm]);
  await context.close();
  await fresh.close();
}
await browser.close();
await server.stop();

const f = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '-').padStart(9);
console.log(
  `\n${'page'.padEnd(16)}${'cold KB'.padStart(9)}${'paint ms'.padStart(9)}${'usable'.padStart(9)}${'warm KB'.padStart(9)}${'paint ms'.padStart(9)}${'usable'.padStart(9)}`,
);
for (const [name, cold, warm] of rows)
  console.log(
    `${name.padEnd(16)}${f(cold.kb)}${f(cold.firstPaintMs)}${f(cold.usableMs)}${f(warm.kb)}${f(warm.firstPaintMs)}${f(warm.usableMs)}`,
  );
