import type { listFromConversationsInput, RecipientList } from '@prosa/contracts';
import { and, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../app/authentication.ts';
import type { Clock } from '../../app/Clock.ts';
import { contacts, conversations } from '../../db/schema/index.ts';
import { conversationListWhere, parseConversationQuery, viewerOf } from '../conversations/index.ts';
import { createListOfContacts } from './createListOfContacts.ts';

// A list of the contacts of the conversations a /conversations search finds: the same filters and
// view rule as the list on screen (conversationListWhere), each contact once.
export async function createListFromConversations(
  ctx: RequestContext,
  clock: Clock,
  input: z.output<typeof listFromConversationsInput>,
): Promise<RecipientList> {
  const { cursor: _cursor, limit: _limit, ...search } = input.query;
  const { where } = await conversationListWhere(
    ctx.db,
    await viewerOf(ctx),
    parseConversationQuery(search),
    clock.now(),
  );
  const found = sql`select ${conversations.contactId} from ${conversations} where ${and(where, isNotNull(conversations.contactId))}`;
  return createListOfContacts(
    ctx,
    { title: input.title, source: 'conversations' },
    sql`${contacts.id} in (${found})`,
  );
}
