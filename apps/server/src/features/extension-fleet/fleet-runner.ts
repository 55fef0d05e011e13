import type { InstallCredentials } from '@baitwatch/contracts/extension/install-credentials';
import type { ExtensionClient } from './extension-client.ts';
import { renderPageHtml } from './fake-page-html.ts';
import { type Campaign, type EventPlan, jitterBoxes } from './fleet-events.ts';
import type { InstallPlan } from './fleet-people.ts';
import { mapLimit } from './map-limit.ts';
import type { Random } from './random.ts';
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
 * Registers every planned install the way its deployment would (managed, or manual with the mailed
 * code), at its creation time; then a heartbeat after a browser change, a last heartbeat when it was last
 * seen, and its login-page scan counts.
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
    if (plan.change) await install.heartbeat(plan.change.client, { ip: plan.ip, at: plan.change.at });
    const last = { ip: plan.ip, at: plan.lastSeenAt };
    await install.heartbeat(plan.change?.client ?? plan.client, last);
    const periods = periodsOf.get(plan) ?? [];
    if (periods.length > 0) await install.reportScans({ periods }, last);
  });
  return registered;
}

/** Reports the planned events with their screenshot and page HTML, each at its detection time. */
export async function reportEvents(options: {
  client: ExtensionClient;
  registered: RegisteredFleet;
  events: EventPlan[];
  pool: ScreenshotPool;
  random: Random;
  concurrency: number;
  /** Metadata only: no screenshot or HTML (the ingestion benchmark's first figure). */
  withoutEvidence?: boolean;
}): Promise<number> {
  const htmlOf = new Map<Campaign, string>();
  const delays = options.events.map(() => options.random.int(1, 20) * 1000);
  const boxesOf = new Map<EventPlan, number>(options.events.map((plan) => [plan, options.random.next()]));
  await mapLimit(options.events, options.concurrency, async (plan, index) => {
    const credentials = options.registered.get(plan.install);
    if (!credentials) throw new Error('event of an install that did not register');
    // Received a few seconds after detection.
    const at = new Date(new Date(plan.event.detectionTime).getTime() + (delays[index] ?? 1000));
    const context = { ip: plan.install.ip, at };
    const install = options.client.install(credentials);
    if (options.withoutEvidence) return install.reportEvent(plan.event, {}, context);
    const page = await options.pool.get(plan.campaign, plan.install.device);
    let html = htmlOf.get(plan.campaign);
    if (html === undefined) {
      html = renderPageHtml(plan.campaign.html);
      htmlOf.set(plan.campaign, html);
    }
    const event = plan.boxes
      ? { ...plan.event, detectionBoxes: jitterBoxes(boxesOf.get(plan) ?? 0.5, page.boxes) }
      : plan.event;
    return install.reportEvent(event, { screenshot: page.jpeg, html }, context);
  });
  return options.events.length;
}
