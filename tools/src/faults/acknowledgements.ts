import { retryUntilAcknowledged } from '../../../apps/server/src/demo/fleet/resending-transport.ts';
import {
  type FleetResponse,
  httpTransport,
  type Transport,
} from '../../../apps/server/src/demo/fleet/transport.ts';
import { type HttpFleetOptions, runHttpFleet } from '../fleet/http-fleet.ts';

/**
 * Watches the fleet's calls as the server answered them: which event ids it acknowledged (a 2xx to
 * /events or a stored result of /events/batch), how often each, and the first answer of each refusing
 * status (to read a 503's shape). A fault test compares the acknowledged ids with what is stored.
 */
export function acknowledgements(inner: Transport) {
  const acknowledged = new Map<string, number>();
  const firstByStatus = new Map<number, FleetResponse>();
  let failedCalls = 0;
  const waiters: { count: number; resolve: () => void }[] = [];

  const record = (eventIds: string[]) => {
    for (const id of eventIds) acknowledged.set(id, (acknowledged.get(id) ?? 0) + 1);
    for (const waiter of waiters.splice(0)) {
      if (acknowledged.size >= waiter.count) waiter.resolve();
      else waiters.push(waiter);
    }
  };

  const transport: Transport = async (request) => {
    let res: FleetResponse;
    try {
      res = await inner(request);
    } catch (error) {
      failedCalls += 1;
      throw error;
    }
    if (res.status >= 300 && !firstByStatus.has(res.status)) firstByStatus.set(res.status, res);
    if (res.status >= 200 && res.status < 300 && request.method === 'POST') {
      if (request.path.endsWith('/events')) record([(JSON.parse(res.text) as { eventId: string }).eventId]);
      if (request.path.endsWith('/events/batch'))
        record(
          (JSON.parse(res.text) as { results: { status: string; eventId: string }[] }).results
            .filter((r) => r.status === 'stored')
            .map((r) => r.eventId),
        );
    }
    return res;
  };

  return {
    transport,
    /** Event id → how many times the server acknowledged it (a retry of a lost answer counts twice). */
    acknowledged,
    firstByStatus,
    /** Calls that got no answer at all (refused or cut connections). */
    failedCalls: () => failedCalls,
    /** Resolves once at least `count` distinct events were acknowledged. */
    reached(count: number): Promise<void> {
      if (acknowledged.size >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
  };
}

/**
 * A server for a fault test: no demo, the dev outbox for manual registration codes, each simulated
 * machine its own address, quiet logs. `databaseUrl` '' is the embedded database under dataDir.
 */
export const faultServerEnv = (databaseUrl: string, dataDir: string, extra: Record<string, string> = {}) => ({
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  DEMO: '0',
  DEV_OUTBOX: '1',
  TRUST_PROXY_HOPS: '1',
  JWT_SECRET: 'fault-test',
  LOG_LEVEL: 'fatal',
  ...extra,
});

/** The outbox reader both fault tests seed, to read manual registration codes. */
export const FAULT_ADMIN = { email: 'fleet-reader@faults.test', password: 'Fleet-reader-1234' };

/**
 * A fleet run against a server that a fault test disturbs: its calls are watched and what is not
 * acknowledged is sent again (quickly, for a test), as a real extension would.
 */
export function watchedFleetRun(
  baseUrl: string,
  licenseKey: string,
  plan: Pick<HttpFleetOptions, 'installs' | 'events' | 'seed' | 'batchSize' | 'metadataOnly'>,
) {
  const acks = acknowledgements(httpTransport(baseUrl));
  const run = runHttpFleet({
    transport: retryUntilAcknowledged(acks.transport, { maxDelayMs: 500, maxWaitMs: 120_000 }),
    licenseKeys: [licenseKey],
    outboxReader: { ...FAULT_ADMIN, functionsKey: 'baitwatch-console' },
    days: 30,
    concurrency: 4,
    ...plan,
  });
  return { acks, run };
}
