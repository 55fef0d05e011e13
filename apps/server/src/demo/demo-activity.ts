import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { runDemoApiKeys } from './demo-api-keys.ts';
import { runDemoMfa } from './demo-mfa.ts';
import { runDemoReports } from './demo-reports.ts';
import { runDemoSettings } from './demo-settings.ts';
import { runDemoSso } from './demo-sso.ts';
import { runDemoWebhooks } from './demo-webhooks.ts';
import { runDemoWhitelabel } from './demo-whitelabel.ts';
import { runDemoFleet } from './fleet/demo-fleet.ts';
import type { DemoWorld } from './seed-demo-world.ts';
import { runDemoTriage } from './triage/demo-triage.ts';

/** A step that fills the demo world with activity once its organizations exist (and are committed). */
export type DemoActivityStep = {
  name: string;
  run(deps: AppDeps, world: DemoWorld, log: FastifyBaseLogger): Promise<void>;
};

/**
 * THE EXTENSION FLEET HOOK. Steps run in this order after the demo world commits, each in its own
 * transactions, so they may use the same services (or HTTP) the real extension does. The extension fleet
 * (about 300 extension users with browser and OS details over the last year) and, after it, the demo
 * events register here, then the triage of the older ones.
 */
export const DEMO_ACTIVITY_STEPS: DemoActivityStep[] = [
  // A reseller's brand first: its extensions then register under it.
  { name: 'whitelabel', run: runDemoWhitelabel },
  // Lists and switches the fleet's extensions then obey.
  { name: 'settings', run: runDemoSettings },
  // An admin whose login asks for an authenticator app's code.
  { name: 'second factor', run: runDemoMfa },
  // A tenant's single sign-on connection, shown in its MSP Center.
  { name: 'single sign-on', run: runDemoSso },
  // SOC API keys, so the SOC Integration page has keys to show.
  { name: 'api keys', run: runDemoApiKeys },
  { name: 'extension fleet', run: runDemoFleet },
  // The provider's and the organizations' admins have worked through the older events.
  { name: 'triage', run: runDemoTriage },
  // Webhook endpoints with a test event each, after the year of history (which they do not replay).
  { name: 'webhooks', run: runDemoWebhooks },
  // Report recipients, and the last months' reports mailed as the schedule mails them.
  { name: 'reports', run: runDemoReports },
  // Thumbnails and marked screenshots of the fleet's events: this process helps the workers through
  // the backlog, so the demo is complete (and /readyz says done) once its evidence exists.
  { name: 'evidence backlog', run: async (deps) => void (await deps.queue.drain()) },
];
