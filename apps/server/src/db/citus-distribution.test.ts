import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { rowsOf } from './rows.ts';

// How the schema would distribute on Citus by organization (docs/scale-out.md), checked against the
// live schema after every migration. Every table is in exactly one class below, so a new table fails
// here until it is classified, and a distributed table must obey the rules Citus enforces.

/** Tenant-owned: sharded by customer_id, each organization's rows together on one node. */
const DISTRIBUTED = [
  'alert_configs',
  'allowed_domains',
  'allowed_google_form_urls',
  'blocked_urls',
  'browser_details',
  'dashboard_event_days',
  'dashboard_fleet_counts',
  'dashboard_threat_counts',
  'dashboard_threat_periods',
  'dashboard_url_days',
  'dashboard_url_visitors',
  'dashboard_user_days',
  'event_actions',
  'events',
  'extension_installs',
  'extension_users',
  'incident_alerts',
  'license_periods',
  'login_page_scans',
  'registration_codes',
  'scan_configs',
  'url_newest_by_organization',
];

/** Copied whole to every node: small, read by nearly every query, joined from any shard. */
const REFERENCE: Record<string, string> = {
  customers: 'the organizations themselves; every tenant-wide view lists and joins them',
  tenants: 'every scope check and whitelabel reads them',
  tenant_groups: 'customers point at them',
  whitelabels: 'one row per tenant, read with the extension config',
  admin_users: 'event_actions names its actor (a foreign key from a distributed table)',
  brand_policies: 'the provider catalogue every organization protects from',
  brand_aliases: 'part of the brand catalogue',
  brand_domains: 'part of the brand catalogue',
  brand_logos: 'part of the brand catalogue',
  lookups: 'the lists every form picks from',
  threat_intel: 'one provider-wide catalogue read across organizations; customer_id is its source',
};

/** Local to the coordinator: looked up before any organization is known, or not per organization. */
const COORDINATOR: Record<string, string> = {
  refresh_tokens: 'sessions, looked up by token hash',
  one_time_tokens: 'password links, looked up by token hash',
  rate_limit_counters: 'one counter per key across every process',
  server_secrets: 'what every process shares (the session key)',
  jobs: 'one queue that every worker claims from (SKIP LOCKED)',
  mail_outbox: 'the outbox of the queue',
  audit_log: 'provider and tenant entries have no organization; read across organizations',
  api_keys: 'looked up by key hash before the organization is known',
  webhook_endpoints: "a tenant's and the provider's endpoints have no organization",
  webhook_deliveries: 'follows its endpoint',
  webhook_attempts: 'follows its delivery',
  syslog_destinations: "a tenant's and the provider's destinations have no organization",
  syslog_messages: 'follows its destination',
  admin_totp: "follows its admin, who may be a tenant's or the provider's",
  admin_recovery_codes: 'follows its admin',
  login_challenges: 'looked up by token before the admin is known',
  admin_passkeys: 'looked up by credential id before the admin is known (a passwordless sign-in)',
  passkey_challenges: 'looked up by challenge before the admin is known',
  admin_sessions: 'follows its admin (a refresh family)',
  sign_in_policies: "a tenant's and the provider's policies have no organization",
  report_subscriptions: "a tenant's roll-up has no organization",
  report_mailings: "a tenant's roll-up has no organization",
  mail_attachments: 'follows its mail in the outbox',
  sso_connections: "a tenant's connection has no organization; found by email domain before anyone is known",
  sso_domains: 'looked up by email domain before the organization is known',
  sso_attempts: 'looked up by state before the admin is known',
  customer_api_keys: 'looked up by key hash before the organization is known',
  tenant_api_keys: 'looked up by key hash before the organization is known',
  url_newest_by_tenant: "a URL's newest event across a tenant's organizations: a row spans organizations",
  url_newest_overall: "a URL's newest event across every organization: a row spans organizations",
};

type Index = { table: string; index: string; primary: boolean; firstColumn: string | null };
type ForeignKey = { table: string; target: string; columns: string[]; targetColumns: string[] };

let database: Database;
let tables: string[];
let indexes: Index[];
let foreignKeys: ForeignKey[];
let nullableCustomer: Set<string>;

beforeAll(async () => {
  database = await openDatabase({});
  const query = async <T>(statement: ReturnType<typeof sql>) =>
    rowsOf<T>(await database.db.execute(statement));
  tables = (
    await query<{ name: string }>(sql`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`)
  ).map((r) => r.name);
  // The first key column of every primary key and unique index (null when it is an expression).
  indexes = await query<Index>(sql`
    select t.relname as "table", i.relname as "index", x.indisprimary as "primary", a.attname as "firstColumn"
    from pg_index x
    join pg_class t on t.oid = x.indrelid
    join pg_namespace n on n.oid = t.relnamespace and n.nspname = 'public'
    join pg_class i on i.oid = x.indexrelid
    left join pg_attribute a on a.attrelid = t.oid and a.attnum = x.indkey[0]
    where x.indisunique`);
  foreignKeys = await query<ForeignKey>(sql`
    select c.conrelid::regclass::text as "table", c.confrelid::regclass::text as "target",
      array(select a.attname::text from unnest(c.conkey) with ordinality k(n, o)
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.o) as "columns",
      array(select a.attname::text from unnest(c.confkey) with ordinality k(n, o)
        join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.o) as "targetColumns"
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace and n.nspname = 'public'
    where c.contype = 'f'`);
  nullableCustomer = new Set(
    (
      await query<{ name: string }>(sql`
        select table_name as name from information_schema.columns
        where table_schema = 'public' and column_name = 'customer_id' and is_nullable = 'YES'`)
    ).map((r) => r.name),
  );
});
afterAll(() => database.close());

/** The primary keys and unique indexes of these tables that do not lead with customer_id. */
const notLedByCustomer = (distributed: string[]) =>
  indexes.filter((i) => distributed.includes(i.table) && i.firstColumn !== 'customer_id').map((i) => i.index);

const classOf = (table: string) =>
  DISTRIBUTED.includes(table)
    ? 'distributed'
    : table in REFERENCE
      ? 'reference'
      : table in COORDINATOR
        ? 'coordinator'
        : null;

describe('the schema on Citus, distributed by organization (customer_id)', () => {
  it('classifies every table once: distributed, reference or coordinator', () => {
    const named = [...DISTRIBUTED, ...Object.keys(REFERENCE), ...Object.keys(COORDINATOR)];
    expect(new Set(named).size).toBe(named.length);
    expect(tables.filter((t) => !named.includes(t))).toEqual([]);
    expect(named.filter((t) => !tables.includes(t))).toEqual([]);
  });

  it('gives every distributed table a customer_id that is never null', () => {
    expect(DISTRIBUTED.filter((t) => nullableCustomer.has(t))).toEqual([]);
  });

  it("leads every distributed table's primary key and unique indexes with customer_id", () => {
    const distributed = indexes.filter((i) => DISTRIBUTED.includes(i.table));
    expect(DISTRIBUTED.filter((t) => !distributed.some((i) => i.table === t && i.primary))).toEqual([]);
    expect(notLedByCustomer(DISTRIBUTED)).toEqual([]);
  });

  it('has only the foreign keys Citus can keep', () => {
    const refused = foreignKeys.filter((fk) => {
      const [from, to] = [classOf(fk.table), classOf(fk.target)];
      if (to === 'reference') return false;
      // Between two distributed tables only on the distribution column: the rows are on one node.
      if (from === 'distributed' && to === 'distributed')
        return fk.columns.indexOf('customer_id') !== fk.targetColumns.indexOf('customer_id');
      // Coordinator tables (Citus local tables) may point at each other and at reference tables.
      return !(from === 'coordinator' && to === 'coordinator');
    });
    expect(refused.map((fk) => `${fk.table} -> ${fk.target}`)).toEqual([]);
  });

  it('finds the indexes that break the rule when a table is not the distributed kind', () => {
    // Were the API keys distributed, their own id and the lookup by hash would break it: they stay on
    // the coordinator. extension_installs' token index led with token_hash before migration 0010.
    expect(notLedByCustomer(['api_keys']).sort()).toEqual(['api_keys_hash_uq', 'api_keys_pkey']);
    expect(indexes.find((i) => i.index === 'extension_installs_token_uq')?.firstColumn).toBe('customer_id');
  });
});
