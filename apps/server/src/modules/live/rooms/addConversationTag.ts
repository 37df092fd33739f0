import { and, eq } from 'drizzle-orm';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import { isUniqueViolation } from '../../../db/isUniqueViolation.ts';
import { conversationTags, tags } from '../../../db/schema/index.ts';
import { findVisibleConversation } from './findVisibleConversation.ts';
import type { LiveActor, LiveServices } from './LiveServices.ts';

// Tags a room with one of the account's tags; the primary key refuses the same tag twice, even
// when two members add it at once.
export async function addConversationTag(
  services: LiveServices,
  actor: LiveActor,
  id: string,
  tagId: string,
) {
  const { db } = services.database;
  await findVisibleConversation(db, actor.accountId, actor.userId, id);
  const [tag] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.id, tagId), eq(tags.accountId, actor.accountId)));
  if (!tag) throw new CatalogueError('live.tagNotFound');
  try {
    await db.insert(conversationTags).values({ conversationId: id, tagId, accountId: actor.accountId });
  } catch (error) {
    if (isUniqueViolation(error)) throw new CatalogueError('live.tagAlreadyAdded');
    throw error;
  }
  services.events.emit('conversation.changed', { accountId: actor.accountId, conversationId: id });
}
