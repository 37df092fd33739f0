CREATE TABLE "analytics_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" text NOT NULL,
	"granularity" text NOT NULL,
	"dimension" text NOT NULL,
	"bucket_start" timestamp with time zone NOT NULL,
	"key" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"finished" integer DEFAULT 0 NOT NULL,
	"abandoned" integer DEFAULT 0 NOT NULL,
	"transshipped" integer DEFAULT 0 NOT NULL,
	"attended" integer DEFAULT 0 NOT NULL,
	"satisfaction_count" integer DEFAULT 0 NOT NULL,
	"satisfaction_sum" integer DEFAULT 0 NOT NULL,
	"first_response_count" integer DEFAULT 0 NOT NULL,
	"first_response_ms" bigint DEFAULT 0 NOT NULL,
	"handling_count" integer DEFAULT 0 NOT NULL,
	"handling_ms" bigint DEFAULT 0 NOT NULL,
	"value_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_deltas" ADD CONSTRAINT "analytics_deltas_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_deltas_account_idx" ON "analytics_deltas" USING btree ("account_id");--> statement-breakpoint
-- The triggers append their differences instead of adding them to the rollups: a rollup row is
-- shared by every conversation of its hour (`all`, a status, a department...), and adding to it
-- in the writer's transaction made every write of an account wait for the others to commit.
CREATE OR REPLACE FUNCTION analytics_apply(old_c conversations, old_cur jsonb, new_c conversations, new_cur jsonb,
  with_conversation boolean)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  tz text;
  account text := coalesce(new_c.account_id, old_c.account_id);
BEGIN
  SELECT time_zone INTO tz FROM accounts WHERE id = account;
  -- The account is being deleted (its rollups go with it).
  IF tz IS NULL THEN RETURN; END IF;
  INSERT INTO analytics_deltas (account_id, granularity, dimension, bucket_start, key, total, finished,
    abandoned, transshipped, attended, satisfaction_count, satisfaction_sum, first_response_count,
    first_response_ms, handling_count, handling_ms, value_cents)
  SELECT account, x.granularity, x.dimension, x.bucket_start, x.key, sum(s * x.total), sum(s * x.finished),
    sum(s * x.abandoned), sum(s * x.transshipped), sum(s * x.attended), sum(s * x.satisfaction_count),
    sum(s * x.satisfaction_sum), sum(s * x.first_response_count), sum(s * x.first_response_ms),
    sum(s * x.handling_count), sum(s * x.handling_ms), sum(s * x.value_cents)
  FROM (
    SELECT 1 AS s, n.* FROM analytics_rows(new_c, new_cur, tz, with_conversation) n WHERE new_c.id IS NOT NULL
    UNION ALL
    SELECT -1 AS s, o.* FROM analytics_rows(old_c, old_cur, tz, with_conversation) o WHERE old_c.id IS NOT NULL
  ) x
  GROUP BY x.granularity, x.dimension, x.bucket_start, x.key
  HAVING sum(s * x.total) <> 0 OR sum(s * x.finished) <> 0 OR sum(s * x.abandoned) <> 0
    OR sum(s * x.transshipped) <> 0 OR sum(s * x.attended) <> 0 OR sum(s * x.satisfaction_count) <> 0
    OR sum(s * x.satisfaction_sum) <> 0 OR sum(s * x.first_response_count) <> 0
    OR sum(s * x.first_response_ms) <> 0 OR sum(s * x.handling_count) <> 0 OR sum(s * x.handling_ms) <> 0
    OR sum(s * x.value_cents) <> 0;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_knowledge_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tz text;
  a knowledge_answers;
  s int := 1;
BEGIN
  IF TG_OP = 'DELETE' THEN a := OLD; s := -1; ELSE a := NEW; END IF;
  SELECT time_zone INTO tz FROM accounts WHERE id = a.account_id;
  IF tz IS NULL THEN RETURN NULL; END IF;
  INSERT INTO analytics_deltas (account_id, granularity, dimension, bucket_start, key, total)
  SELECT a.account_id, g.granularity, 'knowledge', g.bucket_start,
    CASE WHEN a.is_answered THEN coalesce(a.question_id, '') ELSE '' END, s
  FROM (VALUES ('day', date_trunc('day', a.created_at at time zone tz) at time zone tz),
    ('hour', date_trunc('hour', a.created_at))) AS g(granularity, bucket_start);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Adds the recorded differences to the rollups (one account, or every one: null) and removes them,
-- in one statement: a flush running at the same time skips the rows this one took. Rollup rows
-- are written in key order, so two flushes never wait on each other in a cycle.
CREATE FUNCTION analytics_flush(p_account text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    DELETE FROM analytics_deltas WHERE p_account IS NULL OR account_id = p_account RETURNING *
  )
  INSERT INTO analytics_rollups AS r (account_id, granularity, dimension, bucket_start, key, total, finished,
    abandoned, transshipped, attended, satisfaction_count, satisfaction_sum, first_response_count,
    first_response_ms, handling_count, handling_ms, value_cents)
  SELECT account_id, granularity, dimension, bucket_start, key, sum(total), sum(finished), sum(abandoned),
    sum(transshipped), sum(attended), sum(satisfaction_count), sum(satisfaction_sum),
    sum(first_response_count), sum(first_response_ms), sum(handling_count), sum(handling_ms), sum(value_cents)
  FROM moved
  GROUP BY account_id, granularity, dimension, bucket_start, key
  ORDER BY account_id, granularity, dimension, bucket_start, key
  ON CONFLICT (account_id, granularity, dimension, bucket_start, key) DO UPDATE SET
    total = r.total + excluded.total, finished = r.finished + excluded.finished,
    abandoned = r.abandoned + excluded.abandoned, transshipped = r.transshipped + excluded.transshipped,
    attended = r.attended + excluded.attended,
    satisfaction_count = r.satisfaction_count + excluded.satisfaction_count,
    satisfaction_sum = r.satisfaction_sum + excluded.satisfaction_sum,
    first_response_count = r.first_response_count + excluded.first_response_count,
    first_response_ms = r.first_response_ms + excluded.first_response_ms,
    handling_count = r.handling_count + excluded.handling_count,
    handling_ms = r.handling_ms + excluded.handling_ms, value_cents = r.value_cents + excluded.value_cents;
END;
$$;
--> statement-breakpoint
-- A rebuild replaces the rollups and the differences not added yet, which it already counts.
CREATE OR REPLACE FUNCTION analytics_rebuild(p_account text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM analytics_deltas WHERE p_account IS NULL OR account_id = p_account;
  DELETE FROM analytics_rollups WHERE p_account IS NULL OR account_id = p_account;
  INSERT INTO analytics_rollups (account_id, granularity, dimension, bucket_start, key, total, finished,
    abandoned, transshipped, attended, satisfaction_count, satisfaction_sum, first_response_count,
    first_response_ms, handling_count, handling_ms, value_cents)
  SELECT c.account_id, x.granularity, x.dimension, x.bucket_start, x.key, sum(x.total), sum(x.finished),
    sum(x.abandoned), sum(x.transshipped), sum(x.attended), sum(x.satisfaction_count), sum(x.satisfaction_sum),
    sum(x.first_response_count), sum(x.first_response_ms), sum(x.handling_count), sum(x.handling_ms),
    sum(x.value_cents)
  FROM conversations c
  JOIN accounts a ON a.id = c.account_id
  LEFT JOIN flow_cursors f ON f.conversation_id = c.id
  CROSS JOIN LATERAL analytics_rows(c, f.cursor, a.time_zone, true) x
  WHERE p_account IS NULL OR c.account_id = p_account
  GROUP BY c.account_id, x.granularity, x.dimension, x.bucket_start, x.key;
  INSERT INTO analytics_rollups (account_id, granularity, dimension, bucket_start, key, total)
  SELECT k.account_id, g.granularity, 'knowledge', g.bucket_start,
    CASE WHEN k.is_answered THEN coalesce(k.question_id, '') ELSE '' END, count(*)
  FROM knowledge_answers k
  JOIN accounts a ON a.id = k.account_id
  CROSS JOIN LATERAL (VALUES ('day', date_trunc('day', k.created_at at time zone a.time_zone) at time zone a.time_zone),
    ('hour', date_trunc('hour', k.created_at))) AS g(granularity, bucket_start)
  WHERE p_account IS NULL OR k.account_id = p_account
  GROUP BY 1, 2, 3, 4, 5;
END;
$$;
