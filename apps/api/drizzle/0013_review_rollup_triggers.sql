-- workshop_review_totals kept like the rollups of 0011: statement-level triggers add up the
-- changed reviews per workshop and status and upsert each key once, in key order.

-- A change that moves no review between keys and no rating (a reply) is not written.
CREATE FUNCTION roll_up_reviews() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($query$
    INSERT INTO workshop_review_totals AS rollup (workshop_id, status, count, rating_sum)
    SELECT workshop_id, status, sum(delta), sum(delta * rating)
    FROM (%s) AS changed
    GROUP BY 1, 2
    HAVING sum(delta) <> 0 OR sum(delta * rating) <> 0
    ORDER BY 1, 2
    ON CONFLICT (workshop_id, status) DO UPDATE SET count = rollup.count + excluded.count, rating_sum = rollup.rating_sum + excluded.rating_sum
  $query$, changed_rows_query(TG_OP, 'workshop_id, status, rating'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
SELECT create_rollup_triggers('reviews', 'roll_up_reviews', 'workshop_review_totals');
--> statement-breakpoint

-- Existing reviews, counted once (the triggers above already hold the table's write lock).
INSERT INTO workshop_review_totals (workshop_id, status, count, rating_sum)
SELECT workshop_id, status, count(*), sum(rating)
FROM reviews
GROUP BY 1, 2;
