// Test-only fixtures: events, extension users and login page counts written straight to the tables,
// so the feed's tests do not depend on the ingestion path.
import { randomUUID } from 'node:crypto';
import { events, extensionUsers, loginPageScans, threatIntel } from '../db/schema/index.ts';
import type { TestApp } from './harness.ts';

export type TestEventFields = Partial<typeof events.$inferInsert>;

let counter = 0;

const only = <T>(rows: T[]): T => {
  const [row] = rows;
  if (!row) throw new Error('the insert returned no row');
  return row;
};

export async function insertEvent(t: TestApp, customerId: number, fields: TestEventFields = {}) {
  counter += 1;
  const rows = await t.deps.database.db
    .insert(events)
    .values({
      customerId,
      eventId: randomUUID(),
      type: 0,
      url: `https://phish-${counter}.example/login`,
      detectionTime: new Date(t.deps.clock.now().getTime() - 60 * 60 * 1000),
      brands: ['Microsoft'],
      email: `user${counter}@example.com`,
      osUserId: `user${counter}`,
      installId: randomUUID(),
      hasScreenshot: true,
      hasResized: true,
      hasHtml: true,
      ...fields,
    })
    .returning();
  return only(rows);
}

export async function insertEvents(t: TestApp, customerId: number, list: TestEventFields[]) {
  const rows = [];
  for (const fields of list) rows.push(await insertEvent(t, customerId, fields));
  return rows;
}

export async function insertExtensionUser(
  t: TestApp,
  customerId: number,
  fields: Partial<typeof extensionUsers.$inferInsert> = {},
) {
  const rows = await t.deps.database.db
    .insert(extensionUsers)
    .values({ customerId, ...fields })
    .returning();
  return only(rows);
}

export async function insertLoginScans(t: TestApp, customerId: number, periodStart: Date, count: number) {
  await t.deps.database.db
    .insert(loginPageScans)
    .values({ customerId, installId: randomUUID(), periodStart, count });
}

/** Hours before the test clock's now. */
export const hoursAgo = (t: TestApp, hours: number) =>
  new Date(t.deps.clock.now().getTime() - hours * 3_600_000);
export const daysAgo = (t: TestApp, days: number) => hoursAgo(t, days * 24);

/** A threat intel record of an event, as a submission would have written it (no evidence). */
export async function insertThreatIntel(
  t: TestApp,
  event: typeof events.$inferSelect,
  fields: Partial<typeof threatIntel.$inferInsert> = {},
) {
  const rows = await t.deps.database.db
    .insert(threatIntel)
    .values({
      customerId: event.customerId,
      eventRowId: event.id,
      threatUrl: event.url,
      detectedBrands: event.brands,
      threatDetectedOn: event.detectionTime,
      threatIpAddress: event.domainIpAddress,
      ...fields,
    })
    .returning();
  return only(rows);
}
