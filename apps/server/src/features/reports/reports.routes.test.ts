import { REPORT_MESSAGES } from '@baitwatch/contracts/reports/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent, insertExtensionUser } from '../../test/events.ts';
import { ALL_USERS, asUser, seedWorld, type World, type WorldUser } from '../../test/fixtures.ts';
import { createTestApp, fixedClock, type TestApp } from '../../test/harness.ts';
import { cellsAfter, pdfPages } from '../../test/pdf-pages.ts';
import { count } from './report-format.ts';

// The report calls (decision 0074): the PDF's figures are the dashboard API's for the same window,
// every role and a foreign tenant on each call, and bad input answered 400 in the catalogue's words.

const clock = fixedClock(new Date('2026-11-20T12:00:00Z'));
let t: TestApp;
let w: World;
const call = async (who: WorldUser, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: await asUser(t, w, who), ...(payload ? { payload } : {}) });
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp({ clock });
  w = await seedWorld(t);
  const o = w.mspOrg1.id;
  // October 2026 (the report) and September (the period before), a few users targeted more than once.
  for (let i = 0; i < 24; i++)
    await insertEvent(t, o, {
      detectionTime: at(`2026-10-${String(1 + (i % 28)).padStart(2, '0')}T0${i % 10}:30:00Z`),
      email: `person${i % 5}@acme.test`,
      type: i % 6 === 0 ? 4 : 0,
    });
  for (let i = 0; i < 7; i++)
    await insertEvent(t, o, {
      detectionTime: at(`2026-09-1${i}T10:00:00Z`),
      email: `person${i % 2}@acme.test`,
    });
  for (let i = 0; i < 3; i++) await insertExtensionUser(t, o, { created: at(`2026-10-0${i + 2}T08:00:00Z`) });
  // Another organization's events are in neither.
  await insertEvent(t, w.foreignOrg.id, { detectionTime: at('2026-10-05T10:00:00Z') });
});
afterAll(() => t.close());

describe('the PDF reads what the dashboard shows for the same period', () => {
  it("prints the cards' and the chart's figures of October 2026 beside September", async () => {
    const dashboard = async (url: string, now: string) => {
      clock.set(at(now));
      const res = await call('customer', 'GET', url);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const org = `/v1/dashboard/customers/${w.mspOrg1.id}`;
    // The cards' windows end today: on 31 October, 31 days are the month.
    const events = await dashboard(`${org}/daily/all-events?daysduration=31`, '2026-10-31T18:00:00Z');
    const verify = await dashboard(`${org}/verify-events?daysduration=31`, '2026-10-31T18:00:00Z');
    const newUsers = await dashboard(`${org}/extension-users?daysduration=31`, '2026-10-31T18:00:00Z');
    const before = await dashboard(`${org}/daily/all-events?daysduration=30`, '2026-09-30T18:00:00Z');
    const threats = await dashboard(
      `/v1/dashboard/stats/${w.mspOrg1.id}/threats?r=C&startTime=2026-10-01T00:00:00.000Z&endTime=2026-10-31T23:59:59.999Z&numberOfBuckets=31`,
      '2026-11-20T12:00:00Z',
    );
    const pdf = await call('customer', 'GET', `${org}/report?period=2026-10`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('report-acme-one-2026-10.pdf');
    const runs = (await pdfPages(pdf.rawPayload)).flat();

    expect(runs).toContain('Monthly report: Acme One');
    expect(events.total).toBe(24);
    expect(cellsAfter(runs, 'Events', 2)).toEqual([count(events.total), count(before.total)]);
    const tally = Object.fromEntries(
      verify.records.map((r: { legend: string; values: { count: number } }) => [r.legend, r.values.count]),
    );
    expect(cellsAfter(runs, 'Verified events', 1)).toEqual([count(tally.Verified)]);
    expect(cellsAfter(runs, 'Unverified events', 1)).toEqual([count(tally.Unverified)]);
    expect(cellsAfter(runs, 'New extension users', 1)).toEqual([count(newUsers.total)]);
    expect(cellsAfter(runs, 'Threats detected', 1)).toEqual([
      count(threats.threatsDetected.totalRecordCount),
    ]);
    // Top targeted users: the chart's Top Vulnerable Users, in its order.
    const top = threats.topVulnerable.slice(0, 3) as { email: string; count: number }[];
    for (const user of top) expect(cellsAfter(runs, user.email, 1)).toEqual([count(user.count)]);
    expect(runs.indexOf(top[0]!.email)).toBeLessThan(runs.indexOf(top[2]!.email));
  });
});

describe('who may read which report', () => {
  const organization = () => `/v1/dashboard/customers/${w.mspOrg1.id}/report?period=2026-10`;
  const tenant = () => `/v1/dashboard/tenants/${w.msp.tenant.id}/report?period=2026-10`;
  const expected: Record<WorldUser, [number, number]> = {
    provider: [200, 200],
    msp: [200, 200],
    customer: [200, 403],
    basic: [403, 403],
    intel: [403, 403],
    foreignMsp: [403, 403],
    foreignCustomer: [403, 403],
  };
  for (const who of ALL_USERS)
    it(`${who}: organization ${expected[who][0]}, tenant roll-up ${expected[who][1]}`, async () => {
      clock.set(at('2026-11-20T12:00:00Z'));
      expect((await call(who, 'GET', organization())).statusCode).toBe(expected[who][0]);
      const rollUp = await call(who, 'GET', tenant());
      expect(rollUp.statusCode).toBe(expected[who][1]);
      if (rollUp.statusCode === 200)
        expect((await pdfPages(rollUp.rawPayload)).flat()).toContain('Monthly report: Acme MSP');
      const periods = await call(who, 'GET', `/v1/dashboard/customers/${w.mspOrg1.id}/reports`);
      expect(periods.statusCode).toBe(expected[who][0]);
    });

  it('an unknown organization is 404 for the provider, like other calls', async () => {
    expect(
      (await call('provider', 'GET', '/v1/dashboard/customers/999999/report?period=2026-10')).statusCode,
    ).toBe(404);
  });
});

describe('bad input is a 400 with the reason', () => {
  const cases: [string, string][] = [
    ['2026-13', REPORT_MESSAGES.periodInvalid],
    ['October', REPORT_MESSAGES.periodInvalid],
    ['2025-W53', REPORT_MESSAGES.periodInvalid],
    ['2026-11', REPORT_MESSAGES.periodNotEnded],
    ['2031-01', REPORT_MESSAGES.periodNotEnded],
    ['1999-12', REPORT_MESSAGES.periodTooOld],
  ];
  for (const [period, message] of cases)
    it(`period=${period}`, async () => {
      clock.set(at('2026-11-20T12:00:00Z'));
      const res = await call(
        'customer',
        'GET',
        `/v1/dashboard/customers/${w.mspOrg1.id}/report?period=${period}`,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    });

  it('a week that ended is a weekly report', async () => {
    const res = await call(
      'customer',
      'GET',
      `/v1/dashboard/customers/${w.mspOrg1.id}/report?period=2026-W44`,
    );
    expect(res.statusCode).toBe(200);
    expect((await pdfPages(res.rawPayload)).flat()).toContain('Weekly report: Acme One');
  });
});

describe('recipients', () => {
  const orgUrl = () => `/v1/reports/customers/${w.mspOrg1.id}/recipients`;
  const tenantUrl = () => `/v1/reports/tenants/${w.msp.tenant.id}/recipients`;

  it("offers the organization's and its tenant's admins, and saves a choice of them", async () => {
    const got = await call('customer', 'GET', orgUrl());
    expect(got.statusCode).toBe(200);
    expect(
      got
        .json()
        .candidates.map((c: { email: string }) => c.email)
        .sort(),
    ).toEqual(['customer@test.local', 'msp@test.local']);
    const saved = await call('msp', 'PUT', orgUrl(), { recipients: ['Customer@test.local'], weekly: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('customer', 'GET', orgUrl())).json()).toMatchObject({
      recipients: ['customer@test.local'],
      weekly: true,
    });
  });

  it('refuses someone who is not an admin of the scope, too many, and the same one twice', async () => {
    const foreign = await call('customer', 'PUT', orgUrl(), {
      recipients: ['foreign@test.local'],
      weekly: false,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toContain(REPORT_MESSAGES.unknownRecipient('foreign@test.local'));
    const many = Array.from({ length: 11 }, (_, i) => `a${i}@test.local`);
    const tooMany = await call('customer', 'PUT', orgUrl(), { recipients: many, weekly: false });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain(REPORT_MESSAGES.tooManyRecipients);
    const twice = await call('customer', 'PUT', orgUrl(), {
      recipients: ['customer@test.local', 'customer@test.local'],
      weekly: false,
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain(REPORT_MESSAGES.duplicateRecipient);
  });

  const orgExpected: Record<WorldUser, number> = {
    provider: 200,
    msp: 200,
    customer: 200,
    basic: 403,
    intel: 403,
    foreignMsp: 403,
    foreignCustomer: 403,
  };
  const tenantExpected: Record<WorldUser, number> = { ...orgExpected, customer: 403 };
  for (const who of ALL_USERS)
    it(`${who}: organization ${orgExpected[who]}, tenant ${tenantExpected[who]}`, async () => {
      expect((await call(who, 'GET', orgUrl())).statusCode).toBe(orgExpected[who]);
      expect((await call(who, 'PUT', orgUrl(), { recipients: [], weekly: false })).statusCode).toBe(
        orgExpected[who],
      );
      expect((await call(who, 'GET', tenantUrl())).statusCode).toBe(tenantExpected[who]);
      expect(
        (await call(who, 'PUT', tenantUrl(), { recipients: ['msp@test.local'], weekly: false })).statusCode,
      ).toBe(tenantExpected[who]);
    });
});
