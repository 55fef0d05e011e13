import type { ClientInfo } from '@baitwatch/contracts/extension/client-info';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { browserDetails, extensionInstalls, extensionUsers } from '../../db/schema/index.ts';
import { periodTally } from './license-tallies.repository.ts';

export interface ManagedIdentity {
  osUserId: string;
  osComputerName: string;
  osUuid: string;
}

/** Who registers: an OS identity (managed deployment) or an organization email (manual). */
export type RegisteringUser = { managed: ManagedIdentity } | { email: string };

export interface NewInstall {
  tokenHash: string;
  method: 'manual' | 'managed';
}

/** The upsert of the extension user: one per OS identity, or one per email, of an organization. */
function upsertUser(customerId: number, who: RegisteringUser, at: string): SQL {
  if ('managed' in who) {
    const { osUserId, osComputerName, osUuid } = who.managed;
    return sql`insert into ${extensionUsers} (customer_id, name, os_user_id, os_computer_name, os_uuid, created, last_seen_at)
      values (${customerId}, ${osUserId}, ${osUserId}, ${osComputerName}, ${osUuid}, ${at}, ${at})
      on conflict (customer_id, os_uuid, os_user_id) where os_uuid is not null
      do update set os_computer_name = excluded.os_computer_name, last_seen_at = excluded.last_seen_at
      returning id, (xmax = 0) as inserted`;
  }
  return sql`insert into ${extensionUsers} (customer_id, name, email, created, last_seen_at)
    values (${customerId}, ${who.email}, ${who.email}, ${at}, ${at})
    on conflict (customer_id, lower(email)) where os_uuid is null
    do update set last_seen_at = excluded.last_seen_at
    returning id, (xmax = 0) as inserted`;
}

/** The user the upsert will find, if any. */
function identityOf(who: RegisteringUser): SQL {
  return 'managed' in who
    ? sql`os_uuid = ${who.managed.osUuid} and os_user_id = ${who.managed.osUserId}`
    : sql`os_uuid is null and lower(email) = lower(${who.email})`;
}

/**
 * When the user was last seen before this sighting, its row locked until the transaction ends: the
 * tallies count a user once per period even when two of its browsers call at the same moment. (Read
 * as its own statement: a CTE's FOR UPDATE runs after the same statement's update and sees nothing.)
 */
async function lockLastSeen(tx: Db | Tx, customerId: number, which: SQL): Promise<SQL> {
  const result = await tx.execute(
    sql`select last_seen_at from ${extensionUsers} where customer_id = ${customerId} and ${which} for update`,
  );
  const [row] = rowsOf<{ last_seen_at: Date | string | null }>(result);
  return row?.last_seen_at
    ? sql`${new Date(row.last_seen_at).toISOString()}::timestamptz`
    : sql`null::timestamptz`;
}

/**
 * CTEs that compare the user's latest browser row with what the install reports: a differing OS or
 * browser inserts a row (the detail page's System / Browser / Date table), the same one has its
 * versions kept current.
 */
function browserChange(customerId: number, userId: SQL, info: ClientInfo, at: string): SQL {
  const browserVersion = info.browserVersion ?? null;
  return sql`latest_browser as (
      select id, os, browser from ${browserDetails}
      where customer_id = ${customerId} and extension_user_id = ${userId}
      order by created desc, id desc limit 1
    ), new_browser as (
      insert into ${browserDetails} (customer_id, extension_user_id, os, browser, browser_version, extension_version, created)
      select ${customerId}, ${userId}, ${info.os}, ${info.browser}, ${browserVersion}, ${info.extensionVersion}, ${at}
      where not exists (select 1 from latest_browser where os = ${info.os} and browser = ${info.browser})
      returning os, browser
    ), same_browser as (
      update ${browserDetails} set browser_version = ${browserVersion}, extension_version = ${info.extensionVersion}
      where customer_id = ${customerId} and id in (select id from latest_browser where os = ${info.os} and browser = ${info.browser})
    )`;
}

/**
 * Extension users, their installs and browser history. Every statement names the organization (the
 * tenant scope). Each operation is one statement: atomic, and one round trip.
 */
// Built with the database like every repository; each call here runs in the caller's transaction.
export function extensionUsersRepository(_db: Db) {
  return {
    /** Creates or finds the user, records its browser, and creates the install. */
    async register(
      tx: Db | Tx,
      customerId: number,
      who: RegisteringUser,
      info: ClientInfo,
      install: NewInstall,
      when: Date,
    ): Promise<{ extensionUserId: number; installId: string; isNewUser: boolean }> {
      const at = when.toISOString();
      const userId = sql`(select id from registered_user)`;
      const lastSeen = await lockLastSeen(tx, customerId, identityOf(who));
      const result = await tx.execute(sql`
        with registered_user as (${upsertUser(customerId, who, at)}),
        ${browserChange(customerId, userId, info, at)},
        ${periodTally(customerId, at, {
          user: sql`registered_user r`,
          lastSeen,
          isNew: sql`r.inserted`,
        })},
        new_install as (
          insert into ${extensionInstalls} (customer_id, extension_user_id, token_hash, method, browser, created, last_heartbeat_at)
          select ${customerId}, id, ${install.tokenHash}, ${install.method}, ${info.browser}, ${at}, ${at} from registered_user
          returning id
        )
        select registered_user.id as user_id, new_install.id as install_id, registered_user.inserted as is_new
        from registered_user, new_install`);
      const [row] = rowsOf<{ user_id: number | string; install_id: string; is_new: boolean }>(result);
      if (!row) throw new Error('registration wrote no install');
      return { extensionUserId: Number(row.user_id), installId: row.install_id, isNewUser: row.is_new };
    },

    /** How many extension users the organization has (its licenses in use). */
    async userCount(tx: Db | Tx, customerId: number): Promise<number> {
      const [row] = rowsOf<{ n: number | string }>(
        await tx.execute(sql`select count(*) as n from ${extensionUsers} where customer_id = ${customerId}`),
      );
      return Number(row?.n ?? 0);
    },

    /**
     * A heartbeat: the install and its user seen now, the browser recorded, the license tallies kept.
     * Two statements: run it in a transaction.
     */
    async heartbeat(
      tx: Db | Tx,
      install: { customerId: number; installId: string; extensionUserId: number },
      info: ClientInfo,
      when: Date,
    ) {
      const { customerId, installId, extensionUserId } = install;
      const at = when.toISOString();
      const lastSeen = await lockLastSeen(tx, customerId, sql`id = ${extensionUserId}`);
      // The main query reads seen_user, so the user's update runs first and the counters' triggers
      // fire users before browsers, as in register (PostgreSQL runs the CTEs nobody reads after the
      // main query, the last one first). Two orders would let a registration and a heartbeat of one
      // organization deadlock on dashboard_user_days and dashboard_fleet_counts (decision 0063).
      await tx.execute(sql`
        with seen_user as (
          update ${extensionUsers} set last_seen_at = ${at}
          where customer_id = ${customerId} and id = ${extensionUserId}
          returning id
        ), seen_install as (
          update ${extensionInstalls} set last_heartbeat_at = ${at}
          where customer_id = ${customerId} and id = ${installId}
        ), ${browserChange(customerId, sql`${extensionUserId}`, info, at)},
        ${periodTally(customerId, at, { user: sql`(select 1) as one`, lastSeen, isNew: sql`false` })}
        select count(*) from seen_user`);
    },
  };
}
