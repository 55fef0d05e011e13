CREATE TABLE "url_newest_by_organization" (
	"customer_id" integer NOT NULL,
	"url_key" uuid NOT NULL,
	"url" text NOT NULL,
	"id" bigint NOT NULL,
	"detection_time" timestamp with time zone NOT NULL,
	"slot" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "url_newest_by_organization_customer_id_url_key_slot_pk" PRIMARY KEY("customer_id","url_key","slot")
);
--> statement-breakpoint
CREATE TABLE "url_newest_by_tenant" (
	"tenant_id" integer NOT NULL,
	"url_key" uuid NOT NULL,
	"url" text NOT NULL,
	"customer_id" integer NOT NULL,
	"id" bigint NOT NULL,
	"detection_time" timestamp with time zone NOT NULL,
	"slot" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "url_newest_by_tenant_url_key_tenant_id_slot_pk" PRIMARY KEY("url_key","tenant_id","slot")
);
--> statement-breakpoint
CREATE TABLE "url_newest_overall" (
	"url_key" uuid NOT NULL,
	"url" text NOT NULL,
	"customer_id" integer NOT NULL,
	"id" bigint NOT NULL,
	"detection_time" timestamp with time zone NOT NULL,
	"slot" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "url_newest_overall_url_key_slot_pk" PRIMARY KEY("url_key","slot")
);
--> statement-breakpoint
ALTER TABLE "url_newest_by_organization" ADD CONSTRAINT "url_newest_by_organization_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "url_newest_by_tenant" ADD CONSTRAINT "url_newest_by_tenant_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "url_newest_by_organization_time_idx" ON "url_newest_by_organization" USING btree ("customer_id","detection_time","id");--> statement-breakpoint
CREATE INDEX "url_newest_by_tenant_time_idx" ON "url_newest_by_tenant" USING btree ("tenant_id","detection_time","id");--> statement-breakpoint
CREATE INDEX "url_newest_overall_time_idx" ON "url_newest_overall" USING btree ("detection_time","id");--> statement-breakpoint
-- Remove Repeat URL's kept records (decision 0061): for each URL, its newest event under the feed's
-- default filters, per organization, per tenant and across every organization, kept like migrations
-- 0008 and 0013's aggregates by statement triggers on events, in the transaction of every write
-- (ingestion, the event actions, retention and organization deletes), and backfilled below.
-- What counts: DEFAULT_FEED_TYPES (incident, reported phish, Google Form password, product verified)
-- of packages/contracts, not cleared, not false positive. The equivalence tests compare the reads
-- from these records with the statements that filter the events themselves, so a change on one side
-- alone fails them.
CREATE FUNCTION url_newest_counts(type smallint, cleared boolean, is_false_positive boolean) RETURNS boolean
  LANGUAGE sql IMMUTABLE AS $$ SELECT type IN (0, 3, 4, 5) AND NOT cleared AND NOT is_false_positive $$;
--> statement-breakpoint
CREATE TYPE url_newest_event AS (customer_id integer, id bigint, url text, detection_time timestamptz);
--> statement-breakpoint
-- Events that count and may be their URL's newest: each scope's row of the URL in this connection's
-- slot (dashboard_slot(), migration 0015) takes the newest of them when it is newer ((time, id)
-- greater) than the row's. Connections write their own slots, so events of one URL do not queue
-- behind each other's commits. Rows go in key order and the scopes in
-- one order (organization, tenant, overall; url_newest_recompute's too), so two writers of the same
-- URLs queue instead of deadlocking.
CREATE FUNCTION url_newest_offer(offered url_newest_event[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO url_newest_by_organization AS r (customer_id, url_key, slot, url, id, detection_time)
    SELECT DISTINCT ON (x.customer_id, md5(x.url)::uuid) x.customer_id, md5(x.url)::uuid, dashboard_slot(), x.url, x.id, x.detection_time
    FROM unnest(offered) x ORDER BY x.customer_id, md5(x.url)::uuid, x.detection_time DESC, x.id DESC
    ON CONFLICT (customer_id, url_key, slot) DO UPDATE SET id = excluded.id, detection_time = excluded.detection_time
      WHERE (excluded.detection_time, excluded.id) > (r.detection_time, r.id);
  INSERT INTO url_newest_by_tenant AS r (url_key, tenant_id, slot, url, customer_id, id, detection_time)
    SELECT DISTINCT ON (md5(x.url)::uuid, c.tenant_id) md5(x.url)::uuid, c.tenant_id, dashboard_slot(), x.url, x.customer_id, x.id, x.detection_time
    FROM unnest(offered) x JOIN customers c ON c.id = x.customer_id
    ORDER BY md5(x.url)::uuid, c.tenant_id, x.detection_time DESC, x.id DESC
    ON CONFLICT (url_key, tenant_id, slot) DO UPDATE
      SET customer_id = excluded.customer_id, id = excluded.id, detection_time = excluded.detection_time
      WHERE (excluded.detection_time, excluded.id) > (r.detection_time, r.id);
  INSERT INTO url_newest_overall AS r (url_key, slot, url, customer_id, id, detection_time)
    SELECT DISTINCT ON (md5(x.url)::uuid) md5(x.url)::uuid, dashboard_slot(), x.url, x.customer_id, x.id, x.detection_time
    FROM unnest(offered) x ORDER BY md5(x.url)::uuid, x.detection_time DESC, x.id DESC
    ON CONFLICT (url_key, slot) DO UPDATE
      SET customer_id = excluded.customer_id, id = excluded.id, detection_time = excluded.detection_time
      WHERE (excluded.detection_time, excluded.id) > (r.detection_time, r.id);
END $$;
--> statement-breakpoint
-- Events that stopped counting, or were deleted: a URL one of whose rows (any slot) names one of them
-- is found again, scope by scope, and its rows become one. Each scope first locks the rows of those
-- URLs (FOR UPDATE, key order) and keeps the list of what it locked; the next statement reads with a
-- new snapshot, after the locks, and rewrites only those rows: the lowest slot's takes the URL's
-- newest event, the others go (all of them when no event is left). A row another connection adds
-- meanwhile (a slot the URL had no row in) stays: it names an event that counts, newer or not. A
-- concurrent insert that waits on a locked row compares with the rewritten row. An organization's
-- record is read again from the events (events_url_idx: the URL's hash, the organization, newest
-- first); a tenant's from its organizations' rows, the overall one from the tenants' rows (the scope
-- below was rewritten first).
CREATE TYPE url_newest_row AS (scope integer, url_key uuid, url text, slot smallint);
--> statement-breakpoint
CREATE FUNCTION url_newest_recompute(lost url_newest_event[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE locked url_newest_row[];
BEGIN
  SELECT array_agg(ROW(r.customer_id, r.url_key, r.url, r.slot)::url_newest_row ORDER BY r.customer_id, r.url_key, r.slot)
  INTO locked FROM (
    SELECT r.customer_id, r.url_key, r.url, r.slot FROM url_newest_by_organization r
    WHERE (r.customer_id, r.url_key) IN (
      SELECT f.customer_id, f.url_key FROM url_newest_by_organization f
      WHERE (f.customer_id, f.url_key, f.id) IN (SELECT x.customer_id, md5(x.url)::uuid, x.id FROM unnest(lost) x))
    ORDER BY r.customer_id, r.url_key, r.slot FOR UPDATE OF r
  ) r;
  IF locked IS NOT NULL THEN
    WITH l AS (SELECT * FROM unnest(locked)),
    k AS (SELECT l.scope AS customer_id, l.url_key, min(l.url) AS url, min(l.slot) AS slot FROM l GROUP BY 1, 2),
    newest AS (
      SELECT k.customer_id, k.url_key, k.slot, n.id, n.detection_time FROM k
      LEFT JOIN LATERAL (
        SELECT e.id, e.detection_time FROM events e
        WHERE hashtext(e.url) = hashtext(k.url) AND e.customer_id = k.customer_id AND e.url = k.url
          AND url_newest_counts(e.type, e.cleared, e.is_false_positive)
        ORDER BY e.detection_time DESC NULLS LAST, e.id DESC NULLS LAST LIMIT 1
      ) n ON true
    ), gone AS (
      DELETE FROM url_newest_by_organization r USING l JOIN newest n ON n.customer_id = l.scope AND n.url_key = l.url_key
      WHERE r.customer_id = l.scope AND r.url_key = l.url_key AND r.slot = l.slot AND (n.id IS NULL OR l.slot <> n.slot)
    )
    UPDATE url_newest_by_organization r SET id = n.id, detection_time = n.detection_time
    FROM newest n WHERE n.id IS NOT NULL AND r.customer_id = n.customer_id AND r.url_key = n.url_key AND r.slot = n.slot;
  END IF;

  SELECT array_agg(ROW(r.tenant_id, r.url_key, r.url, r.slot)::url_newest_row ORDER BY r.url_key, r.tenant_id, r.slot)
  INTO locked FROM (
    SELECT r.tenant_id, r.url_key, r.url, r.slot FROM url_newest_by_tenant r
    WHERE (r.url_key, r.tenant_id) IN (
      SELECT f.url_key, f.tenant_id FROM url_newest_by_tenant f
      WHERE (f.url_key, f.customer_id, f.id) IN (SELECT md5(x.url)::uuid, x.customer_id, x.id FROM unnest(lost) x))
    ORDER BY r.url_key, r.tenant_id, r.slot FOR UPDATE OF r
  ) r;
  IF locked IS NOT NULL THEN
    WITH l AS (SELECT * FROM unnest(locked)),
    k AS (SELECT l.scope AS tenant_id, l.url_key, min(l.slot) AS slot FROM l GROUP BY 1, 2),
    newest AS (
      SELECT k.tenant_id, k.url_key, k.slot, n.customer_id, n.id, n.detection_time FROM k
      LEFT JOIN LATERAL (
        SELECT r.customer_id, r.id, r.detection_time FROM customers c
        JOIN url_newest_by_organization r ON r.customer_id = c.id AND r.url_key = k.url_key
        WHERE c.tenant_id = k.tenant_id
        ORDER BY r.detection_time DESC, r.id DESC LIMIT 1
      ) n ON true
    ), gone AS (
      DELETE FROM url_newest_by_tenant r USING l JOIN newest n ON n.tenant_id = l.scope AND n.url_key = l.url_key
      WHERE r.url_key = l.url_key AND r.tenant_id = l.scope AND r.slot = l.slot AND (n.id IS NULL OR l.slot <> n.slot)
    )
    UPDATE url_newest_by_tenant r SET customer_id = n.customer_id, id = n.id, detection_time = n.detection_time
    FROM newest n WHERE n.id IS NOT NULL AND r.url_key = n.url_key AND r.tenant_id = n.tenant_id AND r.slot = n.slot;
  END IF;

  SELECT array_agg(ROW(NULL, r.url_key, r.url, r.slot)::url_newest_row ORDER BY r.url_key, r.slot)
  INTO locked FROM (
    SELECT r.url_key, r.url, r.slot FROM url_newest_overall r
    WHERE r.url_key IN (
      SELECT f.url_key FROM url_newest_overall f
      WHERE (f.url_key, f.customer_id, f.id) IN (SELECT md5(x.url)::uuid, x.customer_id, x.id FROM unnest(lost) x))
    ORDER BY r.url_key, r.slot FOR UPDATE OF r
  ) r;
  IF locked IS NOT NULL THEN
    WITH l AS (SELECT * FROM unnest(locked)),
    k AS (SELECT l.url_key, min(l.slot) AS slot FROM l GROUP BY 1),
    newest AS (
      SELECT k.url_key, k.slot, n.customer_id, n.id, n.detection_time FROM k
      LEFT JOIN LATERAL (
        SELECT r.customer_id, r.id, r.detection_time FROM url_newest_by_tenant r
        WHERE r.url_key = k.url_key ORDER BY r.detection_time DESC, r.id DESC LIMIT 1
      ) n ON true
    ), gone AS (
      DELETE FROM url_newest_overall r USING l JOIN newest n ON n.url_key = l.url_key
      WHERE r.url_key = l.url_key AND r.slot = l.slot AND (n.id IS NULL OR l.slot <> n.slot)
    )
    UPDATE url_newest_overall r SET customer_id = n.customer_id, id = n.id, detection_time = n.detection_time
    FROM newest n WHERE n.id IS NOT NULL AND r.url_key = n.url_key AND r.slot = n.slot;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION url_newest_events_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM url_newest_offer(array(
    SELECT ROW(n.customer_id, n.id, n.url, n.detection_time)::url_newest_event FROM new_rows n
    WHERE url_newest_counts(n.type, n.cleared, n.is_false_positive)));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only rows whose counted fields changed (screenshot jobs and the like update events too): the new
-- ones that count are offered, the old ones that counted are recomputed where they were a record's
-- event (after the offers, so a newer event offered leaves nothing to recompute).
CREATE FUNCTION url_newest_events_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  offered url_newest_event[];
  lost url_newest_event[];
BEGIN
  WITH changed AS (
    SELECT o.type AS old_type, o.url AS old_url, o.detection_time AS old_time, o.cleared AS old_cleared,
      o.is_false_positive AS old_false_positive, n.*
    FROM old_rows o JOIN new_rows n USING (customer_id, id)
    WHERE (o.type, o.url, o.detection_time, o.cleared, o.is_false_positive)
      IS DISTINCT FROM (n.type, n.url, n.detection_time, n.cleared, n.is_false_positive)
  )
  SELECT
    array_agg(ROW(c.customer_id, c.id, c.url, c.detection_time)::url_newest_event)
      FILTER (WHERE url_newest_counts(c.type, c.cleared, c.is_false_positive)),
    array_agg(ROW(c.customer_id, c.id, c.old_url, c.old_time)::url_newest_event)
      FILTER (WHERE url_newest_counts(c.old_type, c.old_cleared, c.old_false_positive))
  INTO offered, lost FROM changed c;
  IF offered IS NOT NULL THEN PERFORM url_newest_offer(offered); END IF;
  IF lost IS NOT NULL THEN PERFORM url_newest_recompute(lost); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Retention and organization deletes: the records whose event was deleted are recomputed (a deleted
-- organization's own records also go by cascade; its events leave the tenant's and overall records).
CREATE FUNCTION url_newest_events_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE lost url_newest_event[];
BEGIN
  SELECT array_agg(ROW(o.customer_id, o.id, o.url, o.detection_time)::url_newest_event) INTO lost
  FROM old_rows o WHERE url_newest_counts(o.type, o.cleared, o.is_false_positive);
  IF lost IS NOT NULL THEN PERFORM url_newest_recompute(lost); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER url_newest_events_inserted AFTER INSERT ON events REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION url_newest_events_inserted();
--> statement-breakpoint
CREATE TRIGGER url_newest_events_updated AFTER UPDATE ON events REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION url_newest_events_updated();
--> statement-breakpoint
CREATE TRIGGER url_newest_events_deleted AFTER DELETE ON events REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION url_newest_events_deleted();
--> statement-breakpoint
-- The tenant records hold each organization's events under its tenant: an organization that moved
-- would leave them wrong. Nothing moves one (no endpoint changes customers.tenant_id), so a move is
-- refused rather than handled.
CREATE FUNCTION customers_tenant_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.tenant_id IS DISTINCT FROM OLD.tenant_id THEN
    RAISE EXCEPTION 'an organization cannot move to another tenant (url_newest_by_tenant, decision 0061)';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER customers_tenant_fixed BEFORE UPDATE OF tenant_id ON customers
  FOR EACH ROW EXECUTE FUNCTION customers_tenant_fixed();
--> statement-breakpoint
-- The backfill: each organization's records from its events, each tenant's from its organizations'
-- records, the overall ones from the tenants'.
INSERT INTO url_newest_by_organization (customer_id, url_key, url, id, detection_time)
  SELECT DISTINCT ON (e.customer_id, md5(e.url)::uuid) e.customer_id, md5(e.url)::uuid, e.url, e.id, e.detection_time
  FROM events e WHERE url_newest_counts(e.type, e.cleared, e.is_false_positive)
  ORDER BY e.customer_id, md5(e.url)::uuid, e.detection_time DESC, e.id DESC;
--> statement-breakpoint
INSERT INTO url_newest_by_tenant (url_key, tenant_id, url, customer_id, id, detection_time)
  SELECT DISTINCT ON (r.url_key, c.tenant_id) r.url_key, c.tenant_id, r.url, r.customer_id, r.id, r.detection_time
  FROM url_newest_by_organization r JOIN customers c ON c.id = r.customer_id
  ORDER BY r.url_key, c.tenant_id, r.detection_time DESC, r.id DESC;
--> statement-breakpoint
INSERT INTO url_newest_overall (url_key, url, customer_id, id, detection_time)
  SELECT DISTINCT ON (r.url_key) r.url_key, r.url, r.customer_id, r.id, r.detection_time
  FROM url_newest_by_tenant r ORDER BY r.url_key, r.detection_time DESC, r.id DESC;
--> statement-breakpoint
ANALYZE "url_newest_by_organization";
--> statement-breakpoint
ANALYZE "url_newest_by_tenant";
--> statement-breakpoint
ANALYZE "url_newest_overall";
