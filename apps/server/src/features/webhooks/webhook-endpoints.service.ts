import type { SessionUser } from '@baitwatch/contracts/auth/session-user';
import { MAX_WEBHOOK_ENDPOINTS, WEBHOOK_SECRET_OVERLAP_MS } from '@baitwatch/contracts/webhooks/constants';
import type { WebhookDelivery, WebhookDeliveryList } from '@baitwatch/contracts/webhooks/delivery';
import type {
  AddWebhookEndpointBody,
  UpdateWebhookEndpointBody,
  WebhookEndpoint,
  WebhookEndpointList,
  WebhookEndpointWithSecret,
} from '@baitwatch/contracts/webhooks/endpoint';
import { isWebhookEventType, WEBHOOK_TEST_TYPE } from '@baitwatch/contracts/webhooks/event-types';
import { WEBHOOK_MESSAGES as M } from '@baitwatch/contracts/webhooks/messages';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import type { FeatureContext } from '../context.ts';
import type { PushEventsService } from '../push/push-events.service.ts';
import { auditPlaceOf, ownedScope, scopeColumnsOf, scopeFor } from '../push/push-scope.ts';
import { messageIdOf, type WebhookDeliveryService } from './webhook-delivery.service.ts';
import { newWebhookSecret, secretHintOf } from './webhook-signature.ts';
import { type EndpointRow, webhooksRepository } from './webhooks.repository.ts';

const DELIVERIES_PAGE_SIZE = 20;

/**
 * The webhook settings (issue 27): an organization's admins manage its endpoints, a tenant's admins
 * those of its Global View (and of each of its organizations), the provider its own and everyone's.
 * An endpoint another scope owns answers 404, as an unknown one does. The secret is answered only
 * when made (add, rotate). Every change is in the audit log, never the secret.
 */
export function webhookEndpointsService(
  ctx: FeatureContext & {
    auditLog: AuditLogService;
    webhookDelivery: WebhookDeliveryService;
    pushEvents: PushEventsService;
  },
) {
  const { policy } = ctx;
  const db = ctx.database.db;
  const repo = webhooksRepository(db);
  const delivery = ctx.webhookDelivery;

  /** An endpoint the user may manage, with its scope; anyone else's is "not found". */
  async function owned(user: SessionUser, id: string) {
    const row = await repo.endpoint(id);
    if (!row) throw notFound(M.endpointNotFound);
    return { row, scope: await ownedScope(policy, user, row, M.endpointNotFound) };
  }

  /**
   * Where a webhook may be sent: https outside development, and not to a private address (an IP
   * written in the URL, or what its name resolves to now; a name that does not resolve yet is taken,
   * and every try checks again).
   */
  async function checkedUrl(value: string): Promise<string> {
    const url = new URL(value);
    if (url.protocol !== 'https:' && !ctx.config.webhookHttpAllowed) throw badRequest(M.urlHttps);
    if (!(await delivery.guard.admits(url.hostname))) throw badRequest(M.urlNotAllowed);
    return url.toString();
  }

  async function answerOf(rows: EndpointRow[]): Promise<WebhookEndpoint[]> {
    const last = await repo.lastTries(rows.map((r) => r.id));
    return rows.map((row) => {
      const tried = last.get(row.id);
      return {
        id: row.id,
        customerId: row.customerId,
        tenantId: row.customerId ? null : row.tenantId,
        url: row.url,
        description: row.description,
        eventTypes: row.eventTypes.filter(isWebhookEventType),
        enabled: row.enabled,
        disabledReason: row.enabled ? null : row.disabledReason,
        failingSince: row.failingSince?.toISOString() ?? null,
        secretHint: row.secretHint,
        previousSecretUntil:
          row.previousSecretUntil && row.previousSecretUntil > ctx.clock.now()
            ? row.previousSecretUntil.toISOString()
            : null,
        created: row.created.toISOString(),
        lastDelivery: tried
          ? { at: tried.at.toISOString(), statusCode: tried.statusCode, succeeded: tried.error === null }
          : null,
      };
    });
  }
  const one = async (row: EndpointRow) => (await answerOf([row]))[0] as WebhookEndpoint;

  const audited = (row: Pick<EndpointRow, 'url' | 'description' | 'eventTypes' | 'enabled'>) => ({
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes.join(', '),
    enabled: row.enabled,
  });

  return {
    async list(
      user: SessionUser,
      where: { customerId?: number; tenantId?: number },
    ): Promise<WebhookEndpointList> {
      const scope = await scopeFor(policy, user, where);
      return { endpoints: await answerOf(await repo.endpointsOf(scope)) };
    },

    async add(user: SessionUser, body: AddWebhookEndpointBody): Promise<WebhookEndpointWithSecret> {
      const scope = await scopeFor(policy, user, body);
      const url = await checkedUrl(body.url);
      const secret = newWebhookSecret();
      const row = await db.transaction(async (tx) => {
        if ((await repo.countEndpoints(tx, scope)) >= MAX_WEBHOOK_ENDPOINTS)
          throw conflict(M.tooManyEndpoints);
        const inserted = await repo.insertEndpoint(tx, {
          ...scopeColumnsOf(scope),
          url,
          description: body.description ?? '',
          eventTypes: [...new Set(body.eventTypes)],
          secretSealed: delivery.sealedSecret(secret),
          secretHint: secretHintOf(secret),
          created: ctx.clock.now(),
        });
        await ctx.auditLog.record(tx, user, {
          action: 'webhook.add',
          place: auditPlaceOf(scope),
          target: url,
          after: audited(inserted),
        });
        return inserted;
      });
      ctx.pushEvents.forgetListeners();
      return { endpoint: await one(row), secret };
    },

    async update(user: SessionUser, id: string, body: UpdateWebhookEndpointBody): Promise<WebhookEndpoint> {
      const { row, scope } = await owned(user, id);
      const url = body.url === row.url ? row.url : await checkedUrl(body.url);
      const updated = await db.transaction(async (tx) => {
        const changed = await repo.updateEndpoint(tx, id, {
          url,
          description: body.description ?? '',
          eventTypes: [...new Set(body.eventTypes)],
          enabled: body.enabled,
          disabledReason: body.enabled
            ? null
            : row.enabled
              ? `Disabled by ${user.email}`
              : row.disabledReason,
          // Enabled again: its failures start counting afresh.
          ...(body.enabled && !row.enabled ? { failingSince: null } : {}),
        });
        if (!changed) throw notFound(M.endpointNotFound);
        await ctx.auditLog.record(tx, user, {
          action: 'webhook.update',
          place: auditPlaceOf(scope),
          target: changed.url,
          before: audited(row),
          after: audited(changed),
        });
        return changed;
      });
      ctx.pushEvents.forgetListeners();
      return one(updated);
    },

    async remove(user: SessionUser, id: string): Promise<void> {
      const { row, scope } = await owned(user, id);
      await db.transaction(async (tx) => {
        await repo.deleteEndpoint(tx, id);
        await ctx.auditLog.record(tx, user, {
          action: 'webhook.remove',
          place: auditPlaceOf(scope),
          target: row.url,
          before: audited(row),
          after: null,
        });
      });
    },

    /** A new secret; the old one signs beside it for a day, so receivers can switch without a gap. */
    async rotateSecret(user: SessionUser, id: string): Promise<WebhookEndpointWithSecret> {
      const { row, scope } = await owned(user, id);
      const secret = newWebhookSecret();
      const until = new Date(ctx.clock.now().getTime() + WEBHOOK_SECRET_OVERLAP_MS);
      const rotated = await db.transaction(async (tx) => {
        const changed = await repo.updateEndpoint(tx, id, {
          secretSealed: delivery.sealedSecret(secret),
          secretHint: secretHintOf(secret),
          previousSecretSealed: row.secretSealed,
          previousSecretUntil: until,
        });
        if (!changed) throw notFound(M.endpointNotFound);
        await ctx.auditLog.record(tx, user, {
          action: 'webhook.rotate-secret',
          place: auditPlaceOf(scope),
          target: row.url,
          after: { previousSecretUntil: until.toISOString() },
        });
        return changed;
      });
      return { endpoint: await one(rotated), secret };
    },

    /** Queues a `webhook.test` delivery to this endpoint alone. */
    async sendTest(user: SessionUser, id: string): Promise<{ deliveryId: string }> {
      const { row } = await owned(user, id);
      if (!row.enabled) throw conflict(M.endpointDisabled);
      const at = ctx.clock.now();
      const deliveryId = await db.transaction((tx) =>
        delivery.queueOne(tx, id, WEBHOOK_TEST_TYPE, `test:${at.toISOString()}:${crypto.randomUUID()}`, {
          endpointId: id,
          sentBy: user.email,
          message: 'A test event from the SOC Integration page.',
        }),
      );
      return { deliveryId };
    },

    async deliveries(user: SessionUser, id: string, page: number): Promise<WebhookDeliveryList> {
      await owned(user, id);
      const { rows, total } = await repo.deliveriesOf(
        id,
        DELIVERIES_PAGE_SIZE,
        (page - 1) * DELIVERIES_PAGE_SIZE,
      );
      const tries = await repo.triesOf(rows.map((r) => r.id));
      const deliveries: WebhookDelivery[] = rows.map((row) => ({
        id: row.id,
        messageId: messageIdOf(row.id),
        eventType: row.eventType,
        status: row.status,
        created: row.created.toISOString(),
        nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
        payload: row.payload as Record<string, unknown>,
        attempts: tries
          .filter((t) => t.deliveryId === row.id)
          .map((t) => ({
            at: t.at.toISOString(),
            statusCode: t.statusCode,
            durationMs: t.durationMs,
            error: t.error,
          })),
      }));
      return { deliveries, total, page, pageSize: DELIVERIES_PAGE_SIZE };
    },

    async resend(user: SessionUser, deliveryId: string): Promise<{ deliveryId: string }> {
      const found = await repo.delivery(deliveryId);
      if (!found) throw notFound(M.deliveryNotFound);
      const { row } = await owned(user, found.endpointId).catch(() => {
        throw notFound(M.deliveryNotFound);
      });
      if (!row.enabled) throw conflict(M.endpointDisabled);
      await db.transaction((tx) => delivery.resend(tx, deliveryId, found.round));
      return { deliveryId };
    },
  };
}

export type WebhookEndpointsService = ReturnType<typeof webhookEndpointsService>;
