import type { ConversationList, conversationListQuery } from '@prosa/contracts';
import { and, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import { conversations } from '../../../db/schema/index.ts';
import { conversationReachSql } from './conversationReachSql.ts';
import { hasParticipant } from './hasParticipant.ts';
import type { LiveActor, LiveServices } from './LiveServices.ts';
import { heldStatuses, openStatuses, queuedStatuses } from './liveStatusLists.ts';
import { loadViewer } from './loadViewer.ts';
import { readSummaries } from './readSummaries.ts';

const finishedWindowMs = 24 * 60 * 60 * 1000;

// The attendant's lists. inbox: what they hold and what they finished without archiving yet, and
// the open rooms they take part in, pinned first; queue: the queues of their departments (every department for administrators);
// all: every open room they may see; finished: the last day's finished and abandoned, archived or
// not. The view rule is applied here, in the query (conversationReachSql), never in the browser.
export async function listConversations(
  services: LiveServices,
  actor: LiveActor,
  query: z.output<typeof conversationListQuery>,
): Promise<ConversationList> {
  const { db } = services.database;
  const viewer = await loadViewer(db, actor.accountId, actor.userId);
  if (!viewer) throw new CatalogueError('generic.forbidden');
  const filters: Array<SQL | undefined> = [];
  if (query.box === 'inbox') {
    filters.push(
      or(
        and(
          eq(conversations.attendantId, actor.userId),
          or(
            inArray(conversations.status, heldStatuses),
            and(eq(conversations.status, 'finished'), isNull(conversations.archivedAt)),
          ),
        ),
        // Rooms they were added to, while attended: finishing them is the holder's business.
        and(hasParticipant(actor.userId), inArray(conversations.status, heldStatuses)),
      ),
    );
  } else if (query.box === 'queue') {
    filters.push(inArray(conversations.status, queuedStatuses));
    if (viewer.level > 12)
      filters.push(
        viewer.departmentIds.length > 0
          ? inArray(conversations.departmentId, viewer.departmentIds)
          : sql`false`,
      );
  } else if (query.box === 'all') {
    filters.push(inArray(conversations.status, openStatuses));
  } else {
    const since = new Date(services.clock.now().getTime() - finishedWindowMs);
    filters.push(
      inArray(conversations.status, ['finished', 'abandoned']),
      gt(sql`coalesce(${conversations.finishedAt}, ${conversations.lastMessageAt})`, since),
    );
  }
  if (query.box !== 'inbox' && query.attendantId)
    filters.push(eq(conversations.attendantId, query.attendantId));
  if (query.departmentId) filters.push(eq(conversations.departmentId, query.departmentId));
  filters.push(conversationReachSql(viewer));
  const rows = await readSummaries(db, actor.accountId, actor.userId, and(...filters), {
    // sortType: the sign is the direction, the magnitude the moment (11 last message, 12 start).
    newestFirst: query.sort < 0,
    byStart: Math.abs(query.sort) === 12,
    pinnedFirst: query.box === 'inbox',
  });
  return { items: rows.map((row) => row.summary) };
}
