import type { FlowCursor } from '@prosa/flow-engine';
import type { AppServices } from '../../../app/services.ts';

// The cursor and, when they changed, what the bot collected, kept together after every turn in
// one statement (one round trip on every inbound message of a bot conversation).
export async function storeFlowTurn(
  services: Pick<AppServices, 'database'>,
  input: {
    accountId: string;
    conversationId: string;
    cursor: FlowCursor;
    collected: Record<string, string> | null;
  },
) {
  const values: unknown[] = [input.conversationId, input.accountId, JSON.stringify(input.cursor)];
  const upsertCursor = `insert into flow_cursors (conversation_id, account_id, cursor) values ($1, $2, $3::jsonb)
    on conflict (conversation_id) do update set cursor = excluded.cursor, updated_at = now()`;
  if (!input.collected) {
    await services.database.query(upsertCursor, values);
    return;
  }
  values.push(JSON.stringify(input.collected));
  await services.database.query(
    `with stored_cursor as (${upsertCursor})
     update conversations set collected = $4::jsonb where id = $1 and account_id = $2`,
    values,
  );
}
