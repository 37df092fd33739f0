import { canSeeConversation, type RoomStatus } from '@prosa/domain';
import { and, eq } from 'drizzle-orm';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import type { Db } from '../../../db/database.ts';
import { conversations } from '../../../db/schema/index.ts';
import { type LiveViewer, loadViewer } from './loadViewer.ts';

// The conversation and the member acting on it. One they may not see answers exactly like one that
// does not exist, so ids of other attendants' rooms reveal nothing.
export async function findVisibleConversation(db: Db, accountId: string, userId: string, id: string) {
  const viewer = await loadViewer(db, accountId, userId);
  const [conversation] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.accountId, accountId)));
  if (!viewer || !conversation || !isVisible(viewer, conversation))
    throw new CatalogueError('live.conversationNotFound');
  return { viewer, conversation };
}

export const isVisible = (
  viewer: LiveViewer,
  c: {
    attendantId: string | null;
    departmentId: string | null;
    status: string;
    participants: ReadonlyArray<{ id: string }>;
    attendants: ReadonlyArray<{ id: string }>;
  },
) =>
  canSeeConversation(viewer, {
    attendantId: c.attendantId,
    participantIds: c.participants.map((p) => p.id),
    attendantIds: c.attendants.map((a) => a.id),
    departmentId: c.departmentId,
    status: c.status as RoomStatus,
  });
