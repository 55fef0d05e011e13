CREATE TABLE "dashboard_event_days" (
	"customer_id" integer NOT NULL,
	"day" date NOT NULL,
	"type" smallint NOT NULL,
	"triaged" boolean NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "dashboard_event_days_customer_id_day_type_triaged_pk" PRIMARY KEY("customer_id","day","type","triaged")
);
--> statement-breakpoint
CREATE TABLE "dashboard_fleet_counts" (
	"customer_id" integer NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"users" integer NOT NULL,
	CONSTRAINT "dashboard_fleet_counts_customer_id_dimension_value_pk" PRIMARY KEY("customer_id","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "dashboard_url_days" (
	"customer_id" integer NOT NULL,
	"day" date NOT NULL,
	"url" text NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "dashboard_url_days_customer_id_day_url_pk" PRIMARY KEY("customer_id","day","url")
);
--> statement-breakpoint
CREATE TABLE "dashboard_url_visitors" (
	"customer_id" integer NOT NULL,
	"url" text NOT NULL,
	"extension_user_id" bigint NOT NULL,
	"last_seen" date NOT NULL,
	CONSTRAINT "dashboard_url_visitors_customer_id_url_extension_user_id_pk" PRIMARY KEY("customer_id","url","extension_user_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_user_days" (
	"customer_id" integer NOT NULL,
	"day" date NOT NULL,
	"registered" integer DEFAULT 0 NOT NULL,
	"last_seen" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_user_days_customer_id_day_pk" PRIMARY KEY("customer_id","day")
);
--> statement-breakpoint
ALTER TABLE "dashboard_event_days" ADD CONSTRAINT "dashboard_event_days_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_fleet_counts" ADD CONSTRAINT "dashboard_fleet_counts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_url_days" ADD CONSTRAINT "dashboard_url_days_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_url_visitors" ADD CONSTRAINT "dashboard_url_visitors_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_user_days" ADD CONSTRAINT "dashboard_user_days_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The dashboard aggregates are kept by statement triggers (decision 0044): every writer of events,
-- extension_users and browser_details (ingestion, registration, heartbeats, event actions, the demo,
-- deletes) updates them in its own transaction. Deltas are summed per key before one upsert, since an
-- upsert may touch a row once per statement; the rows go in key order, so two
-- writers of one organization queue on its rows instead of deadlocking. Decrements of a deleted organization's rows are skipped
-- (its aggregates go with it by cascade).
CREATE FUNCTION dashboard_day(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$ SELECT (at AT TIME ZONE 'UTC')::date $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_device(os text) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT CASE WHEN os IN ('Android', 'iOS') THEN 'Mobile' ELSE 'Desktop' END $$;
--> statement-breakpoint
-- Events counted by the cards: not false positive, not cleared. Threat types for the URL card: incident,
-- reported phish, Google Form password, verified (the feed's default types).
CREATE FUNCTION dashboard_events_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_event_days AS d (customer_id, day, type, triaged, count)
    SELECT customer_id, dashboard_day(detection_time), type, triaged_event, count(*)
    FROM new_rows WHERE NOT is_false_positive AND NOT cleared GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (customer_id, day, type, triaged) DO UPDATE SET count = d.count + excluded.count;
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
    INSERT INTO dashboard_url_days AS d (customer_id, day, url, visitors)
    SELECT customer_id, day, url, sum(n) FROM deltas GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (customer_id, day, url) DO UPDATE SET visitors = d.visitors + excluded.visitors
  )
  INSERT INTO dashboard_url_visitors AS v (customer_id, url, extension_user_id, last_seen)
    SELECT customer_id, url, extension_user_id, seen FROM moved ORDER BY 1, 2, 3
    ON CONFLICT (customer_id, url, extension_user_id) DO UPDATE SET last_seen = excluded.last_seen;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The pairs an update or delete touched: their last day is read again from the events that still count
-- (one probe of events_user_idx per pair).
CREATE FUNCTION dashboard_url_pairs_recount(touched jsonb) RETURNS void LANGUAGE plpgsql AS $$
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
    INSERT INTO dashboard_url_days AS d (customer_id, day, url, visitors)
    SELECT customer_id, day, url, sum(n) FROM deltas GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (customer_id, day, url) DO UPDATE SET visitors = d.visitors + excluded.visitors
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
CREATE FUNCTION dashboard_events_updated() RETURNS trigger LANGUAGE plpgsql AS $$
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
  INSERT INTO dashboard_event_days AS d (customer_id, day, type, triaged, count)
    SELECT customer_id, day, type, triaged, sum(n) FROM deltas GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (customer_id, day, type, triaged) DO UPDATE SET count = d.count + excluded.count;
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
CREATE FUNCTION dashboard_events_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE touched jsonb;
BEGIN
  UPDATE dashboard_event_days d SET count = d.count - x.n
  FROM (
    SELECT customer_id, dashboard_day(detection_time) AS day, type, triaged_event AS triaged, count(*) AS n
    FROM old_rows WHERE NOT is_false_positive AND NOT cleared GROUP BY 1, 2, 3, 4
  ) x
  WHERE d.customer_id = x.customer_id AND d.day = x.day AND d.type = x.type AND d.triaged = x.triaged;
  SELECT jsonb_agg(jsonb_build_array(customer_id, url, extension_user_id)) INTO touched FROM (
    SELECT DISTINCT customer_id, url, extension_user_id FROM old_rows
    WHERE extension_user_id IS NOT NULL AND type IN (0, 3, 4, 5) AND NOT is_false_positive AND NOT cleared
  ) r;
  IF touched IS NOT NULL THEN PERFORM dashboard_url_pairs_recount(touched); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_events_inserted AFTER INSERT ON events REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_events_inserted();
--> statement-breakpoint
CREATE TRIGGER dashboard_events_updated AFTER UPDATE ON events REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_events_updated();
--> statement-breakpoint
CREATE TRIGGER dashboard_events_deleted AFTER DELETE ON events REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_events_deleted();
--> statement-breakpoint
-- Extension users: registered on their created day, counted as seen on their last_seen_at day.
CREATE FUNCTION dashboard_user_days_add(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO dashboard_user_days AS d (customer_id, day, registered, last_seen)
    SELECT (x->>0)::int, (x->>1)::date, sum((x->>2)::int), sum((x->>3)::int)
    FROM jsonb_array_elements(deltas) x
    WHERE EXISTS (SELECT 1 FROM customers c WHERE c.id = (x->>0)::int)
    GROUP BY 1, 2 HAVING sum((x->>2)::int) <> 0 OR sum((x->>3)::int) <> 0 ORDER BY 1, 2
    ON CONFLICT (customer_id, day) DO UPDATE
      SET registered = d.registered + excluded.registered, last_seen = d.last_seen + excluded.last_seen
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_users_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_user_days AS d (customer_id, day, registered, last_seen)
    SELECT customer_id, day, sum(reg), sum(seen) FROM (
      SELECT customer_id, dashboard_day(created) AS day, 1 AS reg, 0 AS seen FROM new_rows
      UNION ALL SELECT customer_id, dashboard_day(last_seen_at), 0, 1 FROM new_rows WHERE last_seen_at IS NOT NULL
    ) x GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (customer_id, day) DO UPDATE
      SET registered = d.registered + excluded.registered, last_seen = d.last_seen + excluded.last_seen;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_users_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE deltas jsonb;
BEGIN
  -- A heartbeat on the day already counted changes nothing.
  SELECT jsonb_agg(jsonb_build_array(customer_id, day, reg, seen)) INTO deltas FROM (
    SELECT o.customer_id, dashboard_day(o.created) AS day, -1 AS reg, 0 AS seen
      FROM old_rows o JOIN new_rows n USING (customer_id, id) WHERE dashboard_day(o.created) <> dashboard_day(n.created)
    UNION ALL SELECT n.customer_id, dashboard_day(n.created), 1, 0
      FROM old_rows o JOIN new_rows n USING (customer_id, id) WHERE dashboard_day(o.created) <> dashboard_day(n.created)
    UNION ALL SELECT o.customer_id, dashboard_day(o.last_seen_at), 0, -1
      FROM old_rows o JOIN new_rows n USING (customer_id, id)
      WHERE o.last_seen_at IS NOT NULL AND dashboard_day(o.last_seen_at) IS DISTINCT FROM dashboard_day(n.last_seen_at)
    UNION ALL SELECT n.customer_id, dashboard_day(n.last_seen_at), 0, 1
      FROM old_rows o JOIN new_rows n USING (customer_id, id)
      WHERE n.last_seen_at IS NOT NULL AND dashboard_day(o.last_seen_at) IS DISTINCT FROM dashboard_day(n.last_seen_at)
  ) x;
  IF deltas IS NOT NULL THEN PERFORM dashboard_user_days_add(deltas); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_users_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE deltas jsonb;
BEGIN
  SELECT jsonb_agg(jsonb_build_array(customer_id, day, reg, seen)) INTO deltas FROM (
    SELECT customer_id, dashboard_day(created) AS day, -1 AS reg, 0 AS seen FROM old_rows
    UNION ALL SELECT customer_id, dashboard_day(last_seen_at), 0, -1 FROM old_rows WHERE last_seen_at IS NOT NULL
  ) x;
  IF deltas IS NOT NULL THEN PERFORM dashboard_user_days_add(deltas); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_users_inserted AFTER INSERT ON extension_users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_users_inserted();
--> statement-breakpoint
CREATE TRIGGER dashboard_users_updated AFTER UPDATE ON extension_users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_users_updated();
--> statement-breakpoint
CREATE TRIGGER dashboard_users_deleted AFTER DELETE ON extension_users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_users_deleted();
--> statement-breakpoint
-- The fleet: a user counts under the browser and OS of their latest browser_details row. A new latest row
-- moves the user from the previous row's values (rows of earlier statements, found by id) to its own.
CREATE FUNCTION dashboard_browsers_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH firsts AS (
    SELECT customer_id, extension_user_id, min(id) AS first_id FROM new_rows GROUP BY 1, 2
  ), latest_new AS (
    SELECT DISTINCT ON (customer_id, extension_user_id) customer_id, extension_user_id, id, os, browser, created
    FROM new_rows ORDER BY customer_id, extension_user_id, created DESC, id DESC
  ), before AS (
    SELECT n.*, p.os AS was_os, p.browser AS was_browser, p.created AS was_created, p.id AS was_id
    FROM latest_new n JOIN firsts f USING (customer_id, extension_user_id)
    LEFT JOIN LATERAL (
      SELECT b.os, b.browser, b.created, b.id FROM browser_details b
      WHERE b.customer_id = n.customer_id AND b.extension_user_id = n.extension_user_id AND b.id < f.first_id
      ORDER BY b.created DESC, b.id DESC LIMIT 1
    ) p ON true
  ), changed AS (
    SELECT * FROM before WHERE was_id IS NULL OR (created, id) > (was_created, was_id)
  ), deltas AS (
    SELECT customer_id, 'browser' AS dimension, browser AS value, 1 AS n FROM changed
    UNION ALL SELECT customer_id, 'os', os, 1 FROM changed
    UNION ALL SELECT customer_id, 'device', dashboard_device(os), 1 FROM changed
    UNION ALL SELECT customer_id, 'browser', was_browser, -1 FROM changed WHERE was_id IS NOT NULL
    UNION ALL SELECT customer_id, 'os', was_os, -1 FROM changed WHERE was_id IS NOT NULL
    UNION ALL SELECT customer_id, 'device', dashboard_device(was_os), -1 FROM changed WHERE was_id IS NOT NULL
  )
  INSERT INTO dashboard_fleet_counts AS f (customer_id, dimension, value, users)
    SELECT customer_id, dimension, value, sum(n) FROM deltas GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (customer_id, dimension, value) DO UPDATE SET users = f.users + excluded.users;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_browsers_inserted AFTER INSERT ON browser_details REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_browsers_inserted();
--> statement-breakpoint
-- Backfill from what is already stored.
INSERT INTO dashboard_event_days (customer_id, day, type, triaged, count)
  SELECT customer_id, dashboard_day(detection_time), type, triaged_event, count(*)
  FROM events WHERE NOT is_false_positive AND NOT cleared GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO dashboard_url_visitors (customer_id, url, extension_user_id, last_seen)
  SELECT customer_id, url, extension_user_id, max(dashboard_day(detection_time)) FROM events
  WHERE NOT is_false_positive AND NOT cleared AND type IN (0, 3, 4, 5) AND extension_user_id IS NOT NULL
  GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO dashboard_url_days (customer_id, day, url, visitors)
  SELECT customer_id, last_seen, url, count(*) FROM dashboard_url_visitors GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO dashboard_user_days (customer_id, day, registered, last_seen)
  SELECT customer_id, day, sum(reg), sum(seen) FROM (
    SELECT customer_id, dashboard_day(created) AS day, 1 AS reg, 0 AS seen FROM extension_users
    UNION ALL SELECT customer_id, dashboard_day(last_seen_at), 0, 1 FROM extension_users WHERE last_seen_at IS NOT NULL
  ) x GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO dashboard_fleet_counts (customer_id, dimension, value, users)
  SELECT customer_id, dimension, value, count(*) FROM (
    SELECT DISTINCT ON (customer_id, extension_user_id) customer_id, os, browser FROM browser_details
    ORDER BY customer_id, extension_user_id, created DESC, id DESC
  ) latest
  CROSS JOIN LATERAL (VALUES ('browser', latest.browser), ('os', latest.os), ('device', dashboard_device(latest.os))) v(dimension, value)
  GROUP BY 1, 2, 3;
