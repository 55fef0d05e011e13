import { endedPeriods } from '@baitwatch/contracts/reports/report-period';
import type { FastifyBaseLogger } from 'fastify';
import { toSessionUser } from '../auth/session-user.ts';
import type { AppDeps } from '../deps.ts';
import { appContext } from '../features/services.ts';
import { DEMO_LOGINS } from './data/demo-world.ts';
import type { DemoWorld } from './seed-demo-world.ts';

/**
 * Scheduled reports through the console's and the schedule's own code (decision 0074): the demo
 * customer's admin chooses itself and its MSP's admin as recipients (weekly too), the MSP's admin
 * chooses itself for the tenant roll-up, and the last three months are mailed as the monthly job
 * mails them, so the outbox holds their PDFs and the dashboard marks them mailed.
 */
export async function runDemoReports(deps: AppDeps, world: DemoWorld, log: FastifyBaseLogger): Promise<void> {
  const ctx = appContext(deps);
  const subDomainOf = (tenantId: number | null) =>
    world.tenants.find((t) => t.tenant.id === tenantId)?.tenant.subDomain ?? null;
  const login = (email: string) => {
    const admin = world.activeAdmins.find((a) => a.email === email);
    return admin ? { admin, user: toSessionUser(admin, subDomainOf(admin.tenantId)) } : null;
  };
  const customer = login(DEMO_LOGINS.customer);
  const msp = login(DEMO_LOGINS.msp);
  const customerId = customer?.admin.customerId;
  const tenantId = msp?.admin.tenantId;
  if (!customer || !msp || !customerId || !tenantId) return;
  const organization = await ctx.reports.organizationRecipients(customer.user, customerId);
  const chosen = organization.candidates
    .map((c) => c.email)
    .filter(
      (email) => email === customer.admin.email.toLowerCase() || email === msp.admin.email.toLowerCase(),
    );
  await ctx.reports.saveOrganizationRecipients(customer.user, customerId, {
    recipients: chosen,
    weekly: true,
  });
  await ctx.reports.saveTenantRecipients(msp.user, tenantId, {
    recipients: [msp.admin.email.toLowerCase()],
    weekly: false,
  });
  for (const period of endedPeriods(deps.clock.now(), 'month', 3).reverse()) {
    await ctx.reportMailing.mail({ customerId }, period.id);
    await ctx.reportMailing.mail({ tenantId }, period.id);
  }
  log.info('demo: report recipients chosen and the last three months mailed');
}
