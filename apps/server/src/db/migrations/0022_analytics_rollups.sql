CREATE TABLE "analytics_rollups" (
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
	"value_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_rollups_account_id_granularity_dimension_bucket_start_key_pk" PRIMARY KEY("account_id","granularity","dimension","bucket_start","key")
);
--> statement-breakpoint
CREATE TABLE "knowledge_answers" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"question_id" text,
	"is_answered" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_rollups" ADD CONSTRAINT "analytics_rollups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_answers" ADD CONSTRAINT "knowledge_answers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_answers_account_idx" ON "knowledge_answers" USING btree ("account_id","created_at");--> statement-breakpoint
-- What one conversation adds to the rollups: a row per granularity × dimension key, each carrying
-- the conversation's counters. `cur` is its flow cursor (null: none); `with_conversation` false
-- keeps only the flow rows (a turn changes nothing else). Day buckets start at the account's
-- local midnight; hour buckets are UTC hours (every Brazilian zone is a whole-hour offset).
-- PL/pgSQL rather than SQL: its statement's plan is cached per session (a SQL function taking a
-- row was planned again at every call, the most of a status change's cost).
CREATE FUNCTION analytics_rows(c conversations, cur jsonb, tz text, with_conversation boolean)
RETURNS TABLE (granularity text, bucket_start timestamptz, dimension text, key text, total int,
  finished int, abandoned int, transshipped int, attended int, satisfaction_count int,
  satisfaction_sum int, first_response_count int, first_response_ms bigint, handling_count int,
  handling_ms bigint, value_cents bigint)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  with dims(dimension, key) as (
    select d.dimension, d.key from (values
      ('all', ''),
      ('channel', c.channel),
      ('bot', c.bot_id),
      ('department', c.department_id),
      ('attendant', c.attendant_id),
      ('origin', c.origin),
      ('device', c.device),
      ('country', nullif(c.location->>'country', '')),
      ('state', nullif(c.location->>'state', '')),
      ('city', nullif(c.location->>'city', '')),
      ('satisfaction', c.satisfaction::text),
      ('status', c.status),
      ('transshipped', case when c.transshipment is not null and c.transshipment <> 'unrealized' then '1' else '0' end)
    ) as d(dimension, key)
    where with_conversation and d.key is not null
    union all
    select 'identifier', k from jsonb_object_keys(c.collected) k where with_conversation
    union all
    select 'flowVisit', c.bot_id || ':' || v
    from jsonb_object_keys(case when jsonb_typeof(cur->'visits') = 'object' then cur->'visits' else '{}'::jsonb end) v
    union all
    select 'flowStop', c.bot_id || ':' || (cur->>'line')
    where cur->>'status' = 'bot' and jsonb_typeof(cur->'line') = 'number'
  ), grains(granularity, bucket_start) as (
    values ('hour', date_trunc('hour', c.created_at)),
      ('day', date_trunc('day', c.created_at at time zone tz) at time zone tz)
  ), m as (
    select
      (c.status = 'finished')::int as finished,
      (c.status = 'abandoned')::int as abandoned,
      coalesce(c.transshipment <> 'unrealized', false)::int as transshipped,
      coalesce(c.transshipment = 'attended', false)::int as attended,
      (c.satisfaction is not null)::int as satisfaction_count,
      coalesce(c.satisfaction, 0) as satisfaction_sum,
      (floor(extract(epoch from c.responded_at - coalesce(c.queued_at, c.assigned_at)) * 1000))::bigint as fr,
      (floor(extract(epoch from c.finished_at - coalesce(c.assigned_at, c.queued_at)) * 1000))::bigint as ht
  )
  select g.granularity, g.bucket_start, d.dimension, d.key, 1, m.finished, m.abandoned, m.transshipped,
    m.attended, m.satisfaction_count, m.satisfaction_sum, (m.fr is not null)::int, greatest(coalesce(m.fr, 0), 0),
    (m.ht is not null)::int, greatest(coalesce(m.ht, 0), 0), coalesce(c.value_cents, 0)
  from grains g cross join dims d cross join m;
END;
$$;
--> statement-breakpoint
-- Adds `sign` × a conversation's rows to the rollups, netting the old and the new in one statement
-- (in key order, so concurrent writers lock rollup rows in the same order).
CREATE FUNCTION analytics_apply(old_c conversations, old_cur jsonb, new_c conversations, new_cur jsonb,
  with_conversation boolean)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  tz text;
  account text := coalesce(new_c.account_id, old_c.account_id);
BEGIN
  SELECT time_zone INTO tz FROM accounts WHERE id = account;
  -- The account is being deleted (its rollups go with it).
  IF tz IS NULL THEN RETURN; END IF;
  INSERT INTO analytics_rollups AS r (account_id, granularity, dimension, bucket_start, key, total, finished,
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
    OR sum(s * x.value_cents) <> 0
  ORDER BY x.granularity, x.dimension, x.bucket_start, x.key
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
CREATE FUNCTION analytics_conversation_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cur jsonb;
  empty conversations;
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- An erasure that keeps analytics as anonymous counts sets prosa.analytics_keep.
    IF current_setting('prosa.analytics_keep', true) = 'on' THEN RETURN OLD; END IF;
    SELECT f.cursor INTO cur FROM flow_cursors f WHERE f.conversation_id = OLD.id;
    PERFORM analytics_apply(OLD, cur, empty, cur, true);
    RETURN OLD;
  END IF;
  SELECT f.cursor INTO cur FROM flow_cursors f WHERE f.conversation_id = NEW.id;
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_apply(empty, cur, NEW, cur, true);
  ELSE
    PERFORM analytics_apply(OLD, cur, NEW, cur, true);
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER analytics_conversation_insert AFTER INSERT ON conversations
  FOR EACH ROW EXECUTE FUNCTION analytics_conversation_trigger();
--> statement-breakpoint
-- Only the columns the rollups read: a message (last_seq, last_message_at) fires nothing.
CREATE TRIGGER analytics_conversation_update AFTER UPDATE ON conversations
  FOR EACH ROW WHEN (
    OLD.account_id IS DISTINCT FROM NEW.account_id OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.channel IS DISTINCT FROM NEW.channel OR OLD.bot_id IS DISTINCT FROM NEW.bot_id
    OR OLD.department_id IS DISTINCT FROM NEW.department_id OR OLD.attendant_id IS DISTINCT FROM NEW.attendant_id
    OR OLD.origin IS DISTINCT FROM NEW.origin OR OLD.device IS DISTINCT FROM NEW.device
    OR OLD.location IS DISTINCT FROM NEW.location OR OLD.satisfaction IS DISTINCT FROM NEW.satisfaction
    OR OLD.status IS DISTINCT FROM NEW.status OR OLD.transshipment IS DISTINCT FROM NEW.transshipment
    OR OLD.collected IS DISTINCT FROM NEW.collected OR OLD.queued_at IS DISTINCT FROM NEW.queued_at
    OR OLD.assigned_at IS DISTINCT FROM NEW.assigned_at OR OLD.responded_at IS DISTINCT FROM NEW.responded_at
    OR OLD.finished_at IS DISTINCT FROM NEW.finished_at OR OLD.value_cents IS DISTINCT FROM NEW.value_cents
  ) EXECUTE FUNCTION analytics_conversation_trigger();
--> statement-breakpoint
-- Before the delete: its flow cursor is still there (the cascade removes it afterwards).
CREATE TRIGGER analytics_conversation_delete BEFORE DELETE ON conversations
  FOR EACH ROW EXECUTE FUNCTION analytics_conversation_trigger();
--> statement-breakpoint
CREATE FUNCTION analytics_cursor_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  c conversations;
  old_cur jsonb;
  new_cur jsonb;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_cur := OLD.cursor; END IF;
  IF TG_OP <> 'DELETE' THEN new_cur := NEW.cursor; END IF;
  SELECT * INTO c FROM conversations WHERE id = coalesce(NEW.conversation_id, OLD.conversation_id);
  -- Deleted with its conversation, whose trigger already took the cursor's rows away.
  IF c.id IS NULL THEN RETURN NULL; END IF;
  PERFORM analytics_apply(c, old_cur, c, new_cur, false);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER analytics_cursor_change AFTER INSERT OR DELETE ON flow_cursors
  FOR EACH ROW EXECUTE FUNCTION analytics_cursor_trigger();
--> statement-breakpoint
CREATE TRIGGER analytics_cursor_update AFTER UPDATE ON flow_cursors
  FOR EACH ROW WHEN (
    OLD.cursor->'visits' IS DISTINCT FROM NEW.cursor->'visits' OR OLD.cursor->'line' IS DISTINCT FROM NEW.cursor->'line'
    OR OLD.cursor->'status' IS DISTINCT FROM NEW.cursor->'status'
  ) EXECUTE FUNCTION analytics_cursor_trigger();
--> statement-breakpoint
-- A knowledge answer counts under `knowledge`, keyed by the question that answered ('' : none).
CREATE FUNCTION analytics_knowledge_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tz text;
  a knowledge_answers;
  s int := 1;
BEGIN
  IF TG_OP = 'DELETE' THEN a := OLD; s := -1; ELSE a := NEW; END IF;
  SELECT time_zone INTO tz FROM accounts WHERE id = a.account_id;
  IF tz IS NULL THEN RETURN NULL; END IF;
  INSERT INTO analytics_rollups AS r (account_id, granularity, dimension, bucket_start, key, total)
  SELECT a.account_id, g.granularity, 'knowledge', g.bucket_start,
    CASE WHEN a.is_answered THEN coalesce(a.question_id, '') ELSE '' END, s
  FROM (VALUES ('day', date_trunc('day', a.created_at at time zone tz) at time zone tz),
    ('hour', date_trunc('hour', a.created_at))) AS g(granularity, bucket_start)
  ORDER BY 1, 2
  ON CONFLICT (account_id, granularity, dimension, bucket_start, key) DO UPDATE SET total = r.total + excluded.total;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER analytics_knowledge_change AFTER INSERT OR DELETE ON knowledge_answers
  FOR EACH ROW EXECUTE FUNCTION analytics_knowledge_trigger();
--> statement-breakpoint
-- Recomputes an account's rollups from its raw rows (null: every account): the rebuild command,
-- and the repair after an account's time zone changes.
CREATE FUNCTION analytics_rebuild(p_account text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
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
--> statement-breakpoint
SELECT analytics_rebuild(NULL);
