// Remove Repeat URL from the kept records of each URL's newest event (decision 0061, migration 0017):
// after every kind of write to events (bulk and single inserts, false positive, clear, un-mark, a
// type change, deletes, an organization's deletion), the records equal each URL's newest event
// computed from the events, and the feed and super feed pages and counts read from them equal the
// whole-window statements (feedPageSql / feedCountSql, the super feed's wholePageSql), across two
// tenants, both orders and offsets; records newer than the window's end, a few (read from the events)
// or many (the view reads the events). Other filters and a group's Global View read the events.
import { readFileSync } from 'node:fs';
import { DEFAULT_FEED_TYPES, TOTAL_COUNT_CAP } from '@baitwatch/contracts/events/constants';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { asSystem } from '../../auth/authorize.ts';
import { rowsOf } from '../../db/rows.ts';
import { DAY, feedQuery as defaultFeedQuery } from '../../test/feed-queries.ts';
import { fixedClock } from '../../test/harness.ts';
import { pageShapes, shapeName } from '../../test/page-shapes.ts';
import { worldApp } from '../../test/world-app.ts';
import { eventReadsRepository, feedCountSql, feedPageSql } from '../events/read/event-reads.repository.ts';
import type { FeedQuery } from '../events/read/feed-query.ts';
import { feedUrlNewestScope, urlNewestCount } from '../events/read/url-newest.repository.ts';
import {
  type SuperFeedQuery,
  superFeedRepository,
  superFeedUrlNewestScope,
  wholePageSql,
} from './super-feed.repository.ts';
import { superFeedQuery } from './test-queries.ts';

const NOW = new Date('2026-11-20T12:00:00Z');

const app = worldApp({ clock: fixedClock(NOW) });
const db = () => app.t.deps.database.db;
const rows = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await db().execute(statement));

/** The MSP tenant's organizations (a fourth is added, then deleted, below). */
let tenantOrganizations: number[] = [];

beforeAll(async () => {
  const w = app.world;
  tenantOrganizations = [w.mspOrg1.id, w.mspOrg2.id, w.mspOrg3.id];
  // One bulk statement: 2,000 events over 40 days in the four organizations of two tenants, 70 URLs
  // shared between them, ties on detection time, every type, some false positives and cleared.
  await insertEvents(1, 2000);
  // Another connection's slot: older events of the same URLs (rows that are not their URL's newest),
  // and the newest of a few.
  await inSlot(9, () => insertEvents(2001, 2400));
  await inSlot(9, () => insertEvents(1, 30));
});

async function insertEvents(from: number, to: number, organizations?: number[]) {
  const w = app.world;
  const orgs = organizations ?? [w.mspOrg1.id, w.mspOrg2.id, w.mspOrg3.id, w.foreignOrg.id];
  await db().execute(sql`
    insert into events (customer_id, event_id, type, url, detection_time, brands, email, os_user_id,
      install_id, is_false_positive, cleared)
    select (array[${sql.join(
      orgs.map((id) => sql`${id}::int`),
      sql`, `,
    )}])[1 + g % ${orgs.length}::int], gen_random_uuid(),
      (array[0, 0, 3, 4, 5, 1, 2])[1 + (g / 3) % 7],
      'https://u' || ((g / 4) % 70) || '.example/',
      ${NOW.toISOString()}::timestamptz - make_interval(secs => (g / 2) * 3456),
      array['Microsoft'], 'user@test.local', 'user', gen_random_uuid(), g % 17 = 0, g % 19 = 0
    from generate_series(${from}::int, ${to}::int) g`);
}

const counts = sql`e.type in (0, 3, 4, 5) and not e.cleared and not e.is_false_positive`;

/** Writes as the connection of counter slot `slot` would (dashboard_slot(), migration 0015). */
async function inSlot(slot: number, write: () => Promise<unknown>) {
  await db().execute(sql`select set_config('baitwatch.counter_slot', ${String(slot)}, false)`);
  try {
    await write();
  } finally {
    await db().execute(sql`select set_config('baitwatch.counter_slot', '', false)`);
  }
}

/**
 * Each table's records (the newest of a URL's rows over the slots) equal each URL's newest counted
 * event computed from the events, and every row names a counted event of its URL in its scope.
 */
async function expectRecordsAsEvents() {
  const organization = await rows(sql`
    select distinct on (r.customer_id, r.url) r.customer_id, r.url, r.id::bigint::text as id, r.detection_time
    from url_newest_by_organization r order by r.customer_id, r.url, r.detection_time desc, r.id desc`);
  const organizationFromEvents = await rows(sql`
    select distinct on (e.customer_id, e.url) e.customer_id, e.url, e.id::bigint::text as id, e.detection_time
    from events e where ${counts} order by e.customer_id, e.url, e.detection_time desc, e.id desc`);
  expect(organization).toEqual(organizationFromEvents);
  const tenant = await rows(sql`
    select distinct on (r.tenant_id, r.url) r.tenant_id, r.url, r.customer_id, r.id::bigint::text as id, r.detection_time
    from url_newest_by_tenant r order by r.tenant_id, r.url, r.detection_time desc, r.id desc`);
  const tenantFromEvents = await rows(sql`
    select distinct on (c.tenant_id, e.url) c.tenant_id, e.url, e.customer_id, e.id::bigint::text as id, e.detection_time
    from events e join customers c on c.id = e.customer_id where ${counts}
    order by c.tenant_id, e.url, e.detection_time desc, e.id desc`);
  expect(tenant).toEqual(tenantFromEvents);
  const overall = await rows(sql`
    select distinct on (r.url) r.url, r.customer_id, r.id::bigint::text as id, r.detection_time
    from url_newest_overall r order by r.url, r.detection_time desc, r.id desc`);
  const overallFromEvents = await rows(sql`
    select distinct on (e.url) e.url, e.customer_id, e.id::bigint::text as id, e.detection_time
    from events e where ${counts} order by e.url, e.detection_time desc, e.id desc`);
  expect(overall).toEqual(overallFromEvents);
  expect(organization.length).toBeGreaterThan(0);
  const strays = await rows(sql`
    select 'organization' as scope, r.url from url_newest_by_organization r
    where not exists (select 1 from events e where e.customer_id = r.customer_id and e.id = r.id
      and e.url = r.url and e.detection_time = r.detection_time and ${counts})
    union all
    select 'tenant', r.url from url_newest_by_tenant r
    where not exists (select 1 from events e join customers c on c.id = e.customer_id
      where e.customer_id = r.customer_id and e.id = r.id and c.tenant_id = r.tenant_id
        and e.url = r.url and e.detection_time = r.detection_time and ${counts})
    union all
    select 'overall', r.url from url_newest_overall r
    where not exists (select 1 from events e where e.customer_id = r.customer_id and e.id = r.id
      and e.url = r.url and e.detection_time = r.detection_time and ${counts})`);
  expect(strays).toEqual([]);
}

/** How many rows the records hold past one per URL (rows of other slots). */
async function rowsPastOnePerUrl() {
  const [row] = await rows<{ n: number | string }>(sql`
    select (select count(*) - count(distinct (customer_id, url_key)) from url_newest_by_organization)
      + (select count(*) - count(distinct (tenant_id, url_key)) from url_newest_by_tenant)
      + (select count(*) - count(distinct url_key) from url_newest_overall) as n`);
  return Number(row?.n);
}

// The default types in another order: the records answer them too.
const feedQuery = (ids: number[], over: Partial<FeedQuery> = {}) =>
  defaultFeedQuery(NOW, ids, { types: [...DEFAULT_FEED_TYPES].reverse(), ...over });

const superQuery = (over: Partial<SuperFeedQuery> = {}) => superFeedQuery(NOW, over);

const idsOf = (page: { id: unknown }[]) => page.map((r) => Number(r.id));
const referenceCount = async (q: FeedQuery) =>
  Number((await rows<{ n: number | string }>(feedCountSql(q)))[0]?.n);

const windows = [{}, { start: new Date(NOW.getTime() - 5 * DAY) }];

/** The feed's and the super feed's pages and counts from the records equal the whole-window reads. */
async function expectViewsAsWholeWindow() {
  const w = app.world;
  const repo = eventReadsRepository(db());
  const scopes = [[w.mspOrg1.id], [w.mspOrg2.id], [w.foreignOrg.id], tenantOrganizations];
  for (const ids of scopes)
    for (const window of windows) {
      for (const page of pageShapes(40)) {
        const q = feedQuery(ids, { ...window, ...page });
        expect(await feedUrlNewestScope(db(), q), `${ids} kept`).not.toBeNull();
        expect(idsOf(await repo.feedPage(q)), `${ids} ${shapeName(page)}`).toEqual(
          idsOf(await rows(feedPageSql(q))),
        );
      }
      const q = feedQuery(ids, window);
      expect(await repo.feedCount(q), `${ids} count`).toBe(await referenceCount(q));
    }
  const superFeed = superFeedRepository(db());
  for (const customerId of [undefined, w.mspOrg3.id])
    for (const page of pageShapes(40)) {
      const q = superQuery({ customerId, ...page });
      expect(await superFeedUrlNewestScope(db(), q)).not.toBeNull();
      expect(
        idsOf(await superFeed.page(asSystem.everything(), q)),
        `${customerId} ${shapeName(page)}`,
      ).toEqual(idsOf(await rows(wholePageSql(q))));
    }
}

/** The newest counted event of a URL in an organization (a record's event). */
async function newestOf(customerId: number, url: string) {
  const [row] = await rows<{ id: string }>(sql`
    select e.id::text as id from events e where e.customer_id = ${customerId} and e.url = ${url} and ${counts}
    order by e.detection_time desc, e.id desc limit 1`);
  return Number(row?.id);
}

describe('Remove Repeat URL from kept records of the newest event per URL', () => {
  it('answers as the whole window after bulk inserts from two slots', async () => {
    expect(await rowsPastOnePerUrl()).toBeGreaterThan(0);
    await expectRecordsAsEvents();
    await expectViewsAsWholeWindow();
  });

  it("backfills the records as the triggers keep them (migration 0017's statements)", async () => {
    const migration = readFileSync(new URL('../../../drizzle/0017_url_newest.sql', import.meta.url), 'utf8');
    const backfill = migration
      .split('--> statement-breakpoint')
      .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
      .filter((s) => s.startsWith('INSERT INTO url_newest_'));
    expect(backfill).toHaveLength(3);
    await db().execute(sql`delete from url_newest_by_organization`);
    await db().execute(sql`delete from url_newest_by_tenant`);
    await db().execute(sql`delete from url_newest_overall`);
    for (const statement of backfill) await db().execute(sql.raw(statement));
    await expectRecordsAsEvents();
  });

  it('answers as the whole window after single inserts, older and newer', async () => {
    const w = app.world;
    // An event older than an organization's newest of its URL, in that organization: nothing moves.
    const [kept] = await rows<{ customerId: number; url: string }>(sql`
      select customer_id as "customerId", url from url_newest_by_organization order by detection_time desc, id desc limit 1`);
    if (!kept) throw new Error('no record');
    for (const [customerId, url, minutesAgo] of [
      [kept.customerId, kept.url, 60 * 24 * 25],
      [w.mspOrg1.id, 'https://u7.example/', 1],
      [w.mspOrg2.id, 'https://u7.example/', 60 * 24 * 35],
      [w.foreignOrg.id, 'https://single.example/', 5],
      [w.mspOrg3.id, 'https://single.example/', 3],
    ] as const)
      await inSlot(minutesAgo % 16, () =>
        db().execute(sql`
          insert into events (customer_id, event_id, type, url, detection_time, install_id)
          values (${customerId}, gen_random_uuid(), 0, ${url},
            ${NOW.toISOString()}::timestamptz - make_interval(mins => ${minutesAgo}::int), gen_random_uuid())`),
      );
    await expectRecordsAsEvents();
    await expectViewsAsWholeWindow();
  });

  it('answers as the whole window after false positive, clear, un-mark and a type change', async () => {
    const w = app.world;
    const mark = async (customerId: number, url: string, set: ReturnType<typeof sql>) =>
      db().execute(sql`update events set ${set}
        where customer_id = ${customerId} and id = ${await newestOf(customerId, url)}`);
    const falsePositive = await newestOf(w.mspOrg1.id, 'https://u7.example/');
    await mark(w.mspOrg1.id, 'https://u7.example/', sql`is_false_positive = true`);
    await expectRecordsAsEvents();
    await expectViewsAsWholeWindow();
    await mark(w.mspOrg3.id, 'https://single.example/', sql`cleared = true`);
    await mark(w.foreignOrg.id, 'https://u14.example/', sql`type = 1`);
    // Every counted event of one URL in one organization: its record goes, then comes back.
    await db().execute(sql`update events set is_false_positive = true
      where customer_id = ${w.mspOrg2.id} and url = 'https://u21.example/'`);
    await expectRecordsAsEvents();
    await expectViewsAsWholeWindow();
    await db().execute(sql`update events set is_false_positive = false
      where customer_id = ${w.mspOrg1.id} and id = ${falsePositive}`);
    await db().execute(sql`update events set is_false_positive = false
      where customer_id = ${w.mspOrg2.id} and url = 'https://u21.example/'`);
    // Fields the records do not read change nothing (screenshot flags and the like).
    await db().execute(sql`update events set has_screenshot = true where customer_id = ${w.mspOrg2.id}`);
    await expectRecordsAsEvents();
    await expectViewsAsWholeWindow();
  });

  it('answers as the whole window after deletes: retention, newest events, an organization', async () => {
    const w = app.world;
    await db().execute(
      sql`delete from events where detection_time < ${new Date(NOW.getTime() - 33 * DAY).toISOString()}`,
    );
    const newest = await newestOf(w.mspOrg2.id, 'https://u0.example/');
    await db().execute(sql`delete from events where customer_id = ${w.mspOrg2.id} and id = ${newest}`);
    await db().execute(sql`delete from events where url = 'https://u28.example/'`);
    await expectRecordsAsEvents();
    await expectViewsAsWholeWindow();
    // A fourth organization of the tenant holds the newest events of some URLs, then is deleted.
    const [row] = await rows<{ id: number }>(sql`
      insert into customers (tenant_id, organization_name, blob_container, license_key)
      values (${w.msp.tenant.id}, 'Doomed Org', 'doomed', 'DOOMED-KEY') returning id`);
    const added = Number(row?.id);
    tenantOrganizations = [...tenantOrganizations, added];
    await insertEvents(1, 300, [added]);
    await expectRecordsAsEvents();
    await expectViewsAsWholeWindow();
    await db().execute(sql`delete from customers where id = ${added}`);
    tenantOrganizations = tenantOrganizations.filter((id) => id !== added);
    await expectRecordsAsEvents();
    await expectViewsAsWholeWindow();
  });

  it('refuses to move an organization to another tenant', async () => {
    const w = app.world;
    await expect(
      db().execute(sql`update customers set tenant_id = ${w.foreign.tenant.id} where id = ${w.mspOrg1.id}`),
    ).rejects.toThrow();
    await db().execute(
      sql`update customers set organization_name = organization_name where id = ${w.mspOrg1.id}`,
    );
  });

  it('counts under, at and over a cap as the whole window', async () => {
    const w = app.world;
    for (const ids of [[w.mspOrg1.id], tenantOrganizations]) {
      const q = feedQuery(ids);
      const scope = await feedUrlNewestScope(db(), q);
      if (!scope) throw new Error('the records do not answer');
      const n = await referenceCount(q);
      expect(n).toBeGreaterThan(2);
      expect(n).toBeLessThan(TOTAL_COUNT_CAP);
      for (const cap of [n - 2, n - 1, n, n + 1])
        expect(await urlNewestCount(db(), scope, q, cap), `cap ${cap}`).toBe(Math.min(n, cap + 1));
    }
  });

  it('reads the events for other filters, a group, or a window many records are newer than', async () => {
    const w = app.world;
    const tenant = feedQuery(tenantOrganizations);
    expect(await feedUrlNewestScope(db(), tenant)).toEqual({ kind: 'tenant', tenantId: w.msp.tenant.id });
    expect(await feedUrlNewestScope(db(), feedQuery([w.mspOrg1.id, w.mspOrg2.id]))).toBeNull();
    expect(await feedUrlNewestScope(db(), feedQuery([w.mspOrg1.id, w.foreignOrg.id]))).toBeNull();
    expect(await feedUrlNewestScope(db(), feedQuery([w.mspOrg1.id], { types: [0, 3, 4] }))).toBeNull();
    expect(await feedUrlNewestScope(db(), feedQuery([w.mspOrg1.id], { brand: 'Microsoft' }))).toBeNull();
    expect(await feedUrlNewestScope(db(), feedQuery([w.mspOrg1.id], { removeRepeatUrl: false }))).toBeNull();
    expect(await superFeedUrlNewestScope(db(), superQuery({ email: 'user' }))).toBeNull();
    // Records newer than the window's end: a few ("late") are read from the events, URL by URL; more
    // than LATE_RECORDS leave the view to the events. Either way it answers as the whole window.
    const superFeed = superFeedRepository(db());
    const repo = eventReadsRepository(db());
    const expectWholeWindow = async (ids: number[], window: Partial<FeedQuery>) => {
      for (const page of pageShapes(40)) {
        const q = feedQuery(ids, { ...window, ...page });
        expect(idsOf(await repo.feedPage(q)), `${ids} ${shapeName(page)}`).toEqual(
          idsOf(await rows(feedPageSql(q))),
        );
        const s = superQuery({ ...window, ...page });
        expect(idsOf(await superFeed.page(asSystem.everything(), s)), shapeName(page)).toEqual(
          idsOf(await rows(wholePageSql(s))),
        );
      }
      const q = feedQuery(ids, window);
      expect(await repo.feedCount(q)).toBe(await referenceCount(q));
    };
    const recent = {
      end: new Date(NOW.getTime() - 3 * 3_600_000),
      start: new Date(NOW.getTime() - 20 * DAY),
    };
    const past = { end: new Date(NOW.getTime() - 10 * DAY), start: new Date(NOW.getTime() - 20 * DAY) };
    expect(await feedUrlNewestScope(db(), feedQuery([w.mspOrg1.id], recent))).not.toBeNull();
    expect(await feedUrlNewestScope(db(), tenant)).not.toBeNull();
    expect(await superFeedUrlNewestScope(db(), superQuery(past))).toBeNull();
    for (const window of [recent, past]) {
      await expectWholeWindow([w.mspOrg1.id], window);
      await expectWholeWindow(tenantOrganizations, window);
    }
    // An event dated ahead of now (ingestion accepts some clock skew): its scopes still answer from
    // the records, its URL from the events.
    await db().execute(sql`
      insert into events (customer_id, event_id, type, url, detection_time, install_id)
      values (${w.mspOrg3.id}, gen_random_uuid(), 0, 'https://u7.example/', ${NOW.toISOString()}::timestamptz + interval '5 minutes',
        gen_random_uuid())`);
    expect(await feedUrlNewestScope(db(), feedQuery([w.mspOrg3.id]))).not.toBeNull();
    expect(await feedUrlNewestScope(db(), tenant)).not.toBeNull();
    expect(await superFeedUrlNewestScope(db(), superQuery())).not.toBeNull();
    await expectWholeWindow([w.mspOrg3.id], {});
    await expectWholeWindow(tenantOrganizations, {});
    await expectRecordsAsEvents();
  });
});
