-- The dashboards' rollups (request_day_counts, revenue_day_totals) kept by the database itself,
-- in the writer's transaction: every writer (API, seeds, bulk loads, a hand-typed UPDATE) is
-- covered. Statement-level triggers see all rows a statement changed at once (transition tables),
-- add them up per rollup key and upsert each key once, in key order so concurrent writers lock
-- rollup rows in the same order. PostgreSQL allows transition tables only on a trigger of one
-- event, so each table has one trigger per event (create_rollup_triggers makes them), all
-- calling the table's roll-up function.

-- The India date (UTC+05:30, no DST) of a moment, without relying on the server's time-zone data.
CREATE FUNCTION india_date(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT ((at AT TIME ZONE 'UTC') + interval '330 minutes')::date $$;
--> statement-breakpoint

-- The rows a statement changed as a query: `columns` of the new rows counted +1 and of the old
-- rows -1, from whichever transition tables the event has (new_rows, old_rows).
CREATE FUNCTION changed_rows_query(operation text, columns text) RETURNS text LANGUAGE sql IMMUTABLE
AS $$
  SELECT concat_ws(' UNION ALL ',
    CASE WHEN operation <> 'DELETE' THEN format('SELECT %s, 1 AS delta FROM new_rows', columns) END,
    CASE WHEN operation <> 'INSERT' THEN format('SELECT %s, -1 AS delta FROM old_rows', columns) END)
$$;
--> statement-breakpoint

-- Keys whose changes cancel out (an edit of another column) are not written, so such edits never
-- wait on a rollup row.
CREATE FUNCTION roll_up_request_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($query$
    INSERT INTO request_day_counts AS rollup (day, workshop_id, society_key, status, count)
    SELECT india_date(scheduled_at), workshop_id, coalesce(society_id, 0), status, sum(delta)
    FROM (%s) AS changed
    GROUP BY 1, 2, 3, 4
    HAVING sum(delta) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (day, workshop_id, society_key, status) DO UPDATE SET count = rollup.count + excluded.count
  $query$, changed_rows_query(TG_OP, 'scheduled_at, workshop_id, society_id, status'));
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- Revenue as the dashboards define it: successful payments minus successful refunds (payouts are
-- money out to workshops, not revenue).
CREATE FUNCTION roll_up_revenue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($query$
    INSERT INTO revenue_day_totals AS rollup (day, workshop_id, paise)
    SELECT india_date(created_at), workshop_id, sum(delta * signed_paise)
    FROM (%s) AS changed
    WHERE counted
    GROUP BY 1, 2
    HAVING sum(delta * signed_paise) <> 0
    ORDER BY 1, 2
    ON CONFLICT (day, workshop_id) DO UPDATE SET paise = rollup.paise + excluded.paise
  $query$, changed_rows_query(TG_OP,
    $columns$created_at, workshop_id, kind IN ('payment', 'refund') AND status = 'success' AS counted,
      CASE kind WHEN 'payment' THEN amount_paise ELSE -amount_paise END AS signed_paise$columns$));
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- TRUNCATE fires no row events: the rollup named by the trigger's argument is emptied with its table.
CREATE FUNCTION clear_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DELETE FROM %I', TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Every rolled-up table gets the same four triggers, named <table>_rollup_<event>: insert, update
-- and delete with the transition tables their event has, and truncate emptying `rollup`.
CREATE FUNCTION create_rollup_triggers(source regclass, roll_up text, rollup text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  transitions constant jsonb := '{"INSERT": "NEW TABLE AS new_rows", "UPDATE": "NEW TABLE AS new_rows OLD TABLE AS old_rows", "DELETE": "OLD TABLE AS old_rows"}';
  event text;
BEGIN
  FOR event IN SELECT jsonb_object_keys(transitions) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER %s ON %s REFERENCING %s FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      source::text || '_rollup_' || lower(event), event, source, transitions ->> event, roll_up);
  END LOOP;
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION clear_rollup(%L)',
    source::text || '_rollup_truncate', source, rollup);
END
$$;
--> statement-breakpoint
SELECT create_rollup_triggers('service_requests', 'roll_up_request_counts', 'request_day_counts');
--> statement-breakpoint
SELECT create_rollup_triggers('transactions', 'roll_up_revenue', 'revenue_day_totals');
--> statement-breakpoint

-- Existing rows, counted once (the triggers above already hold the tables' write locks).
INSERT INTO request_day_counts (day, workshop_id, society_key, status, count)
SELECT india_date(scheduled_at), workshop_id, coalesce(society_id, 0), status, count(*)
FROM service_requests
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO revenue_day_totals (day, workshop_id, paise)
SELECT india_date(created_at), workshop_id, sum(CASE kind WHEN 'payment' THEN amount_paise ELSE -amount_paise END)
FROM transactions
WHERE kind IN ('payment', 'refund') AND status = 'success'
GROUP BY 1, 2;
