import type { ClientInfo } from '@baitwatch/contracts/extension/client-info';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { browserDetails, extensionInstalls, extensionUsers } from '../../db/schema/index.ts';

export interface ManagedIdentity {
  osUserId: string;
  osComputerName: string;
  osUuid: string;
}

/** Extension users and their browser history. Every call names the organization (the tenant scope). */
export function extensionUsersRepository() {
  return {
    /** One user per OS identity of an organization: a reinstall on the same machine finds the same user. */
    async upsertManaged(tx: Db | Tx, customerId: number, who: ManagedIdentity, at: Date): Promise<number> {
      const [row] = await tx
        .insert(extensionUsers)
        .values({ customerId, name: who.osUserId, ...who, created: at, lastSeenAt: at })
        .onConflictDoUpdate({
          target: [extensionUsers.customerId, extensionUsers.osUuid, extensionUsers.osUserId],
          targetWhere: sql`os_uuid is not null`,
          set: { osComputerName: who.osComputerName, lastSeenAt: at },
        })
        .returning({ id: extensionUsers.id });
      return row!.id;
    },

    /** One user per organization email for manual registrations (the index is on lower(email)). */
    async upsertManual(tx: Db | Tx, customerId: number, email: string, at: Date): Promise<number> {
      const result = await tx.execute(sql`
        insert into ${extensionUsers} (customer_id, name, email, created, last_seen_at)
        values (${customerId}, ${email}, ${email}, ${at.toISOString()}, ${at.toISOString()})
        on conflict (customer_id, lower(email)) where os_uuid is null
        do update set last_seen_at = excluded.last_seen_at
        returning id`);
      const [row] = (result as unknown as { rows: { id: number | string }[] }).rows;
      return Number(row!.id);
    },

    /**
     * A new browser row when the OS or browser changed (the detail page's System / Browser / Date table);
     * otherwise the versions of the latest row are kept current. One statement.
     */
    async recordClient(tx: Db | Tx, customerId: number, extensionUserId: number, info: ClientInfo, at: Date) {
      await tx.execute(sql`with ${browserChange(customerId, extensionUserId, info, at)} select 1`);
    },

    /** A heartbeat: the install and its user seen now, and the browser recorded, in one statement. */
    async heartbeat(
      tx: Db | Tx,
      install: { customerId: number; installId: string; extensionUserId: number },
      info: ClientInfo,
      at: Date,
    ) {
      const { customerId, installId, extensionUserId } = install;
      await tx.execute(sql`
        with seen_install as (
          update ${extensionInstalls} set last_heartbeat_at = ${at.toISOString()}
          where customer_id = ${customerId} and id = ${installId}
        ), seen_user as (
          update ${extensionUsers} set last_seen_at = ${at.toISOString()}
          where customer_id = ${customerId} and id = ${extensionUserId}
        ), ${browserChange(customerId, extensionUserId, info, at)}
        select 1`);
    },
  };
}

/**
 * CTEs that compare the user's latest browser row with what the install reports: a differing OS or
 * browser inserts a row, the same one has its versions updated.
 */
function browserChange(customerId: number, extensionUserId: number, info: ClientInfo, at: Date) {
  const browserVersion = info.browserVersion ?? null;
  return sql`latest_browser as (
      select id, os, browser from ${browserDetails}
      where customer_id = ${customerId} and extension_user_id = ${extensionUserId}
      order by created desc, id desc limit 1
    ), new_browser as (
      insert into ${browserDetails} (customer_id, extension_user_id, os, browser, browser_version, extension_version, created)
      select ${customerId}, ${extensionUserId}, ${info.os}, ${info.browser}, ${browserVersion}, ${info.extensionVersion}, ${at.toISOString()}
      where not exists (select 1 from latest_browser where os = ${info.os} and browser = ${info.browser})
    ), same_browser as (
      update ${browserDetails} set browser_version = ${browserVersion}, extension_version = ${info.extensionVersion}
      where customer_id = ${customerId} and id in (select id from latest_browser where os = ${info.os} and browser = ${info.browser})
    )`;
}
