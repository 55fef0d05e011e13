import { randomUUID } from 'node:crypto';
import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import { customerDetailsSchema } from '@baitwatch/contracts/customers/customer-details';
import { portalCustomersResponseSchema } from '@baitwatch/contracts/customers/portal-customers';
import { installCredentialsSchema } from '@baitwatch/contracts/extension/install-credentials';
import { EXTENSION_API_BASE } from '@baitwatch/contracts/extension/limits';
import { type ReportEvent, reportEventResponseSchema } from '@baitwatch/contracts/extension/report-event';
import type { Page } from 'playwright-core';
import type { z } from 'zod';
import { DEMO_LOGINS, DEMO_PASSWORD, type DemoLogin } from '../harness/login.ts';

// Test data for the incident and super feed browser tests, made the way production makes it: an
// extension registers with the organization's license key and reports events with evidence.

const FUNCTIONS_KEY = process.env.FUNCTIONS_KEY ?? 'baitwatch-console';

async function json<T extends z.ZodType>(response: Response, schema: T, what: string): Promise<z.output<T>> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${text.slice(0, 300)}`);
  return schema.parse(JSON.parse(text));
}

/** A console API client signed in as one of the demo logins (bearer token, functions key). */
export async function consoleApi(baseUrl: string, who: DemoLogin) {
  const login = await fetch(`${baseUrl}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY },
    body: JSON.stringify({ email: DEMO_LOGINS[who], password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`login as ${who} answered ${login.status}`);
  const { id_token: token } = (await login.json()) as { id_token: string };
  const headers = { authorization: `Bearer ${token}`, [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY };
  return {
    get: <T extends z.ZodType>(path: string, schema: T) =>
      fetch(`${baseUrl}${path}`, { headers }).then((r) => json(r, schema, `GET ${path}`)),
    async organizationId(name: string): Promise<number> {
      const portal = await this.get('/v1/portal/customers', portalCustomersResponseSchema);
      const entry = portal.customers.find((c) => c.kind === 'organization' && c.organizationName === name);
      if (!entry || typeof entry.id !== 'number') throw new Error(`No organization named ${name}`);
      return entry.id;
    },
    licenseKey: async (customerId: number) =>
      (
        await fetch(`${baseUrl}/v1/portal/customers/${customerId}`, { headers }).then((r) =>
          json(r, customerDetailsSchema, 'customer details'),
        )
      ).licenseKey,
  };
}

/** An installed extension of one organization (a managed registration with its license key). */
export async function registerExtension(baseUrl: string, licenseKey: string, osUserId: string) {
  const response = await fetch(`${baseUrl}${EXTENSION_API_BASE}/register/managed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      licenseKey,
      osUserId,
      osComputerName: `${osUserId.split('\\').pop()?.toUpperCase()}-PC`,
      osUuid: randomUUID(),
      browser: 'Chrome',
      browserVersion: '131.0.6778.86',
      os: 'Windows',
      extensionVersion: '3.4.1',
    }),
  });
  return json(response, installCredentialsSchema, 'register/managed');
}

export interface Evidence {
  screenshot?: Buffer;
  html?: string;
}

/** Reports one event as the extension does: multipart with the screenshot (JPEG) and the page HTML. */
export async function reportEvent(
  baseUrl: string,
  token: string,
  event: Partial<ReportEvent> & Pick<ReportEvent, 'url'>,
  evidence: Evidence = {},
) {
  const full: ReportEvent = {
    eventId: randomUUID(),
    type: 0,
    detectionTime: new Date().toISOString(),
    brands: [],
    ...event,
  };
  const form = new FormData();
  form.append('event', JSON.stringify(full));
  if (evidence.screenshot)
    form.append('screenshot', new Blob([evidence.screenshot], { type: 'image/jpeg' }), 'screenshot.jpg');
  if (evidence.html !== undefined)
    form.append('html', new Blob([evidence.html], { type: 'text/html' }), 'page.html');
  const response = await fetch(`${baseUrl}${EXTENSION_API_BASE}/events`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { ...(await json(response, reportEventResponseSchema, 'POST events')), event: full };
}

/** A JPEG "screenshot" of a small fake login page, drawn by the test's own browser. */
export async function fakeScreenshot(page: Page, brand: string): Promise<Buffer> {
  const other = await page.context().newPage();
  try {
    await other.setViewportSize({ width: 640, height: 400 });
    await other.setContent(
      `<body style="margin:0;font-family:sans-serif;background:#f3f4f6;display:grid;place-items:center;height:100vh">
        <form style="background:#fff;padding:32px;border-radius:8px;width:280px;box-shadow:0 2px 8px #0002">
          <h2 style="margin-top:0">${brand} sign in</h2>
          <input placeholder="Email" style="display:block;width:100%;margin:8px 0;padding:8px">
          <input placeholder="Password" type="password" style="display:block;width:100%;margin:8px 0;padding:8px">
          <button style="width:100%;padding:8px;background:#2563eb;color:#fff;border:0">Sign in</button>
        </form></body>`,
    );
    return await other.screenshot({ type: 'jpeg', quality: 70 });
  } finally {
    await other.close();
  }
}

/** The HTML of a reported page that would open a dialog if anything ever ran it. */
export const SCRIPTED_PAGE_HTML =
  '<!doctype html><html><head><title>Sign in</title></head><body><h1>Sign in</h1>' +
  '<script>alert(1)</script><form><input name="password" type="password"></form></body></html>';
