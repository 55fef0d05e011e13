import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { appContext } from '../features/services.ts';
import { DEMO_LOGINS } from './data/demo-world.ts';
import { demoAdmins } from './demo-admins.ts';
import type { DemoWorld } from './seed-demo-world.ts';

const DAY_MS = 86_400_000;
/** Demo keys run for a year from the demo's first start. */
const KEY_DAYS = 365;

/**
 * SOC API keys through the console's own service, so the SOC Integration page shows a key to reveal:
 * the organizations of the demo logins' CustomerAdmins get one from that admin, each MSP a global key
 * from the provider (decision 0046). The other organizations show the "click Generate" prompt.
 */
export async function runDemoApiKeys(deps: AppDeps, world: DemoWorld, log: FastifyBaseLogger): Promise<void> {
  const keys = appContext(deps).apiKeys;
  const admins = demoAdmins(world);
  const loginEmails = new Set<string>(Object.values(DEMO_LOGINS));
  const demoLoginOrganizations = new Set(
    world.activeAdmins
      .filter((a) => loginEmails.has(a.email) && a.customerId !== null)
      .map((a) => a.customerId),
  );
  const expiryDate = new Date(deps.clock.now().getTime() + KEY_DAYS * DAY_MS).toISOString().slice(0, 10);
  let made = 0;
  for (const tenant of world.tenants) {
    for (const organization of tenant.organizations) {
      const admin = admins.customerAdminOf(organization.id);
      if (!admin || !demoLoginOrganizations.has(organization.id)) continue;
      await keys.generateCustomerKey(admin, organization.id, { expiryDate });
      made += 1;
    }
    if (tenant.organizations.length > 1 && admins.provider) {
      await keys.generateTenantKey(admins.provider, tenant.tenant.id, { expiryDate });
      made += 1;
    }
  }
  log.info(`demo api keys: ${made} keys generated`);
}
