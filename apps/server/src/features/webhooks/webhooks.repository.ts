import { PROVIDER_ROLE } from '@baitwatch/contracts/common/product';
import { and, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { adminUsers, webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { hearing, inScope, type PushPlace, type PushScope } from '../push/push-scope.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type NewEndpoint = typeof webhookEndpoints.$inferInsert;

export interface NewDelivery {
  endpointId: string;
  customerId: number | null;
  created: Date;
  eventType: string;
  sourceKey: string;
  payload: object;
}

const SCOPE_COLUMNS = { customerId: webhookEndpoints.customerId, tenantId: webhookEndpoints.tenantId };

/** Webhook endpoints, their deliveries and every try (db/schema/webhooks.ts). */
export function webhooksRepository(db: Db) {
  return {
    async endpointsOf(scope: PushScope) {
      return db
        .select()
        .from(webhookEndpoints)
        .where(inScope(SCOPE_COLUMNS, scope))
        .orderBy(webhookEndpoints.created);
    },

    async countEndpoints(tx: Db | Tx, scope: PushScope): Promise<number> {
      const [row] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(webhookEndpoints)
        .where(inScope(SCOPE_COLUMNS, scope));
      return row?.count ?? 0;
    },

    /** An endpoint by id, whoever's it is: the service then asks the policy about its scope. */
    async endpoint(id: string): Promise<EndpointRow | null> {
      const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
      return row ?? null;
    },

    /** The last try of each endpoint's deliveries, for the list. */
    async lastTries(endpointIds: readonly string[]) {
      if (endpointIds.length === 0)
        return new Map<string, { at: Date; statusCode: number | null; error: string | null }>();
      const result = await db.execute(sql`
        select distinct on (d.endpoint_id) d.endpoint_id as "endpointId", a.at, a.status_code as "statusCode", a.error
        from ${webhookDeliveries} d join ${webhookAttempts} a on a.delivery_id = d.id
        where d.endpoint_id in ${sql`(${sql.join(
          endpointIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`}
        order by d.endpoint_id, a.at desc, a.id desc`);
      const rows = rowsOf<{
        endpointId: string;
        at: string;
        statusCode: number | null;
        error: string | null;
      }>(result);
      return new Map(
        rows.map((r) => [r.endpointId, { at: new Date(r.at), statusCode: r.statusCode, error: r.error }]),
      );
    },

    async insertEndpoint(tx: Tx, row: NewEndpoint): Promise<EndpointRow> {
      const [inserted] = await tx.insert(webhookEndpoints).values(row).returning();
      if (!inserted) throw new Error('The endpoint was not stored');
      return inserted;
    },

    async updateEndpoint(
      tx: Db | Tx,
      id: string,
      changes: Partial<NewEndpoint>,
    ): Promise<EndpointRow | null> {
      const [row] = await tx
        .update(webhookEndpoints)
        .set(changes)
        .where(eq(webhookEndpoints.id, id))
        .returning();
      return row ?? null;
    },

    async deleteEndpoint(tx: Tx, id: string): Promise<void> {
      await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    },

    /**
     * The enabled endpoints that hear of an event of this type in this organization: its own, its
     * tenant's Global View endpoints and the provider's. A provider-wide event (customerId null) is
     * heard by the provider's endpoints only. An endpoint hears only of what happened once it existed
     * (an incident stored before it was added, announced by a job that ran after, is not its news).
     */
    async listeners(
      tx: Db | Tx,
      place: PushPlace,
      eventType: string,
      occurredAt: Date,
    ): Promise<{ id: string }[]> {
      return tx
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.enabled, true),
            sql`${eventType} = any(${webhookEndpoints.eventTypes})`,
            lte(webhookEndpoints.created, occurredAt),
            hearing(SCOPE_COLUMNS, place),
          ),
        );
    },

    /** How many deliveries the organization's events started since `since` (counted up to `atMost`). */
    async deliveriesSince(tx: Db | Tx, customerId: number, since: Date, atMost: number): Promise<number> {
      const [row] = rowsOf<{ n: number | string }>(
        await tx.execute(sql`select count(*) as n from (
          select 1 from ${webhookDeliveries}
          where customer_id = ${customerId} and created > ${since.toISOString()}::timestamptz limit ${atMost}) recent`),
      );
      return Number(row?.n ?? 0);
    },

    /** New deliveries; one already queued for the same endpoint and source is left as it is. */
    async insertDeliveries(tx: Db | Tx, rows: readonly NewDelivery[]): Promise<{ id: string }[]> {
      if (rows.length === 0) return [];
      return tx
        .insert(webhookDeliveries)
        .values(rows.map((r) => ({ ...r, nextAttemptAt: sql`now()` })))
        .onConflictDoNothing({ target: [webhookDeliveries.endpointId, webhookDeliveries.sourceKey] })
        .returning({ id: webhookDeliveries.id });
    },

    /** A delivery with what sending it needs of its endpoint. */
    async deliveryToSend(id: string) {
      const [row] = await db
        .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(eq(webhookDeliveries.id, id));
      return row ?? null;
    },

    async delivery(id: string): Promise<DeliveryRow | null> {
      const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
      return row ?? null;
    },

    async recordTry(
      tx: Tx,
      deliveryId: string,
      attempt: { at: Date; statusCode: number | null; durationMs: number; error: string | null },
    ) {
      await tx.insert(webhookAttempts).values({ deliveryId, ...attempt });
    },

    /**
     * A delivery's state; with `round`, only while that round is the current one (a try that ends
     * after a resend began a new round records its try, but leaves the new round's state alone).
     */
    async setDeliveryState(
      tx: Db | Tx,
      id: string,
      state: Partial<Pick<DeliveryRow, 'status' | 'attempts' | 'nextAttemptAt' | 'round'>>,
      round?: number,
    ) {
      const current = round === undefined ? undefined : eq(webhookDeliveries.round, round);
      await tx
        .update(webhookDeliveries)
        .set(state)
        .where(and(eq(webhookDeliveries.id, id), current));
    },

    /** Notes a failed try on the endpoint; answers since when it has been failing. */
    async endpointFailed(tx: Tx, id: string, at: Date): Promise<Date> {
      const [row] = await tx
        .update(webhookEndpoints)
        .set({
          failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${at.toISOString()}::timestamptz)`,
        })
        .where(eq(webhookEndpoints.id, id))
        .returning({ failingSince: webhookEndpoints.failingSince });
      return row?.failingSince ?? at;
    },

    async endpointSucceeded(tx: Tx, id: string) {
      await tx.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, id));
    },

    /** One page of an endpoint's deliveries, newest first, with the total. */
    async deliveriesOf(endpointId: string, limit: number, offset: number) {
      const rows = await db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpointId))
        .orderBy(desc(webhookDeliveries.created), desc(webhookDeliveries.id))
        .limit(limit)
        .offset(offset);
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpointId));
      return { rows, total: count?.total ?? 0 };
    },

    async triesOf(deliveryIds: readonly string[]) {
      if (deliveryIds.length === 0) return [];
      return db
        .select()
        .from(webhookAttempts)
        .where(inArray(webhookAttempts.deliveryId, [...deliveryIds]))
        .orderBy(webhookAttempts.at, webhookAttempts.id);
    },

    /** Who hears that an endpoint was disabled: the admins of its scope (the provider's for its own). */
    async adminsOf(tx: Tx, endpoint: Pick<EndpointRow, 'customerId' | 'tenantId'>) {
      const who = endpoint.customerId
        ? sql`(${adminUsers.role} = 'CustomerAdmin' and ${adminUsers.customerId} = ${endpoint.customerId})`
        : endpoint.tenantId
          ? sql`(${adminUsers.role} = 'TenantAdmin' and ${adminUsers.tenantId} = ${endpoint.tenantId})`
          : sql`${adminUsers.role} = ${PROVIDER_ROLE}`;
      return tx
        .select({ email: adminUsers.email, firstName: adminUsers.firstName })
        .from(adminUsers)
        .where(sql`${who} and ${adminUsers.passwordHash} is not null`)
        .orderBy(adminUsers.email);
    },

    /** Drops deliveries (and their tries) created before the log's window. */
    async prune(before: Date): Promise<void> {
      await db.delete(webhookDeliveries).where(lt(webhookDeliveries.created, before));
    },
  };
}

export type WebhooksRepository = ReturnType<typeof webhooksRepository>;
