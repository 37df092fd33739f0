import type { FlowCursor } from '@prosa/flow-engine';
import type { AppServices } from '../../../app/services.ts';

// The cursor and, when they changed, what the bot collected, kept together after a turn in one
// statement (one round trip on every inbound message of a bot conversation). Written only over
// the cursor the turn read (`previous`; null: none yet), so of two turns racing on one
// conversation in different processes exactly one is stored. False: the other one won.
export async function storeFlowTurn(
  services: Pick<AppServices, 'database'>,
  input: {
    accountId: string;
    conversationId: string;
    previous: FlowCursor | null;
    cursor: FlowCursor;
    collected: Record<string, string> | null;
  },
): Promise<boolean> {
  const values: unknown[] = [input.conversationId, input.accountId, JSON.stringify(input.cursor)];
  const writeCursor = input.previous
    ? `update flow_cursors set cursor = $3::jsonb, updated_at = now()
       where conversation_id = $1 and account_id = $2 and cursor = $${values.push(JSON.stringify(input.previous))}::jsonb
       returning conversation_id`
    : `insert into flow_cursors (conversation_id, account_id, cursor) values ($1, $2, $3::jsonb)
       on conflict (conversation_id) do nothing returning conversation_id`;
  const writeCollected = input.collected
    ? `, stored_collected as (
         update conversations set collected = $${values.push(JSON.stringify(input.collected))}::jsonb
         where id = $1 and account_id = $2 and exists (select 1 from stored_cursor))`
    : '';
  const { rows } = await services.database.query<{ stored: number }>(
    `with stored_cursor as (${writeCursor})${writeCollected}
     select count(*)::int as stored from stored_cursor`,
    values,
  );
  return rows[0]?.stored === 1;
}
