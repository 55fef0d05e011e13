import { devOutboxCodes, type OutboxReader } from '../../../apps/server/src/demo/fleet/code-sources.ts';
import { extensionClient } from '../../../apps/server/src/demo/fleet/extension-client.ts';
import {
  obeyConfigs,
  organizationConfigs,
  protectedBrands,
} from '../../../apps/server/src/demo/fleet/fleet-config.ts';
import { planEvents } from '../../../apps/server/src/demo/fleet/fleet-events.ts';
import { type FleetOrganization, planInstalls } from '../../../apps/server/src/demo/fleet/fleet-people.ts';
import { registerInstalls, reportEvents } from '../../../apps/server/src/demo/fleet/fleet-runner.ts';
import { screenshotPool } from '../../../apps/server/src/demo/fleet/screenshot-pool.ts';
import type { Transport } from '../../../apps/server/src/demo/fleet/transport.ts';
import { seededRandom } from '../../../apps/server/src/lib/seeded-random.ts';

export interface HttpFleetOptions {
  transport: Transport;
  licenseKeys: string[];
  /** The BaitwatchAdmin login that reads manual registration codes from the dev outbox. */
  outboxReader: OutboxReader;
  installs: number;
  events: number;
  days: number;
  seed: number;
  concurrency: number;
  batchSize?: number | undefined;
  metadataOnly?: boolean;
  log?: (line: string) => void;
}

/**
 * A fleet of extensions against a running server, through its extension API: the installs register,
 * then report the planned events. Answers how many were registered and reported.
 */
export async function runHttpFleet(options: HttpFleetOptions) {
  const { transport } = options;
  const client = extensionClient(transport);
  const now = new Date();
  const random = seededRandom(options.seed);
  const organizations: FleetOrganization[] = options.licenseKeys.map((licenseKey, i) => ({
    id: i + 1,
    organizationName: `Fleet Org ${i + 1}`,
    licenseKey,
    noOfUsers: null,
    created: new Date(now.getTime() - 365 * 86_400_000),
  }));

  const installs = planInstalls(random, organizations, options.installs, now);
  const registered = await registerInstalls({
    client,
    installs,
    codeFor: devOutboxCodes(transport, options.outboxReader),
    random,
    now,
    windowDays: options.days,
    concurrency: options.concurrency,
  });
  options.log?.(`${registered.size} installs registered`);

  // The brands to imitate are the ones the extensions protect; what they report follows each
  // organization's configuration, as real extensions would.
  const configs = await organizationConfigs(client, registered);
  const brands = protectedBrands(configs);
  const events = obeyConfigs(
    planEvents(random, installs, brands.length > 0 ? brands : [{ brandName: 'Microsoft', domains: [] }], {
      count: options.events,
      now,
      windowDays: options.days,
    }),
    configs,
  );
  const sent = await reportEvents({
    client,
    registered,
    events,
    pool: screenshotPool(),
    random,
    concurrency: options.concurrency,
    batchSize: options.batchSize,
    withoutEvidence: options.metadataOnly ?? false,
  });
  options.log?.(`${sent} events reported`);
  return { registered: registered.size, sent };
}
