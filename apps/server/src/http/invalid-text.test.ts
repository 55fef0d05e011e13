import { randomUUID } from 'node:crypto';
import { FUNCTIONS_KEY_HEADER } from '@baitwatch/contracts/common/product';
import { TEXT_MESSAGES } from '@baitwatch/contracts/common/text';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from '../test/events.ts';
import { bearer, CLIENT, registerManaged } from '../test/extension-kit.ts';
import { asUser, seedWorld, type World } from '../test/fixtures.ts';
import { createTestApp, FUNCTIONS_KEY, fixedClock, type TestApp } from '../test/harness.ts';

// PostgreSQL refuses a NUL byte in text, and a lone UTF-16 surrogate is no text at all. Every string a
// route takes is checked at its contract: a 400 naming the field, never a 500 from the database.

const clock = fixedClock();
let t: TestApp;
let world: World;
let installToken: string;
let provider: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ clock });
  world = await seedWorld(t);
  installToken = (await registerManaged(t, world.mspOrg1.licenseKey)).token;
  provider = await asUser(t, world, 'provider');
});
afterAll(() => t.close());

const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';
const key = { [FUNCTIONS_KEY_HEADER]: FUNCTIONS_KEY };
const refused = (field: string) => `${field}: ${TEXT_MESSAGES.invalidText}`;

interface Probe {
  name: string;
  field: string;
  /** In an address only NUL can be sent: a lone surrogate has no UTF-8 to percent-encode. */
  inAddress?: true;
  call(bad: string): Promise<{ statusCode: number; json(): { errors: { desc: string }[] } }>;
}

const inject = (options: InjectOptions) => t.app.inject(options);
const q = encodeURIComponent;
const event = (overrides: object) => ({
  eventId: randomUUID(),
  type: 0,
  url: 'https://login.example.net/',
  detectionTime: new Date(clock.now().getTime() - 60_000).toISOString(),
  ...overrides,
});
const postEvent = (overrides: object) =>
  inject({
    method: 'POST',
    url: '/extension/v1/events',
    headers: bearer(installToken),
    payload: event(overrides),
  });
const managed = (overrides: object) =>
  inject({
    method: 'POST',
    url: '/extension/v1/register/managed',
    payload: {
      licenseKey: world.mspOrg1.licenseKey,
      osUserId: 'ACME\\probe',
      osComputerName: 'PC-PROBE',
      osUuid: 'UUID-PROBE',
      ...CLIENT,
      ...overrides,
    },
  });

const probes: Probe[] = [
  // The extension API: registration, heartbeat and event fields.
  { name: 'managed registration', field: 'licenseKey', call: (bad) => managed({ licenseKey: `k${bad}` }) },
  { name: 'managed registration', field: 'osUserId', call: (bad) => managed({ osUserId: `u${bad}` }) },
  {
    name: 'managed registration',
    field: 'osComputerName',
    call: (bad) => managed({ osComputerName: `pc${bad}` }),
  },
  { name: 'managed registration', field: 'browser', call: (bad) => managed({ browser: `Chrome${bad}` }) },
  {
    name: 'manual registration',
    field: 'licenseKey',
    call: (bad) =>
      inject({
        method: 'POST',
        url: '/extension/v1/register/manual/start',
        payload: { licenseKey: `k${bad}`, email: 'jane@acme.test' },
      }),
  },
  {
    name: 'heartbeat',
    field: 'extensionVersion',
    call: (bad) =>
      inject({
        method: 'POST',
        url: '/extension/v1/heartbeat',
        headers: bearer(installToken),
        payload: { ...CLIENT, extensionVersion: `3.4${bad}` },
      }),
  },
  { name: 'event', field: 'brands.0', call: (bad) => postEvent({ brands: [`PayPal${bad}`] }) },
  { name: 'event', field: 'url', call: (bad) => postEvent({ url: `https://login.example.net/${bad}` }) },
  { name: 'event', field: 'modelCode', call: (bad) => postEvent({ modelCode: `PP1${bad}` }) },
  {
    name: 'event',
    field: 'detectionBoxes.0.label',
    call: (bad) => postEvent({ detectionBoxes: [{ label: `logo${bad}`, x: 1, y: 1, width: 5, height: 5 }] }),
  },
  // The console API: profile, lookups, searches, feed filters, event actions.
  {
    name: 'user name',
    field: 'firstName',
    call: (bad) =>
      inject({
        method: 'PUT',
        url: `/v1/users/${world.users.customer.id}`,
        headers: provider,
        payload: { firstName: `Ann${bad}a`, lastName: 'Lee' },
      }),
  },
  {
    name: 'lookup',
    field: 'sflex1',
    inAddress: true,
    call: async (bad) => inject({ url: `/v1/lookup/LKP_STATE?sflex1=${q(`US${bad}`)}`, headers: provider }),
  },
  {
    name: 'lookup',
    field: 'lookupId',
    inAddress: true,
    call: async (bad) => inject({ url: `/v1/lookup/${q(`LKP_STATE${bad}`)}`, headers: provider }),
  },
  {
    name: 'search',
    field: 'term',
    inAddress: true,
    call: async (bad) => inject({ url: `/v1/portal/search?term=${q(`ac${bad}`)}`, headers: provider }),
  },
  {
    name: 'feed brand filter',
    field: 'brand',
    inAddress: true,
    call: async (bad) =>
      inject({
        url: `/v1/portal/customers/${world.mspOrg1.id}/all-events?brand=${q(`Pay${bad}`)}`,
        headers: provider,
      }),
  },
  {
    name: 'extension user search',
    field: 'term',
    inAddress: true,
    call: async (bad) =>
      inject({
        url: `/v1/portal/customers/${world.mspOrg1.id}/search-extension-users?term=${q(`al${bad}`)}`,
        headers: provider,
      }),
  },
  {
    name: 'super feed filter',
    field: 'email',
    inAddress: true,
    call: async (bad) =>
      inject({ url: `/v1/super-feed?filterBy=email&email=${q(`a${bad}`)}`, headers: provider }),
  },
  {
    name: 'verify events',
    field: '0.url',
    call: async (bad) => {
      const e = await insertEvent(t, world.mspOrg1.id);
      return inject({
        method: 'POST',
        url: `/v1/portal/customers/${world.mspOrg1.id}/events/${e.eventId}/verify-events`,
        headers: provider,
        payload: [{ eventId: e.eventId, url: `${e.url}${bad}` }],
      });
    },
  },
  {
    name: 'login',
    field: 'password',
    call: (bad) =>
      inject({
        method: 'POST',
        url: '/v1/auth/login',
        headers: key,
        payload: { email: 'provider@test.local', password: `pass${bad}word` },
      }),
  },
  // The branding logo, outside /v1.
  {
    name: 'branding logo',
    field: 'subDomain',
    inAddress: true,
    call: (bad) => inject({ url: `/branding/${q(`acme${bad}`)}/logo` }),
  },
];

describe('text the database cannot store', () => {
  it.each(probes)('$name refuses it in $field with a 400 naming the field', async (probe) => {
    for (const bad of probe.inAddress ? [NUL] : [NUL, LONE_SURROGATE]) {
      const res = await probe.call(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e) => e.desc)).toContain(refused(probe.field));
    }
  });
});
