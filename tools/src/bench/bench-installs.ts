import type { FastifyInstance } from 'fastify';
import { extensionClient } from '../../../apps/server/src/demo/fleet/extension-client.ts';
import { mapLimit } from '../../../apps/server/src/demo/fleet/map-limit.ts';
import { injectTransport } from '../../../apps/server/src/demo/fleet/transport.ts';

/**
 * Registers `count` managed installs of the organization through the extension API (`app`, one made by
 * extensionApiApp) and answers their tokens: each from a machine and address of its own, as real
 * installs come (the managed registration limit is per address).
 */
export async function registerBenchInstalls(app: FastifyInstance, licenseKey: string, count: number) {
  const client = extensionClient(injectTransport(app));
  return mapLimit(
    Array.from({ length: count }, (_, i) => i),
    16,
    async (i) =>
      (
        await client.registerManaged(
          {
            licenseKey,
            osUserId: `BENCH\\user${i}`,
            osComputerName: `PC-${i}`,
            osUuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
            browser: 'Chrome',
            browserVersion: '131.0.6778.86',
            os: 'Windows',
            extensionVersion: '3.4.1',
          },
          { ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
        )
      ).token,
  );
}
