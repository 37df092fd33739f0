ALTER TABLE "analytics_deltas" ADD COLUMN "nps_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_deltas" ADD COLUMN "nps_promoters" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_deltas" ADD COLUMN "nps_detractors" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_rollups" ADD COLUMN "nps_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_rollups" ADD COLUMN "nps_promoters" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_rollups" ADD COLUMN "nps_detractors" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "nps" integer;--> statement-breakpoint
-- NPS (0–10, the survey's second question) joins the rollups as three counters: the answers, the
-- promoters (9–10) and the detractors (0–6); the score is (promoters − detractors) / answers.
-- analytics_rows returns more columns, so it is dropped and created again; the functions that read
-- it are replaced with the new counters, and the update trigger also fires on `nps`.
DROP FUNCTION analytics_rows(conversations, jsonb, text, boolean);
--> statement-breakpoint
CREATE FUNCTION analytics_rows(c conversations, cur jsonb, tz text, with_conversation boolean)
RETURNS TABLE (granularity text, bucket_start timestamptz, dimension text, key text, total int,
  finished int, abandoned int, transshipped int, attended int, satisfaction_count int,
  satisfaction_sum int, nps_count int, nps_promoters int, nps_detractors int, first_response_count int,
  first_response_ms bigint, handling_count int, handling_ms bigint, value_cents bigint)
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
      (c.nps is not null)::int as nps_count,
      coalesce(c.nps >= 9, false)::int as nps_promoters,
      coalesce(c.nps <= 6, false)::int as nps_detractors,
      (floor(extract(epoch from c.responded_at - coalesce(c.queued_at, c.assigned_at)) * 1000))::bigint as fr,
      (floor(extract(epoch from c.finished_at - coalesce(c.assigned_at, c.queued_at)) * 1000))::bigint as ht
  )
  select g.granularity, g.bucket_start, d.dimension, d.key, 1, m.finished, m.abandoned, m.transshipped,
    m.attended, m.satisfaction_count, m.satisfaction_sum, m.nps_count, m.nps_promoters, m.nps_detractors,
    (m.fr is not null)::int, greatest(coalesce(m.fr, 0), 0),
    (m.ht is not null)::int, greatest(coalesce(m.ht, 0), 0), coalesce(c.value_cents, 0)
  from grains g cross join dims d cross join m;
END;
$$;
--> statement-breakpoint
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
    abandoned, transshipped, attended, satisfaction_count, satisfaction_sum, nps_count, nps_promoters,
    nps_detractors, first_response_count, first_response_ms, handling_count, handling_ms, value_cents)
  SELECT account, x.granularity, x.dimension, x.bucket_start, x.key, sum(s * x.total), sum(s * x.finished),
    sum(s * x.abandoned), sum(s * x.transshipped), sum(s * x.attended), sum(s * x.satisfaction_count),
    sum(s * x.satisfaction_sum), sum(s * x.nps_count), sum(s * x.nps_promoters), sum(s * x.nps_detractors),
    sum(s * x.first_response_count), sum(s * x.first_response_ms),
    sum(s * x.handling_count), sum(s * x.handling_ms), sum(s * x.value_cents)
  FROM (
    SELECT 1 AS s, n.* FROM analytics_rows(new_c, new_cur, tz, with_conversation) n WHERE new_c.id IS NOT NULL
    UNION ALL
    SELECT -1 AS s, o.* FROM analytics_rows(old_c, old_cur, tz, with_conversation) o WHERE old_c.id IS NOT NULL
  ) x
  GROUP BY x.granularity, x.dimension, x.bucket_start, x.key
  HAVING sum(s * x.total) <> 0 OR sum(s * x.finished) <> 0 OR sum(s * x.abandoned) <> 0
    OR sum(s * x.transshipped) <> 0 OR sum(s * x.attended) <> 0 OR sum(s * x.satisfaction_count) <> 0
    OR sum(s * x.satisfaction_sum) <> 0 OR sum(s * x.nps_count) <> 0 OR sum(s * x.nps_promoters) <> 0
    OR sum(s * x.nps_detractors) <> 0 OR sum(s * x.first_response_count) <> 0
    OR sum(s * x.first_response_ms) <> 0 OR sum(s * x.handling_count) <> 0 OR sum(s * x.handling_ms) <> 0
    OR sum(s * x.value_cents) <> 0;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_flush(p_account text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    DELETE FROM analytics_deltas WHERE p_account IS NULL OR account_id = p_account RETURNING *
  )
  INSERT INTO analytics_rollups AS r (account_id, granularity, dimension, bucket_start, key, total, finished,
    abandoned, transshipped, attended, satisfaction_count, satisfaction_sum, nps_count, nps_promoters,
    nps_detractors, first_response_count, first_response_ms, handling_count, handling_ms, value_cents)
  SELECT account_id, granularity, dimension, bucket_start, key, sum(total), sum(finished), sum(abandoned),
    sum(transshipped), sum(attended), sum(satisfaction_count), sum(satisfaction_sum), sum(nps_count),
    sum(nps_promoters), sum(nps_detractors),
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
    nps_count = r.nps_count + excluded.nps_count,
    nps_promoters = r.nps_promoters + excluded.nps_promoters,
    nps_detractors = r.nps_detractors + excluded.nps_detractors,
    first_response_count = r.first_response_count + excluded.first_response_count,
    first_response_ms = r.first_response_ms + excluded.first_response_ms,
    handling_count = r.handling_count + excluded.handling_count,
    handling_ms = r.handling_ms + excluded.handling_ms, value_cents = r.value_cents + excluded.value_cents;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_rebuild(p_account text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM analytics_deltas WHERE p_account IS NULL OR account_id = p_account;
  DELETE FROM analytics_rollups WHERE p_account IS NULL OR account_id = p_account;
  INSERT INTO analytics_rollups (account_id, granularity, dimension, bucket_start, key, total, finished,
    abandoned, transshipped, attended, satisfaction_count, satisfaction_sum, nps_count, nps_promoters,
    nps_detractors, first_response_count, first_response_ms, handling_count, handling_ms, value_cents)
  SELECT c.account_id, x.granularity, x.dimension, x.bucket_start, x.key, sum(x.total), sum(x.finished),
    sum(x.abandoned), sum(x.transshipped), sum(x.attended), sum(x.satisfaction_count), sum(x.satisfaction_sum),
    sum(x.nps_count), sum(x.nps_promoters), sum(x.nps_detractors),
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
DROP TRIGGER analytics_conversation_update ON conversations;
--> statement-breakpoint
-- Only the columns the rollups read: a message (last_seq, last_message_at) fires nothing.
CREATE TRIGGER analytics_conversation_update AFTER UPDATE ON conversations
  FOR EACH ROW WHEN (
    OLD.account_id IS DISTINCT FROM NEW.account_id OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.channel IS DISTINCT FROM NEW.channel OR OLD.bot_id IS DISTINCT FROM NEW.bot_id
    OR OLD.department_id IS DISTINCT FROM NEW.department_id OR OLD.attendant_id IS DISTINCT FROM NEW.attendant_id
    OR OLD.origin IS DISTINCT FROM NEW.origin OR OLD.device IS DISTINCT FROM NEW.device
    OR OLD.location IS DISTINCT FROM NEW.location OR OLD.satisfaction IS DISTINCT FROM NEW.satisfaction
    OR OLD.nps IS DISTINCT FROM NEW.nps
    OR OLD.status IS DISTINCT FROM NEW.status OR OLD.transshipment IS DISTINCT FROM NEW.transshipment
    OR OLD.collected IS DISTINCT FROM NEW.collected OR OLD.queued_at IS DISTINCT FROM NEW.queued_at
    OR OLD.assigned_at IS DISTINCT FROM NEW.assigned_at OR OLD.responded_at IS DISTINCT FROM NEW.responded_at
    OR OLD.finished_at IS DISTINCT FROM NEW.finished_at OR OLD.value_cents IS DISTINCT FROM NEW.value_cents
  ) EXECUTE FUNCTION analytics_conversation_trigger();
