import type { ClientInfo } from '@baitwatch/contracts/extension/client-info';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { browserDetails, extensionUsers } from '../../db/schema/index.ts';

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

    async touch(tx: Db | Tx, customerId: number, extensionUserId: number, at: Date) {
      await tx
        .update(extensionUsers)
        .set({ lastSeenAt: at })
        .where(and(eq(extensionUsers.customerId, customerId), eq(extensionUsers.id, extensionUserId)));
    },

    /**
     * A new browser row when the OS or browser changed (the detail page's System / Browser / Date table);
     * otherwise the versions of the latest row are kept current.
     */
    async recordClient(tx: Db | Tx, customerId: number, extensionUserId: number, info: ClientInfo, at: Date) {
      const [latest] = await tx
        .select({ id: browserDetails.id, os: browserDetails.os, browser: browserDetails.browser })
        .from(browserDetails)
        .where(
          and(eq(browserDetails.customerId, customerId), eq(browserDetails.extensionUserId, extensionUserId)),
        )
        .orderBy(desc(browserDetails.created), desc(browserDetails.id))
        .limit(1);
      const versions = {
        browserVersion: info.browserVersion ?? null,
        extensionVersion: info.extensionVersion,
      };
      if (latest && latest.os === info.os && latest.browser === info.browser) {
        await tx
          .update(browserDetails)
          .set(versions)
          .where(and(eq(browserDetails.customerId, customerId), eq(browserDetails.id, latest.id)));
        return;
      }
      await tx.insert(browserDetails).values({
        customerId,
        extensionUserId,
        os: info.os,
        browser: info.browser,
        ...versions,
        created: at,
      });
    },
  };
}
