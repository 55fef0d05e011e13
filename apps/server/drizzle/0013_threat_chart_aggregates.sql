CREATE TABLE "dashboard_threat_counts" (
	"customer_id" integer NOT NULL,
	"dimension" text NOT NULL,
	"span" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"value" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "dashboard_threat_counts_customer_id_dimension_span_period_start_value_pk" PRIMARY KEY("customer_id","dimension","span","period_start","value"),
	CONSTRAINT "dashboard_threat_counts_dimension_ck" CHECK (dimension in ('url', 'email')),
	CONSTRAINT "dashboard_threat_counts_span_ck" CHECK (span in ('day', 'week', 'month'))
);
--> statement-breakpoint
CREATE TABLE "dashboard_threat_periods" (
	"customer_id" integer NOT NULL,
	"span" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"verified" integer NOT NULL,
	"suspicious" integer NOT NULL,
	CONSTRAINT "dashboard_threat_periods_customer_id_span_period_start_pk" PRIMARY KEY("customer_id","span","period_start"),
	CONSTRAINT "dashboard_threat_periods_span_ck" CHECK (span in ('hour', 'week', 'month'))
);
--> statement-breakpoint
ALTER TABLE "dashboard_threat_counts" ADD CONSTRAINT "dashboard_threat_counts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_threat_periods" ADD CONSTRAINT "dashboard_threat_periods_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The threat charts' aggregates (decision 0056), kept like migration 0008's by statement triggers on
-- events, in the transaction of every write: ingestion, the event actions (verify, unverify, false
-- positive, clear move an event between verified and suspicious, or in or out), deletes. Each
-- trigger collects its signed chart events (+1 as an event starts to count, -1 as it stops) and
-- dashboard_charts_add sums them per key before one upsert per table, in key order (two writers of
-- one organization queue instead of deadlocking). Rows that fall to zero stay (the reads skip them).
CREATE FUNCTION dashboard_period(span text, at timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE
  AS $$ SELECT date_trunc(span, at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' $$;
--> statement-breakpoint
-- What the threat charts count: CHART_EVENT_TYPES (incident, Google Form password) of packages/contracts,
-- not false positive, not cleared. The equivalence test compares the charts with the statements that
-- filter the events themselves, so a change on one side alone fails it.
CREATE FUNCTION dashboard_chart_counts(e events) RETURNS boolean LANGUAGE sql IMMUTABLE
  AS $$ SELECT e.type IN (0, 4) AND NOT e.is_false_positive AND NOT e.cleared $$;
--> statement-breakpoint
CREATE TYPE dashboard_chart_delta AS (
  customer_id integer, detection_time timestamptz, triaged boolean, url text, email text, n integer
);
--> statement-breakpoint
CREATE FUNCTION dashboard_chart_signed(e events, n integer) RETURNS dashboard_chart_delta LANGUAGE sql IMMUTABLE
  AS $$ SELECT ROW(e.customer_id, e.detection_time, e.triaged_event, e.url, nullif(lower(e.email), ''), n)::dashboard_chart_delta $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_charts_add(deltas dashboard_chart_delta[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_threat_periods AS d (customer_id, span, period_start, verified, suspicious)
    SELECT x.customer_id, s.span, dashboard_period(s.span, x.detection_time),
      coalesce(sum(x.n) FILTER (WHERE x.triaged), 0), coalesce(sum(x.n) FILTER (WHERE NOT x.triaged), 0)
    FROM unnest(deltas) x CROSS JOIN (VALUES ('hour'), ('week'), ('month')) s(span)
    GROUP BY 1, 2, 3
    HAVING coalesce(sum(x.n) FILTER (WHERE x.triaged), 0) <> 0 OR coalesce(sum(x.n) FILTER (WHERE NOT x.triaged), 0) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (customer_id, span, period_start) DO UPDATE
      SET verified = d.verified + excluded.verified, suspicious = d.suspicious + excluded.suspicious;
  INSERT INTO dashboard_threat_counts AS d (customer_id, dimension, span, period_start, value, count)
    SELECT x.customer_id, k.dimension, s.span, dashboard_period(s.span, x.detection_time), k.value, sum(x.n)
    FROM unnest(deltas) x
    CROSS JOIN LATERAL (VALUES ('url', x.url), ('email', x.email)) k(dimension, value)
    CROSS JOIN (VALUES ('day'), ('week'), ('month')) s(span)
    WHERE k.value IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(x.n) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (customer_id, dimension, span, period_start, value) DO UPDATE SET count = d.count + excluded.count;
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_charts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE deltas dashboard_chart_delta[];
BEGIN
  deltas := ARRAY(SELECT dashboard_chart_signed(n, 1) FROM new_rows n WHERE dashboard_chart_counts(n));
  IF cardinality(deltas) > 0 THEN PERFORM dashboard_charts_add(deltas); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only rows whose counted fields changed (screenshot jobs and the like update events too).
CREATE FUNCTION dashboard_chart_changed(o events, n events) RETURNS boolean LANGUAGE sql IMMUTABLE
  AS $$ SELECT (o.type, o.url, o.email, o.detection_time, o.triaged_event, o.is_false_positive, o.cleared)
    IS DISTINCT FROM (n.type, n.url, n.email, n.detection_time, n.triaged_event, n.is_false_positive, n.cleared) $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_charts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE deltas dashboard_chart_delta[];
BEGIN
  deltas := ARRAY(
    SELECT dashboard_chart_signed(o, -1) FROM old_rows o JOIN new_rows n USING (customer_id, id)
    WHERE dashboard_chart_counts(o) AND dashboard_chart_changed(o, n)
    UNION ALL
    SELECT dashboard_chart_signed(n, 1) FROM old_rows o JOIN new_rows n USING (customer_id, id)
    WHERE dashboard_chart_counts(n) AND dashboard_chart_changed(o, n));
  IF cardinality(deltas) > 0 THEN PERFORM dashboard_charts_add(deltas); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Decrements of a deleted organization are skipped: its rows go with it by cascade, and an insert for
-- it would break the foreign key.
CREATE FUNCTION dashboard_charts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE deltas dashboard_chart_delta[];
BEGIN
  deltas := ARRAY(SELECT dashboard_chart_signed(o, -1) FROM old_rows o
    WHERE dashboard_chart_counts(o) AND EXISTS (SELECT 1 FROM customers c WHERE c.id = o.customer_id));
  IF cardinality(deltas) > 0 THEN PERFORM dashboard_charts_add(deltas); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_charts_inserted AFTER INSERT ON events REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_charts_inserted();
--> statement-breakpoint
CREATE TRIGGER dashboard_charts_updated AFTER UPDATE ON events REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_charts_updated();
--> statement-breakpoint
CREATE TRIGGER dashboard_charts_deleted AFTER DELETE ON events REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_charts_deleted();
--> statement-breakpoint
-- Backfill from what is already stored, one organization at a time (one array each).
SELECT dashboard_charts_add(ARRAY(SELECT dashboard_chart_signed(e, 1) FROM events e
  WHERE e.customer_id = c.id AND dashboard_chart_counts(e)))
FROM customers c;
