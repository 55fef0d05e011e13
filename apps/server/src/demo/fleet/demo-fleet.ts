import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { seededRandom } from '../../lib/seeded-random.ts';
import { simulatedClock } from '../../lib/simulated-clock.ts';
import { createBlobStore } from '../../storage/create-blob-store.ts';
import { outboxCodes } from './code-sources.ts';
import { extensionApiApp } from './demo-app.ts';
import { extensionClient } from './extension-client.ts';
import { obeyConfigs, organizationConfigs, protectedBrands } from './fleet-config.ts';
import { type FleetBrand, planEvents } from './fleet-events.ts';
import { type FleetOrganization, planInstalls } from './fleet-people.ts';
import { registerInstalls, reportEvents } from './fleet-runner.ts';
import { retryUntilAcknowledged } from './resending-transport.ts';
import { screenshotPool } from './screenshot-pool.ts';
import { injectTransport } from './transport.ts';

/** The demo's size: about 300 extension users over the last year, 3,200 events over the last 120 days. */
export const DEMO_FLEET = {
  installs: 300,
  events: 3200,
  windowDays: 120,
  seed: 20_261_120,
  concurrency: 8,
  /** The demo's extensions send their queued events in batches: far fewer calls. */
  batchSize: 25,
};

const FALLBACK_BRANDS: FleetBrand[] = [
  { brandName: 'Microsoft', domains: ['microsoft.com'] },
  { brandName: 'PayPal', domains: ['paypal.com'] },
  { brandName: 'DHL', domains: ['dhl.com'] },
];

/**
 * Fills the demo world through the real extension API, in process: installs register (managed, or
 * manual with the mailed code), send heartbeats and scan counts, and report events with screenshots
 * and page HTML. A simulated clock stamps each call with its time in the past, so users join over the
 * year and events arrive when they were detected. Thumbnails and marked screenshots follow on the
 * queue once the server's workers start.
 */
export async function runDemoFleet(
  deps: AppDeps,
  world: { organizations: FleetOrganization[] },
  log: FastifyBaseLogger,
): Promise<void> {
  const started = Date.now();
  const now = deps.clock.now();
  const clock = simulatedClock(deps.clock);
  // Demo evidence can be generated again: written without a flush per file (the API's default).
  const blobs = createBlobStore(deps.config.blobStore, { durable: false });
  const app = await extensionApiApp({ ...deps, clock, blobs }, log.child({ during: 'demo fleet' }));
  try {
    // As a real extension: a call answered 503 (the database away, a conflict) is sent again.
    const resend = { log: (line: string) => log.warn(`demo fleet: ${line}`), maxWaitMs: 120_000 };
    const client = extensionClient(retryUntilAcknowledged(injectTransport(app, clock.runAt), resend));
    const random = seededRandom(DEMO_FLEET.seed);
    const organizations = world.organizations.filter((o) => o.isActive !== false);
    const installs = planInstalls(random, organizations, DEMO_FLEET.installs, now);
    const registered = await registerInstalls({
      client,
      installs,
      codeFor: outboxCodes(deps.database.db),
      random,
      now,
      windowDays: DEMO_FLEET.windowDays,
      concurrency: DEMO_FLEET.concurrency,
    });
    log.info(`demo fleet: ${registered.size} installs registered in ${Date.now() - started} ms`);

    // The brands to imitate are the ones the extensions are told to protect; what they report
    // follows each organization's configuration, as real extensions would.
    const configs = await organizationConfigs(client, registered);
    const brands = protectedBrands(configs);
    const planned = planEvents(random, installs, brands.length > 0 ? brands : FALLBACK_BRANDS, {
      count: DEMO_FLEET.events,
      now,
      windowDays: DEMO_FLEET.windowDays,
    });
    const events = obeyConfigs(planned, configs);
    const pool = screenshotPool();
    const eventsStarted = Date.now();
    await reportEvents({
      client,
      registered,
      events,
      pool,
      random,
      concurrency: DEMO_FLEET.concurrency,
      batchSize: DEMO_FLEET.batchSize,
    });
    log.info(
      `demo fleet: ${events.length} of ${planned.length} detections reported under their organizations' configs, with evidence (${pool.size} screenshots rendered) in ${Date.now() - eventsStarted} ms`,
    );
  } finally {
    await app.close();
  }
}
