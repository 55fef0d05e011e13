import { randomUUID } from 'node:crypto';
import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import { eventDetailsResponseSchema } from '@baitwatch/contracts/events/event-details';
import { installCredentialsSchema } from '@baitwatch/contracts/extension/install-credentials';
import { EXTENSION_API_BASE } from '@baitwatch/contracts/extension/limits';
import { type ReportEvent, reportEventResponseSchema } from '@baitwatch/contracts/extension/report-event';
import { customerDetailsSchema } from '@baitwatch/contracts/organizations/customer-details';
import { portalCustomersResponseSchema } from '@baitwatch/contracts/organizations/portal-customers';
import type { Browser } from 'playwright-core';
import type { z } from 'zod';
import { demoToken, FUNCTIONS_KEY } from '../harness/demo-sessions.ts';
import type { DemoLogin } from '../harness/login.ts';

// Test data for the incident and super feed browser tests, made the way production makes it: an
// extension registers with the organization's license key and reports events with evidence.

async function json<T extends z.ZodType>(response: Response, schema: T, what: string): Promise<z.output<T>> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${text.slice(0, 300)}`);
  return schema.parse(JSON.parse(text));
}

/** A console API client signed in as one of the demo logins (bearer token, functions key). */
export async function consoleApi(baseUrl: string, who: DemoLogin) {
  const headers = { authorization: `Bearer ${demoToken(who)}`, [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY };
  const send = <T extends z.ZodType>(method: string, path: string, schema: T, body?: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    }).then((r) => json(r, schema, `${method} ${path}`));
  return {
    get: <T extends z.ZodType>(path: string, schema: T) => send('GET', path, schema),
    send,
    entries: async () => (await send('GET', '/v1/portal/customers', portalCustomersResponseSchema)).customers,
    async organization(name: string) {
      const entry = (await this.entries()).find(
        (c) => c.kind === 'organization' && c.organizationName === name,
      );
      if (!entry || typeof entry.id !== 'number') throw new Error(`No organization named ${name}`);
      return { ...entry, id: entry.id };
    },
    async organizationId(name: string): Promise<number> {
      return (await this.organization(name)).id;
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
    form.append(
      'screenshot',
      new Blob([new Uint8Array(evidence.screenshot)], { type: 'image/jpeg' }),
      'screenshot.jpg',
    );
  if (evidence.html !== undefined)
    form.append('html', new Blob([evidence.html], { type: 'text/html' }), 'page.html');
  const response = await fetch(`${baseUrl}${EXTENSION_API_BASE}/events`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { ...(await json(response, reportEventResponseSchema, 'POST events')), event: full };
}

/** A JPEG "screenshot" of a small fake login page, drawn by a browser of the test's. */
export async function fakeScreenshot(browser: Browser, brand: string): Promise<Buffer> {
  const context = await browser.newContext();
  const other = await context.newPage();
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
    await context.close();
  }
}

/** The HTML of a reported page that would open a dialog if anything ever ran it. */
export const SCRIPTED_PAGE_HTML =
  '<!doctype html><html><head><title>Sign in</title></head><body><h1>Sign in</h1>' +
  '<script>alert(1)</script><form><input name="password" type="password"></form></body></html>';

/**
 * Waits until the evidence jobs made an event's thumbnail and marked screenshot (they run in the
 * server's queue after the report is stored).
 */
export async function waitForEvidence(
  api: Awaited<ReturnType<typeof consoleApi>>,
  customerId: number,
  eventId: string,
) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const event = await api.get(
      `/v1/portal/customers/${customerId}/events/${eventId}`,
      eventDetailsResponseSchema,
    );
    if (event.resizedScreenshotURL && event.markedScreenshotURL) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The evidence jobs of ${eventId} did not finish within a minute`);
}

/** A marker unique to one test run, so that tests find their own events among the demo fleet's. */
export const runTag = (prefix: string) => `${prefix}${randomUUID().slice(0, 8)}`;

export interface SeededEvent {
  id: number;
  eventId: string;
  customerId: number;
  url: string;
  type: number;
  user: string;
}

export interface SeedPlan {
  /** The organization's license key. */
  licenseKey: string;
  /** OS user ids of the installs; events go round-robin over them. */
  users: string[];
  brand: string;
  /** Event types in order (the first is the newest); each event gets a unique URL. */
  types: number[];
  /** Minutes between events, going back from `startMinutesAgo`. */
  spacingMinutes?: number;
  startMinutesAgo?: number;
  /** Evidence for the events at these indexes. */
  evidence?: Record<number, Evidence>;
  /** A URL for the events at these indexes (repeats share one). */
  urls?: Record<number, string>;
}

/** Registers the installs and reports the plan's events, newest first; returns them in that order. */
export async function seedEvents(baseUrl: string, plan: SeedPlan): Promise<SeededEvent[]> {
  const installs = [];
  for (const user of plan.users) installs.push(await registerExtension(baseUrl, plan.licenseKey, user));
  const spacing = plan.spacingMinutes ?? 10;
  const start = plan.startMinutesAgo ?? 10;
  const seeded: SeededEvent[] = [];
  // URLs unique to this call, so two calls with one brand never share one by accident.
  const batch = randomUUID().slice(0, 4);
  for (const [index, type] of plan.types.entries()) {
    const install = installs[index % installs.length];
    const user = plan.users[index % plan.users.length];
    if (!install || !user) throw new Error('A seed plan needs at least one user');
    const url =
      plan.urls?.[index] ??
      `https://${plan.brand.toLowerCase()}-${batch}-${index}.example.test/login?i=${index}`;
    const reported = await reportEvent(
      baseUrl,
      install.token,
      {
        type,
        url,
        brands: [plan.brand],
        detectionTime: new Date(Date.now() - (start + index * spacing) * 60_000).toISOString(),
        userAction: 'Pending',
        domainIPAddress: '203.0.113.7',
        detectionBoxes: [{ label: 'login form', score: 0.91, x: 170, y: 60, width: 300, height: 280 }],
      },
      plan.evidence?.[index] ?? {},
    );
    seeded.push({
      id: reported.id,
      eventId: reported.eventId,
      customerId: reported.customerId,
      url,
      type,
      user,
    });
  }
  return seeded;
}
