import type { ConversationFull } from '@prosa/contracts';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import {
  bots,
  contacts,
  conversations,
  conversationTags,
  departments,
  messages,
  tags,
} from '../../db/schema/index.ts';
import { conversationReachSql, type LiveViewer, toLiveMessage } from '../live/index.ts';
import { listConversationComments } from './listConversationComments.ts';
import { isFinishedStatus, viewerOf } from './listConversationHistory.ts';
import { listConversationSteps } from './listConversationSteps.ts';

// The whole transcript is read, up to this many messages (a longer one shows its first ones).
const transcriptLimit = 10_000;
const otherConversationsLimit = 20;

// One conversation the caller may see (the live chat's view rule, in SQL): one they may not see
// answers exactly like one that does not exist.
export async function findReachableConversation(ctx: RequestContext, viewer: LiveViewer, id: string) {
  const [row] = await ctx.db
    .select({ conversation: conversations, botName: bots.name, departmentName: departments.name })
    .from(conversations)
    .innerJoin(bots, eq(bots.id, conversations.botId))
    .leftJoin(departments, eq(departments.id, conversations.departmentId))
    .where(
      and(eq(conversations.id, id), eq(conversations.accountId, ctx.accountId), conversationReachSql(viewer)),
    );
  if (!row) throw new CatalogueError('conversations.notFound');
  return row;
}

export async function readConversationRecord(ctx: RequestContext, id: string): Promise<ConversationFull> {
  const viewer = await viewerOf(ctx);
  const { conversation: c, botName, departmentName } = await findReachableConversation(ctx, viewer, id);
  const [transcript, tagRows, contactRows, others, comments, steps] = await Promise.all([
    ctx.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, c.id))
      .orderBy(asc(messages.seq))
      .limit(transcriptLimit),
    ctx.db
      .select({ id: tags.id, title: tags.title, color: tags.color })
      .from(conversationTags)
      .innerJoin(tags, eq(tags.id, conversationTags.tagId))
      .where(eq(conversationTags.conversationId, c.id))
      .orderBy(asc(tags.title)),
    c.contactId
      ? ctx.db
          .select({ id: contacts.id, name: contacts.name, email: contacts.email, phone: contacts.phone })
          .from(contacts)
          .where(and(eq(contacts.id, c.contactId), eq(contacts.accountId, ctx.accountId)))
      : Promise.resolve([]),
    c.contactId
      ? ctx.db
          .select({
            id: conversations.id,
            protocol: conversations.protocol,
            channel: conversations.channel,
            startedAt: conversations.createdAt,
            status: conversations.status,
          })
          .from(conversations)
          .where(
            and(
              eq(conversations.accountId, ctx.accountId),
              eq(conversations.contactId, c.contactId),
              ne(conversations.id, c.id),
              conversationReachSql(viewer),
            ),
          )
          .orderBy(desc(conversations.createdAt))
          .limit(otherConversationsLimit)
      : Promise.resolve([]),
    listConversationComments(ctx.db, c.id),
    listConversationSteps(ctx.db, c.id),
  ]);
  const contact = contactRows[0];
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    id: c.id,
    protocol: c.protocol,
    channel: c.channel,
    botId: c.botId,
    botName,
    status: c.status,
    transshipment: c.transshipment,
    origin: c.origin,
    finished: isFinishedStatus(c.status),
    customerName: c.customerName,
    departmentId: c.departmentId,
    departmentName: departmentName ?? null,
    attendant: c.attendantId
      ? { id: c.attendantId, name: c.attendants.find((a) => a.id === c.attendantId)?.name ?? '' }
      : null,
    attendants: c.attendants,
    participants: c.participants,
    tags: tagRows,
    device: c.device,
    language: c.language,
    location: c.location ?? null,
    collected: c.collected,
    valueCents: c.valueCents,
    currency: c.currency,
    satisfaction: c.satisfaction,
    nps: c.nps,
    live: {
      queuedAt: iso(c.queuedAt),
      assignedAt: iso(c.assignedAt),
      respondedAt: iso(c.respondedAt),
      finishedAt: iso(c.finishedAt),
      archivedAt: iso(c.archivedAt),
    },
    startedAt: c.createdAt.toISOString(),
    lastMessageAt: c.lastMessageAt.toISOString(),
    messages: transcript.map(toLiveMessage),
    comments,
    steps,
    contact: contact
      ? {
          ...contact,
          conversations: others.map((o) => ({ ...o, startedAt: o.startedAt.toISOString() })),
        }
      : null,
  };
}

// DELETE /api/conversations/:id (administrators): the conversation and, by cascade, its messages,
// tags and leads' links.
export async function deleteConversationRecord(ctx: RequestContext, id: string) {
  const viewer = await viewerOf(ctx);
  await findReachableConversation(ctx, viewer, id);
  await ctx.db
    .delete(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.accountId, ctx.accountId)));
}
