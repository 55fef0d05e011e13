import type { InstallCredentials } from '@baitwatch/contracts/extension/install-credentials';
import type { Random } from '../../lib/seeded-random.ts';
import type { ExtensionClient } from './extension-client.ts';
import { renderPageHtml } from './fake-page-html.ts';
import { type Campaign, type EventPlan, jitterBoxes } from './fleet-events.ts';
import type { InstallPlan } from './fleet-people.ts';
import { mapLimit } from './map-limit.ts';
import type { ScreenshotPool } from './screenshot-pool.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Reads the six-digit code mailed for a manual registration (outbox in process, dev outbox over HTTP). */
export type CodeSource = (email: string) => Promise<string>;

export type RegisteredFleet = Map<InstallPlan, InstallCredentials>;

/** Login pages scanned: a few working hours on about two days in five of the install's life. */
function scanPeriods(r: Random, plan: InstallPlan, now: Date, windowDays: number) {
  const from = Math.max(plan.createdAt.getTime(), now.getTime() - windowDays * DAY_MS);
  const periods = [];
  for (let day = Math.floor(from / DAY_MS) * DAY_MS; day < plan.lastSeenAt.getTime(); day += DAY_MS) {
    if (!r.chance(0.4)) continue;
    const periodStart = day + r.int(8, 17) * HOUR_MS;
    if (periodStart < from || periodStart + HOUR_MS > plan.lastSeenAt.getTime()) continue;
    periods.push({ periodStart: new Date(periodStart).toISOString(), count: r.int(3, 60) });
  }
  return periods;
}

/**
 * Heartbeats between an install's registration and its last one, so License Management's active-user
 * series has a shape: mid-month through its life, and one day a week (its own weekday) over the last
 * 30 days. Real extensions beat every few minutes; the demo sends only what the charts count (a user
 * is active once per day, month and year), to keep the first start short.
 */
export function sightings(plan: InstallPlan, now: Date): Date[] {
  const from = plan.createdAt.getTime();
  const to = plan.lastSeenAt.getTime();
  const times: number[] = [];
  const start = new Date(from);
  for (let m = 0; ; m++) {
    const mid = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + m, 15, 10);
    if (mid >= to) break;
    times.push(mid);
  }
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 9);
  const weekday = [...plan.identity.osUuid].reduce((n, c) => n + c.charCodeAt(0), 0) % 7;
  for (let back = 30; back >= 1; back--) if ((back + weekday) % 7 === 0) times.push(today - back * DAY_MS);
  return [...new Set(times)]
    .filter((t) => t > from && t < to)
    .sort((a, b) => a - b)
    .map((t) => new Date(t));
}

/**
 * Registers every planned install the way its deployment would (managed, or manual with the mailed
 * code), at its creation time; then its heartbeats (a browser change among them), a last heartbeat
 * when it was last seen, and its login-page scan counts.
 */
export async function registerInstalls(options: {
  client: ExtensionClient;
  installs: InstallPlan[];
  codeFor: CodeSource;
  random: Random;
  now: Date;
  windowDays: number;
  concurrency: number;
}): Promise<RegisteredFleet> {
  const { client, random } = options;
  const registered: RegisteredFleet = new Map();
  // Drawn up front, so the same seed gives the same counts whatever order the calls finish in.
  const periodsOf = new Map(
    options.installs.map((plan) => [plan, scanPeriods(random, plan, options.now, options.windowDays)]),
  );
  await mapLimit(options.installs, options.concurrency, async (plan) => {
    const context = { ip: plan.ip, at: plan.createdAt };
    const body = { licenseKey: plan.organization.licenseKey, ...plan.client };
    let credentials: InstallCredentials;
    if (plan.method === 'managed') {
      credentials = await client.registerManaged({ ...body, ...plan.identity }, context);
    } else {
      await client.startManual({ licenseKey: body.licenseKey, email: plan.email }, context);
      const code = await options.codeFor(plan.email);
      credentials = await client.verifyManual({ ...body, email: plan.email, code }, context);
    }
    registered.set(plan, credentials);
    const install = client.install(credentials);
    const changeAt = plan.change?.at.getTime() ?? Number.POSITIVE_INFINITY;
    let changed = false;
    for (const at of sightings(plan, options.now)) {
      if (plan.change && !changed && at.getTime() >= changeAt) {
        await install.heartbeat(plan.change.client, { ip: plan.ip, at: plan.change.at });
        changed = true;
      }
      await install.heartbeat(changed && plan.change ? plan.change.client : plan.client, { ip: plan.ip, at });
    }
    if (plan.change && !changed)
      await install.heartbeat(plan.change.client, { ip: plan.ip, at: plan.change.at });
    const last = { ip: plan.ip, at: plan.lastSeenAt };
    await install.heartbeat(plan.change?.client ?? plan.client, last);
    const periods = periodsOf.get(plan) ?? [];
    if (periods.length > 0) await install.reportScans({ periods }, last);
  });
  return registered;
}

/**
 * Reports the planned events with their screenshot and page HTML. One by one, each at a few seconds
 * after its detection; or, with `batchSize`, as each install's queued events in batches sent after
 * the last detection in the batch (far fewer calls: how the demo seeds quickly).
 */
export async function reportEvents(options: {
  client: ExtensionClient;
  registered: RegisteredFleet;
  events: EventPlan[];
  pool: ScreenshotPool;
  random: Random;
  concurrency: number;
  batchSize?: number;
  /** Metadata only: no screenshot or HTML (the ingestion benchmark's first figure). */
  withoutEvidence?: boolean;
}): Promise<number> {
  const htmlOf = new Map<Campaign, string>();
  // Drawn up front, so the same seed gives the same data whatever order the calls finish in.
  const delays = new Map(options.events.map((plan) => [plan, options.random.int(1, 20) * 1000]));
  const rolls = new Map(options.events.map((plan) => [plan, options.random.next()]));

  async function item(plan: EventPlan) {
    if (options.withoutEvidence) return { event: plan.event };
    const page = await options.pool.get(plan.campaign, plan.install.device);
    let html = htmlOf.get(plan.campaign);
    if (html === undefined) {
      html = renderPageHtml(plan.campaign.html);
      htmlOf.set(plan.campaign, html);
    }
    const event = plan.boxes
      ? { ...plan.event, detectionBoxes: jitterBoxes(rolls.get(plan) ?? 0.5, page.boxes) }
      : plan.event;
    return { event, screenshot: page.jpeg, html };
  }

  const sentAt = (plans: EventPlan[]) =>
    new Date(
      Math.max(...plans.map((p) => new Date(p.event.detectionTime).getTime() + (delays.get(p) ?? 1000))),
    );
  const credentialsOf = (plan: EventPlan) => {
    const credentials = options.registered.get(plan.install);
    if (!credentials) throw new Error('event of an install that did not register');
    return options.client.install(credentials);
  };

  if (!options.batchSize) {
    await mapLimit(options.events, options.concurrency, async (plan) => {
      const { event, ...evidence } = await item(plan);
      return credentialsOf(plan).reportEvent(event, evidence, { ip: plan.install.ip, at: sentAt([plan]) });
    });
    return options.events.length;
  }
  const batches = batchesByInstall(options.events, options.batchSize);
  await mapLimit(batches, options.concurrency, async (batch) => {
    const first = batch[0] as EventPlan;
    const items = await Promise.all(batch.map(item));
    const { results } = await credentialsOf(first).reportEvents(items, {
      ip: first.install.ip,
      at: sentAt(batch),
    });
    // A real extension drops a refused event from its queue; the fleet plans only valid ones, so a
    // refusal here is a fault to see, not to skip.
    const refused = results.find((result) => result.status === 'refused');
    if (refused)
      throw new Error(`event ${refused.eventId} refused: ${refused.errors.map((e) => e.desc).join('; ')}`);
  });
  return options.events.length;
}

/** Each install's events in detection order, cut into batches. */
function batchesByInstall(events: EventPlan[], size: number): EventPlan[][] {
  const byInstall = new Map<InstallPlan, EventPlan[]>();
  for (const plan of events) byInstall.set(plan.install, [...(byInstall.get(plan.install) ?? []), plan]);
  const batches: EventPlan[][] = [];
  for (const plans of byInstall.values()) {
    plans.sort((a, b) => a.event.detectionTime.localeCompare(b.event.detectionTime));
    for (let i = 0; i < plans.length; i += size) batches.push(plans.slice(i, i + size));
  }
  return batches;
}
