import type { FastifyBaseLogger } from 'fastify';
import { toSessionUser } from '../auth/session-user.ts';
import type { AppDeps } from '../deps.ts';
import { appContext } from '../features/services.ts';
import { DEMO_MFA_LOGIN, DEMO_TOTP_SECRET } from './data/demo-world.ts';
import type { DemoWorld } from './seed-demo-world.ts';

/**
 * The demo's admin with a second factor: sets up an authenticator app for mfa@baitwatch.test through the
 * Profile's own calls (start, then confirm with the code an app would show now), with the fixed secret
 * the README prints. Its recovery codes are made as anyone's and shown to no one.
 */
export async function runDemoMfa(deps: AppDeps, world: DemoWorld, log: FastifyBaseLogger): Promise<void> {
  const admin = world.activeAdmins.find((a) => a.email === DEMO_MFA_LOGIN);
  if (!admin) return;
  const subDomain = world.tenants.find((t) => t.tenant.id === admin.tenantId)?.tenant.subDomain ?? null;
  const user = toSessionUser(admin, subDomain);
  const { mfa } = appContext(deps);
  await mfa.startTotp(user, DEMO_TOTP_SECRET);
  await mfa.confirmTotp(user, mfa.codeFor(DEMO_TOTP_SECRET));
  log.info(`demo second factor: an authenticator app for ${DEMO_MFA_LOGIN}`);
}
