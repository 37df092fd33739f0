import { type ConversationViewer, conversationReachOf, notLiveStatuses } from '@prosa/domain';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { conversations } from '../../../db/schema/index.ts';
import { hasParticipant } from './hasParticipant.ts';

// The view rule as SQL: the conversations the viewer may see, read clause by clause from the same
// reach as canSeeConversation (conversationReachOf), so a list never shows what opening the
// conversation would refuse, nor hides what it would show. rooms.int.test.ts holds the two to the
// same answer on every kind of conversation.
export function conversationReachSql(viewer: ConversationViewer): SQL | undefined {
  const reach = conversationReachOf(viewer);
  if (reach.everything) return undefined;
  const clauses: Array<SQL | undefined> = [
    eq(conversations.attendantId, viewer.userId),
    hasParticipant(viewer.userId),
  ];
  if (reach.notLive) clauses.push(inArray(conversations.status, [...notLiveStatuses]));
  if (reach.unassigned) clauses.push(isNull(conversations.attendantId));
  if (reach.neverAttended)
    clauses.push(
      and(isNull(conversations.attendantId), sql`jsonb_array_length(${conversations.attendants}) = 0`),
    );
  if (reach.departmentIds.length > 0)
    clauses.push(inArray(conversations.departmentId, [...reach.departmentIds]));
  return or(...clauses);
}
