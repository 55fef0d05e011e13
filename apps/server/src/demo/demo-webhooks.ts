import { callPath } from '@baitwatch/contracts/common/call';
import { devWebhookInbox } from '@baitwatch/contracts/dev-outbox/calls';
import type { FastifyBaseLogger } from 'fastify';
import { toSessionUser } from '../auth/session-user.ts';
import type { AppDeps } from '../deps.ts';
import { appContext } from '../features/services.ts';
import { DEMO_LOGINS } from './data/demo-world.ts';
import type { DemoWorld } from './seed-demo-world.ts';

/**
 * Webhook endpoints through the console's own service, so the SOC Integration page shows them working:
 * the demo customer's organization sends incidents and their status changes to its SOAR playbook and
 * to a chat channel whose host does not answer (its log shows the tries and the next one); Northwind
 * MSP's Global View sends everything to its PSA. Where the dev webhook inbox is served (development,
 * loopback open), the SOAR and PSA endpoints are that inbox and their deliveries succeed; each gets a
 * test event. They are added after the demo's year of history, which they do not replay: what happens
 * from then on (an incident verified, a new user) reaches them as it would any endpoint. Two syslog
 * destinations follow the same way.
 */
export async function runDemoWebhooks(
  deps: AppDeps,
  world: DemoWorld,
  log: FastifyBaseLogger,
): Promise<void> {
  const ctx = appContext(deps);
  const subDomainOf = (tenantId: number | null) =>
    world.tenants.find((t) => t.tenant.id === tenantId)?.tenant.subDomain ?? null;
  const login = (email: string) => {
    const admin = world.activeAdmins.find((a) => a.email === email);
    return admin ? { admin, user: toSessionUser(admin, subDomainOf(admin.tenantId)) } : null;
  };
  const customer = login(DEMO_LOGINS.customer);
  const msp = login(DEMO_LOGINS.msp);
  if (!customer?.admin.customerId || !msp?.admin.tenantId) return;

  const inbox = (name: string) =>
    deps.config.devOutbox
      ? `${deps.config.publicUrl.replace(/\/+$/, '')}${callPath(devWebhookInbox, { name })}`
      : `https://hooks.example.com/baitwatch/${name}`;
  const endpoints = [
    {
      user: customer.user,
      body: {
        customerId: customer.admin.customerId,
        url: inbox('soar'),
        description: 'SOAR playbook: opens a case for each new incident',
        eventTypes: ['incident.created', 'incident.status_changed'] as const,
      },
    },
    {
      user: customer.user,
      body: {
        customerId: customer.admin.customerId,
        url: 'https://hooks.contoso-pharma.example/teams/security-alerts',
        description: 'Security team channel (its host is not reachable from the demo)',
        eventTypes: ['incident.created'] as const,
      },
    },
    {
      user: msp.user,
      body: {
        tenantId: msp.admin.tenantId,
        url: inbox('psa'),
        description: 'PSA tickets for every customer',
        eventTypes: [
          'incident.created',
          'incident.status_changed',
          'extension_user.registered',
          'license.limit_reached',
          'threat_intel.added',
        ] as const,
      },
    },
  ];
  for (const { user, body } of endpoints) {
    const { endpoint } = await ctx.webhookEndpoints.add(user, { ...body, eventTypes: [...body.eventTypes] });
    await ctx.webhookEndpoints.sendTest(user, endpoint.id);
  }
  log.info(`demo webhooks: ${endpoints.length} endpoints, a test event each`);

  // Syslog: Northwind's Global View streams CEF to its SIEM (the dev syslog receiver where it runs),
  // and the demo customer's own collector is a host the demo cannot reach.
  const syslog = [
    {
      user: msp.user,
      body: {
        tenantId: msp.admin.tenantId,
        ...(deps.config.devSyslogPort
          ? { host: '127.0.0.1', port: deps.config.devSyslogPort, transport: 'tcp' as const }
          : { host: 'siem.northwind-msp.example', port: 6514, transport: 'tls' as const }),
        format: 'cef' as const,
        description: 'Northwind SOC: SIEM collector for every customer',
        eventTypes: ['incident.created', 'incident.status_changed', 'threat_intel.added'] as const,
      },
    },
    {
      user: customer.user,
      body: {
        customerId: customer.admin.customerId,
        host: 'siem.contoso-pharma.example',
        port: 6514,
        transport: 'tls' as const,
        format: 'rfc5424' as const,
        description: 'Contoso Sentinel collector (not reachable from the demo)',
        eventTypes: ['incident.created'] as const,
      },
    },
  ];
  for (const { user, body } of syslog) {
    const destination = await ctx.syslogDestinations.add(user, { ...body, eventTypes: [...body.eventTypes] });
    await ctx.syslogDestinations.sendTest(user, destination.id);
  }
  log.info(`demo syslog: ${syslog.length} destinations, a test message each`);
}
