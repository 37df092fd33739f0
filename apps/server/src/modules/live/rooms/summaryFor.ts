import type { ConversationSummary } from '@prosa/contracts';
import { eq } from 'drizzle-orm';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import type { Db } from '../../../db/database.ts';
import { conversations } from '../../../db/schema/index.ts';
import type { LiveActor } from './LiveServices.ts';
import { readSummaries } from './readSummaries.ts';

// The room as `actor` sees it in their lists (their own pin and mute), answered after an action.
export async function summaryFor(db: Db, actor: LiveActor, id: string): Promise<ConversationSummary> {
  const [row] = await readSummaries(db, actor.accountId, actor.userId, eq(conversations.id, id));
  if (!row) throw new CatalogueError('live.conversationNotFound');
  return row.summary;
}
