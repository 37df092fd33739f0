import type { FlowCursor } from '@prosa/flow-engine';
import type { AppServices } from '../../../app/services.ts';
import { hasPurchasedCreditsCondition } from '../../credits/index.ts';
import { currentMonth } from '../../dashboard/index.ts';

export interface FlowTurnConversation {
  id: string;
  accountId: string;
  botId: string;
  botName: string;
  contactId: string | null;
  channel: string;
  language: string;
  status: string;
  collected: Record<string, string>;
}

export interface FlowTurnState {
  conversation: FlowTurnConversation;
  // The bot's published version now (null: never published) and the conversation's cursor.
  publishedVersionId: string | null;
  cursor: FlowCursor | null;
  isBlocked: boolean;
  // The account's monthly franchise is used up and it has no purchased credits left (decisions.md,
  // limited state): both are the credits ledger's real figures.
  isLimited: boolean;
}

interface StateRow {
  id: string;
  account_id: string;
  bot_id: string;
  bot_name: string;
  contact_id: string | null;
  channel: string;
  language: string;
  status: string;
  collected: Record<string, string>;
  version_id: string | null;
  cursor: FlowCursor | null;
  is_blocked: boolean;
  is_limited: boolean;
}

// Everything a flow turn reads, in one statement: this runs for every inbound message of a bot
// conversation, and each round trip adds to the step's latency (docs/performance.md).
const stateStatement = `
  select c.id, c.account_id, c.bot_id, b.name as bot_name, c.contact_id, c.channel, c.language,
    c.status, c.collected, v.id as version_id, cur.cursor,
    coalesce(ns.status = 'blocked', false) as is_blocked,
    not ${hasPurchasedCreditsCondition('c.account_id', '$3')} and coalesce(u.used, 0) > (
      select coalesce(sum((franchise.value)::int), 0) from jsonb_each_text(a.franchises) franchise
    ) as is_limited
  from conversations c
  join bots b on b.id = c.bot_id
  join accounts a on a.id = c.account_id
  left join flows f on f.bot_id = c.bot_id
  left join flow_versions v on v.bot_id = f.bot_id and v.version = f.published_version
  left join flow_cursors cur on cur.conversation_id = c.id
  left join contact_number_statuses ns on ns.contact_id = c.contact_id and ns.channel = c.channel
  left join consumption u on u.account_id = c.account_id and u.month = $2
  where c.id = $1`;

export async function findFlowTurnState(
  services: Pick<AppServices, 'database' | 'clock'>,
  conversationId: string,
): Promise<FlowTurnState | null> {
  const now = services.clock.now();
  const month = currentMonth(now);
  const [row] = (
    await services.database.query<StateRow>(stateStatement, [conversationId, month, now.toISOString()], {
      prepare: true,
    })
  ).rows;
  if (!row) return null;
  return {
    conversation: {
      id: row.id,
      accountId: row.account_id,
      botId: row.bot_id,
      botName: row.bot_name,
      contactId: row.contact_id,
      channel: row.channel,
      language: row.language,
      status: row.status,
      collected: row.collected,
    },
    publishedVersionId: row.version_id,
    cursor: row.cursor,
    isBlocked: row.is_blocked,
    isLimited: row.is_limited,
  };
}
