import type { FastifyBaseLogger } from 'fastify';
import { toSessionUser } from '../auth/session-user.ts';
import type { AppDeps } from '../deps.ts';
import { appContext } from '../features/services.ts';
import { DEMO_LOGINS } from './data/demo-world.ts';
import type { DemoWorld } from './seed-demo-world.ts';

/**
 * The demo's single sign-on: Northwind MSP's tenant connection to a Microsoft Entra ID directory,
 * saved by its admin through the MSP Center's own call. The demo runs offline, so the issuer cannot
 * be discovered: the save skips that check (the one thing it skips), and a sign-in through it says
 * the identity provider could not be reached. SSO is not required, so msp@ keeps its password (the
 * browser tests and the README's readers sign in with it).
 */
export const DEMO_SSO = {
  issuerUrl: 'https://login.microsoftonline.com/4f1c2a8e-6b7d-4c3e-9a51-2d0e8b7f6c19/v2.0',
  clientId: '0b9d7e61-3a2f-4e8c-b5d4-7c1a9f2e6d30',
  allowedDomains: ['northwind-msp.example'],
} as const;

export async function runDemoSso(deps: AppDeps, world: DemoWorld, log: FastifyBaseLogger): Promise<void> {
  const admin = world.activeAdmins.find((a) => a.email === DEMO_LOGINS.msp);
  if (!admin || admin.tenantId === null) return;
  const subDomain = world.tenants.find((t) => t.tenant.id === admin.tenantId)?.tenant.subDomain ?? null;
  const { ssoConnections } = appContext(deps);
  await ssoConnections.save(
    toSessionUser(admin, subDomain),
    { tenantId: admin.tenantId },
    {
      ...DEMO_SSO,
      allowedDomains: [...DEMO_SSO.allowedDomains],
      // Any value: no identity provider ever receives it in the demo.
      clientSecret: `demo-${crypto.randomUUID()}`,
      ssoRequired: false,
      breakGlassEmail: null,
    },
    { discover: false },
  );
  log.info('demo single sign-on: Northwind MSP connected to an Entra ID directory (offline, not reachable)');
}
