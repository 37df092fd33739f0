import type { Database } from '../../apps/server/src/db/database.ts';

// Writes `count` conversations spread over the last `days` days into one account, in batches of
// SQL generate_series (40 attendants, 4 channels, 5 states × 60 cities, 20 identifiers, a third
// attended with their times, a fifth rated), with the rollup triggers off; the caller rebuilds.
export async function generateConversations(
  database: Pick<Database, 'query'>,
  target: { accountId: string; botId: string; count: number; days: number },
  onProgress: (written: number) => void,
) {
  await database.query('alter table conversations disable trigger analytics_conversation_insert');
  try {
    const batch = 20_000;
    for (let start = 0; start < target.count; start += batch) {
      const end = Math.min(target.count, start + batch);
      await database.query(
        `insert into conversations (id, account_id, bot_id, visitor_id, protocol, channel, status, transshipment,
           origin, attendant_id, satisfaction, location, collected, created_at, queued_at, assigned_at,
           responded_at, finished_at, archived_at, value_cents)
         select 'bench' || lpad(g::text, 19, '0'), $1, $2, 'v' || g, 'p' || g,
           (array['webchat', 'whatsapp', 'telegram', 'instagram'])[1 + g % 4],
           case when g % 10 < 8 then 'finished' else 'abandoned' end,
           case when g % 3 = 0 then 'attended' when g % 3 = 1 then 'unrealized' end,
           (array['customer', 'campaign'])[1 + g % 2],
           case when g % 3 = 0 then 'attendant-' || (g % 40) end,
           case when g % 5 = 0 then g % 6 end,
           jsonb_build_object('country', 'BR', 'state', (array['SP', 'RJ', 'MG', 'BA', 'RS'])[1 + g % 5],
             'city', 'City ' || (g % 60)),
           jsonb_build_object('email', 'x', 'identifier' || (g % 20), 'y'),
           t.at, t.at, t.at + interval '1 minute', t.at + (g % 300) * interval '1 second',
           t.at + (g % 3600) * interval '1 second', t.at + interval '2 hours', g % 10000
         from generate_series($3::int, $4::int) g,
           lateral (select now() - (g::bigint * 7919 % ($5::bigint * 86400)) * interval '1 second' as at) t`,
        [target.accountId, target.botId, start + 1, end, target.days],
      );
      onProgress(end);
    }
  } finally {
    await database.query('alter table conversations enable trigger analytics_conversation_insert');
  }
}
