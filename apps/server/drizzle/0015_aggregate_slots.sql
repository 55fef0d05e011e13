-- The counters an ingested event adds to get a slot in their keys (decision 0058): events per
-- organization, day, type and triaged flag, a URL's visitors per day (migration 0008), and the threat
-- charts' periods and top lists (0013). A counter row stays locked by the transaction that changed it
-- until its commit is flushed to disk, so with one row per key every event of an organization waited
-- for the previous event's flush: one organization's events were stored one flush at a time, whatever
-- the number of connections. Each connection now adds to its own slot (dashboard_slot), so the pool's
-- connections commit side by side and share their flushes. Readers already sum over the keys they
-- read. Existing rows are slot 0.
ALTER TABLE "dashboard_event_days" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dashboard_url_days" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dashboard_threat_counts" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dashboard_threat_periods" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dashboard_event_days" DROP CONSTRAINT "dashboard_event_days_customer_id_day_type_triaged_pk";--> statement-breakpoint
ALTER TABLE "dashboard_url_days" DROP CONSTRAINT "dashboard_url_days_customer_id_day_url_pk";--> statement-breakpoint
ALTER TABLE "dashboard_threat_counts" DROP CONSTRAINT "dashboard_threat_counts_customer_id_dimension_span_period_start_value_pk";--> statement-breakpoint
ALTER TABLE "dashboard_threat_periods" DROP CONSTRAINT "dashboard_threat_periods_customer_id_span_period_start_pk";--> statement-breakpoint
ALTER TABLE "dashboard_event_days" ADD CONSTRAINT "dashboard_event_days_customer_id_day_type_triaged_slot_pk" PRIMARY KEY("customer_id","day","type","triaged","slot");--> statement-breakpoint
ALTER TABLE "dashboard_url_days" ADD CONSTRAINT "dashboard_url_days_customer_id_day_url_slot_pk" PRIMARY KEY("customer_id","day","url","slot");--> statement-breakpoint
ALTER TABLE "dashboard_threat_counts" ADD CONSTRAINT "dashboard_threat_counts_customer_id_dimension_span_period_start_value_slot_pk" PRIMARY KEY("customer_id","dimension","span","period_start","value","slot");--> statement-breakpoint
ALTER TABLE "dashboard_threat_periods" ADD CONSTRAINT "dashboard_threat_periods_customer_id_span_period_start_slot_pk" PRIMARY KEY("customer_id","span","period_start","slot");--> statement-breakpoint
-- A connection's slot: the one its pool gave it as it opened (baitwatch.counter_slot, set by
-- db/client.ts: no two open connections of a process share one), else its backend's process id
-- modulo 16 (PGlite, psql, other tools). A key has a row per slot that wrote it, and only where
-- writers met.
CREATE FUNCTION dashboard_slot() RETURNS smallint LANGUAGE sql STABLE AS $$
  SELECT coalesce(nullif(current_setting('baitwatch.counter_slot', true), '')::smallint, (pg_backend_pid() % 16)::smallint)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_events_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_event_days AS d (customer_id, day, type, triaged, slot, count)
    SELECT customer_id, dashboard_day(detection_time), type, triaged_event, dashboard_slot(), count(*)
    FROM new_rows WHERE NOT is_false_positive AND NOT cleared GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (customer_id, day, type, triaged, slot) DO UPDATE SET count = d.count + excluded.count;
  -- A new visit moves the pair's last day forward, never back.
  WITH pairs AS (
    SELECT customer_id, url, extension_user_id, max(dashboard_day(detection_time)) AS seen
    FROM new_rows
    WHERE NOT is_false_positive AND NOT cleared AND type IN (0, 3, 4, 5) AND extension_user_id IS NOT NULL
    GROUP BY 1, 2, 3
  ), moved AS (
    SELECT p.customer_id, p.url, p.extension_user_id, v.last_seen AS was, p.seen
    FROM pairs p LEFT JOIN dashboard_url_visitors v USING (customer_id, url, extension_user_id)
    WHERE v.last_seen IS NULL OR p.seen > v.last_seen
  ), deltas AS (
    SELECT customer_id, seen AS day, url, 1 AS n FROM moved
    UNION ALL SELECT customer_id, was, url, -1 FROM moved WHERE was IS NOT NULL
  ), days AS (
    INSERT INTO dashboard_url_days AS d (customer_id, day, url, slot, visitors)
    SELECT customer_id, day, url, dashboard_slot(), sum(n) FROM deltas GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (customer_id, day, url, slot) DO UPDATE SET visitors = d.visitors + excluded.visitors
  )
  INSERT INTO dashboard_url_visitors AS v (customer_id, url, extension_user_id, last_seen)
    SELECT customer_id, url, extension_user_id, seen FROM moved ORDER BY 1, 2, 3
    ON CONFLICT (customer_id, url, extension_user_id) DO UPDATE SET last_seen = excluded.last_seen;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_url_pairs_recount(touched jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH t AS (
    SELECT DISTINCT (p->>0)::int AS customer_id, p->>1 AS url, (p->>2)::bigint AS extension_user_id
    FROM jsonb_array_elements(touched) p
  ), now_seen AS (
    SELECT t.customer_id, t.url, t.extension_user_id, v.last_seen AS was,
      (SELECT max(dashboard_day(e.detection_time)) FROM events e
        WHERE e.customer_id = t.customer_id AND e.extension_user_id = t.extension_user_id AND e.url = t.url
          AND e.type IN (0, 3, 4, 5) AND NOT e.is_false_positive AND NOT e.cleared) AS seen
    FROM t LEFT JOIN dashboard_url_visitors v USING (customer_id, url, extension_user_id)
    WHERE EXISTS (SELECT 1 FROM customers c WHERE c.id = t.customer_id)
  ), moved AS (
    SELECT * FROM now_seen WHERE was IS DISTINCT FROM seen
  ), deltas AS (
    SELECT customer_id, seen AS day, url, 1 AS n FROM moved WHERE seen IS NOT NULL
    UNION ALL SELECT customer_id, was, url, -1 FROM moved WHERE was IS NOT NULL
  ), days AS (
    INSERT INTO dashboard_url_days AS d (customer_id, day, url, slot, visitors)
    SELECT customer_id, day, url, dashboard_slot(), sum(n) FROM deltas GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (customer_id, day, url, slot) DO UPDATE SET visitors = d.visitors + excluded.visitors
  ), gone AS (
    DELETE FROM dashboard_url_visitors v USING moved m
    WHERE m.seen IS NULL AND v.customer_id = m.customer_id AND v.url = m.url
      AND v.extension_user_id = m.extension_user_id
  )
  INSERT INTO dashboard_url_visitors AS v (customer_id, url, extension_user_id, last_seen)
    SELECT customer_id, url, extension_user_id, seen FROM moved WHERE seen IS NOT NULL ORDER BY 1, 2, 3
    ON CONFLICT (customer_id, url, extension_user_id) DO UPDATE SET last_seen = excluded.last_seen;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_events_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE touched jsonb;
BEGIN
  -- Only rows whose counted fields changed (screenshot jobs and the like update events too).
  WITH changed AS (
    SELECT o.customer_id, o.id FROM old_rows o JOIN new_rows n USING (customer_id, id)
    WHERE (o.type, o.url, o.extension_user_id, o.detection_time, o.triaged_event, o.is_false_positive, o.cleared)
      IS DISTINCT FROM (n.type, n.url, n.extension_user_id, n.detection_time, n.triaged_event, n.is_false_positive, n.cleared)
  ), deltas AS (
    SELECT o.customer_id, dashboard_day(o.detection_time) AS day, o.type, o.triaged_event AS triaged, -1 AS n
    FROM old_rows o JOIN changed c USING (customer_id, id) WHERE NOT o.is_false_positive AND NOT o.cleared
    UNION ALL
    SELECT n.customer_id, dashboard_day(n.detection_time), n.type, n.triaged_event, 1
    FROM new_rows n JOIN changed c USING (customer_id, id) WHERE NOT n.is_false_positive AND NOT n.cleared
  )
  INSERT INTO dashboard_event_days AS d (customer_id, day, type, triaged, slot, count)
    SELECT customer_id, day, type, triaged, dashboard_slot(), sum(n) FROM deltas GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (customer_id, day, type, triaged, slot) DO UPDATE SET count = d.count + excluded.count;
  SELECT jsonb_agg(jsonb_build_array(r.customer_id, r.url, r.extension_user_id)) INTO touched FROM (
    SELECT o.customer_id, o.url, o.extension_user_id FROM old_rows o JOIN new_rows n USING (customer_id, id)
    WHERE (o.type, o.url, o.extension_user_id, o.detection_time, o.is_false_positive, o.cleared)
      IS DISTINCT FROM (n.type, n.url, n.extension_user_id, n.detection_time, n.is_false_positive, n.cleared)
    UNION
    SELECT n.customer_id, n.url, n.extension_user_id FROM old_rows o JOIN new_rows n USING (customer_id, id)
    WHERE (o.type, o.url, o.extension_user_id, o.detection_time, o.is_false_positive, o.cleared)
      IS DISTINCT FROM (n.type, n.url, n.extension_user_id, n.detection_time, n.is_false_positive, n.cleared)
  ) r WHERE r.extension_user_id IS NOT NULL;
  IF touched IS NOT NULL THEN PERFORM dashboard_url_pairs_recount(touched); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A delete subtracts in its own slot (a negative count where the events were added in another); the
-- sum over the slots is the count. A deleted organization's are skipped: its counters go by cascade.
CREATE OR REPLACE FUNCTION dashboard_events_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE touched jsonb;
BEGIN
  INSERT INTO dashboard_event_days AS d (customer_id, day, type, triaged, slot, count)
    SELECT customer_id, dashboard_day(detection_time), type, triaged_event, dashboard_slot(), -count(*)
    FROM old_rows o
    WHERE NOT is_false_positive AND NOT cleared AND EXISTS (SELECT 1 FROM customers c WHERE c.id = o.customer_id)
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (customer_id, day, type, triaged, slot) DO UPDATE SET count = d.count + excluded.count;
  SELECT jsonb_agg(jsonb_build_array(customer_id, url, extension_user_id)) INTO touched FROM (
    SELECT DISTINCT customer_id, url, extension_user_id FROM old_rows
    WHERE extension_user_id IS NOT NULL AND type IN (0, 3, 4, 5) AND NOT is_false_positive AND NOT cleared
  ) r;
  IF touched IS NOT NULL THEN PERFORM dashboard_url_pairs_recount(touched); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_charts_add(deltas dashboard_chart_delta[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_threat_periods AS d (customer_id, span, period_start, slot, verified, suspicious)
    SELECT x.customer_id, s.span, dashboard_period(s.span, x.detection_time), dashboard_slot(),
      coalesce(sum(x.n) FILTER (WHERE x.triaged), 0), coalesce(sum(x.n) FILTER (WHERE NOT x.triaged), 0)
    FROM unnest(deltas) x CROSS JOIN (VALUES ('hour'), ('week'), ('month')) s(span)
    GROUP BY 1, 2, 3
    HAVING coalesce(sum(x.n) FILTER (WHERE x.triaged), 0) <> 0 OR coalesce(sum(x.n) FILTER (WHERE NOT x.triaged), 0) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (customer_id, span, period_start, slot) DO UPDATE
      SET verified = d.verified + excluded.verified, suspicious = d.suspicious + excluded.suspicious;
  INSERT INTO dashboard_threat_counts AS d (customer_id, dimension, span, period_start, value, slot, count)
    SELECT x.customer_id, k.dimension, s.span, dashboard_period(s.span, x.detection_time), k.value, dashboard_slot(), sum(x.n)
    FROM unnest(deltas) x
    CROSS JOIN LATERAL (VALUES ('url', x.url), ('email', x.email)) k(dimension, value)
    CROSS JOIN (VALUES ('day'), ('week'), ('month')) s(span)
    WHERE k.value IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(x.n) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (customer_id, dimension, span, period_start, value, slot) DO UPDATE SET count = d.count + excluded.count;
END $$;
