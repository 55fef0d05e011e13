import { X509Certificate } from 'node:crypto';
import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import { MAX_SYSLOG_DESTINATIONS } from '@baitwatch/contracts/syslog/constants';
import type {
  AddSyslogDestinationBody,
  SyslogDestination,
  SyslogDestinationList,
  SyslogDestinationSettings,
  UpdateSyslogDestinationBody,
} from '@baitwatch/contracts/syslog/destination';
import { SYSLOG_MESSAGES as M } from '@baitwatch/contracts/syslog/messages';
import { isWebhookEventType } from '@baitwatch/contracts/webhooks/event-types';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import type { FeatureContext } from '../context.ts';
import type { PushEventsService } from '../push/push-events.service.ts';
import { auditPlaceOf, ownedScope, scopeColumnsOf, scopeFor } from '../push/push-scope.ts';
import { type DestinationRow, syslogRepository } from './syslog.repository.ts';
import type { SyslogDeliveryService } from './syslog-delivery.service.ts';

/** The test message "Send test message" writes (never subscribed to). */
export const SYSLOG_TEST_TYPE = 'syslog.test';

const DAY_MS = 86_400_000;

/**
 * The syslog settings (issue 27), managed by the same people as webhook endpoints: an organization's
 * admins its destinations, a tenant's admins those of its Global View and of its organizations, the
 * provider its own and everyone's. A destination another scope owns answers 404, as an unknown one
 * does. Every change is in the audit log.
 */
export function syslogDestinationsService(
  ctx: FeatureContext & {
    auditLog: AuditLogService;
    syslogDelivery: SyslogDeliveryService;
    pushEvents: PushEventsService;
  },
) {
  const { policy } = ctx;
  const db = ctx.database.db;
  const repo = syslogRepository(db);
  const guard = ctx.syslogDelivery.guard;

  async function owned(user: SessionUser, id: string) {
    const row = await repo.destination(id);
    if (!row) throw notFound(M.destinationNotFound);
    return { row, scope: await ownedScope(policy, user, row, M.destinationNotFound) };
  }

  /** The settings as stored, once the host may be reached and the CA certificate parses. */
  async function checked(body: SyslogDestinationSettings) {
    const host = body.host.trim().toLowerCase();
    if (!(await guard.admits(host))) throw badRequest(M.hostNotAllowed);
    const caCertificate = (body.caCertificate ?? '').trim();
    if (caCertificate) {
      try {
        new X509Certificate(caCertificate);
      } catch {
        throw badRequest(M.caInvalid);
      }
    }
    return {
      host,
      port: body.port,
      transport: body.transport,
      format: body.format,
      caCertificate,
      description: body.description ?? '',
      eventTypes: [...new Set(body.eventTypes)],
    };
  }

  async function answerOf(rows: DestinationRow[]): Promise<SyslogDestination[]> {
    const counts = await repo.counts(
      rows.map((r) => r.id),
      new Date(ctx.clock.now().getTime() - DAY_MS),
    );
    return rows.map((row) => ({
      id: row.id,
      customerId: row.customerId,
      tenantId: row.customerId ? null : row.tenantId,
      host: row.host,
      port: row.port,
      transport: row.transport,
      format: row.format,
      caCertificate: row.caCertificate,
      description: row.description,
      eventTypes: row.eventTypes.filter(isWebhookEventType),
      enabled: row.enabled,
      created: row.created.toISOString(),
      waiting: counts.get(row.id)?.waiting ?? 0,
      sentToday: counts.get(row.id)?.sent ?? 0,
      lastSentAt: row.lastSentAt?.toISOString() ?? null,
      failingSince: row.failingSince?.toISOString() ?? null,
      lastError: row.lastError,
      nextTryAt: row.nextTryAt?.toISOString() ?? null,
    }));
  }
  const one = async (row: DestinationRow) => (await answerOf([row]))[0] as SyslogDestination;

  const audited = (row: DestinationRow) => ({
    destination: `${row.transport}://${row.host}:${row.port}`,
    format: row.format,
    description: row.description,
    eventTypes: row.eventTypes.join(', '),
    enabled: row.enabled,
  });
  const targetOf = (row: DestinationRow) => `${row.host}:${row.port}`;

  return {
    async list(
      user: SessionUser,
      where: { customerId?: number; tenantId?: number },
    ): Promise<SyslogDestinationList> {
      const scope = await scopeFor(policy, user, where);
      return { destinations: await answerOf(await repo.destinationsOf(scope)) };
    },

    async add(user: SessionUser, body: AddSyslogDestinationBody): Promise<SyslogDestination> {
      const scope = await scopeFor(policy, user, body);
      const settings = await checked(body);
      const row = await db.transaction(async (tx) => {
        if ((await repo.countDestinations(tx, scope)) >= MAX_SYSLOG_DESTINATIONS)
          throw conflict(M.tooManyDestinations);
        const inserted = await repo.insertDestination(tx, {
          ...scopeColumnsOf(scope),
          ...settings,
          created: ctx.clock.now(),
        });
        await ctx.auditLog.record(tx, user, {
          action: 'syslog.add',
          place: auditPlaceOf(scope),
          target: targetOf(inserted),
          after: audited(inserted),
        });
        return inserted;
      });
      ctx.pushEvents.forgetListeners();
      return one(row);
    },

    async update(
      user: SessionUser,
      id: string,
      body: UpdateSyslogDestinationBody,
    ): Promise<SyslogDestination> {
      const { row, scope } = await owned(user, id);
      const settings = await checked(body);
      const updated = await db.transaction(async (tx) => {
        const changed = await repo.updateDestination(tx, id, {
          ...settings,
          enabled: body.enabled,
          // Changed or enabled again: what waits is sent at once, not at the failing schedule's next step.
          failingSince: null,
          lastError: null,
          nextTryAt: null,
        });
        if (!changed) throw notFound(M.destinationNotFound);
        if (changed.enabled) await ctx.syslogDelivery.queueSend(tx, id);
        await ctx.auditLog.record(tx, user, {
          action: 'syslog.update',
          place: auditPlaceOf(scope),
          target: targetOf(changed),
          before: audited(row),
          after: audited(changed),
        });
        return changed;
      });
      ctx.syslogDelivery.disconnect(id);
      ctx.pushEvents.forgetListeners();
      return one(updated);
    },

    async remove(user: SessionUser, id: string): Promise<void> {
      const { row, scope } = await owned(user, id);
      await db.transaction(async (tx) => {
        await repo.deleteDestination(tx, id);
        await ctx.auditLog.record(tx, user, {
          action: 'syslog.remove',
          place: auditPlaceOf(scope),
          target: targetOf(row),
          before: audited(row),
          after: null,
        });
      });
      ctx.syslogDelivery.disconnect(id);
    },

    /** Writes a `syslog.test` message behind what already waits for this destination. */
    async sendTest(user: SessionUser, id: string): Promise<{ queued: true }> {
      const { row } = await owned(user, id);
      if (!row.enabled) throw conflict(M.destinationDisabled);
      const at = ctx.clock.now();
      await db.transaction((tx) =>
        ctx.syslogDelivery.queue(
          tx,
          [{ id }],
          { type: SYSLOG_TEST_TYPE, place: null, sourceKey: `test:${crypto.randomUUID()}`, at },
          {
            type: SYSLOG_TEST_TYPE,
            timestamp: at.toISOString(),
            data: {
              destinationId: id,
              sentBy: user.email,
              message: 'A test message from the SOC Integration page.',
            },
          },
        ),
      );
      return { queued: true };
    },
  };
}

export type SyslogDestinationsService = ReturnType<typeof syslogDestinationsService>;
