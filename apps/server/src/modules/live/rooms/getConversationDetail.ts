import type { ConversationDetail, Language } from '@prosa/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import { contacts, conversations, visitorPages } from '../../../db/schema/index.ts';
import { findVisibleConversation } from './findVisibleConversation.ts';
import type { LiveActor, LiveServices } from './LiveServices.ts';
import { readSummaries } from './readSummaries.ts';

const navigationLimit = 100;

// The room: its summary, the contact, what the bot collected and the pages the visitor browsed.
export async function getConversationDetail(
  services: LiveServices,
  actor: LiveActor,
  id: string,
): Promise<ConversationDetail> {
  const { db } = services.database;
  const { conversation: c } = await findVisibleConversation(db, actor.accountId, actor.userId, id);
  const [row] = await readSummaries(db, actor.accountId, actor.userId, eq(conversations.id, c.id));
  if (!row) throw new CatalogueError('live.conversationNotFound');
  const [contact] = c.contactId
    ? await db
        .select()
        .from(contacts)
        .where(and(eq(contacts.id, c.contactId), eq(contacts.accountId, actor.accountId)))
    : [];
  const pages = await db
    .select({ url: visitorPages.url, title: visitorPages.title, at: visitorPages.createdAt })
    .from(visitorPages)
    .where(
      and(
        eq(visitorPages.accountId, actor.accountId),
        eq(visitorPages.botId, c.botId),
        eq(visitorPages.visitorId, c.visitorId),
      ),
    )
    .orderBy(desc(visitorPages.createdAt))
    .limit(navigationLimit);
  return {
    ...row.summary,
    contact: contact
      ? {
          _id: contact.id,
          name: contact.name,
          email: contact.email,
          phone: contact.phone,
          fields: contact.fields,
        }
      : null,
    collected: c.collected,
    location: c.location ?? null,
    device: c.device,
    language: c.language as Language,
    navigation: pages.map((page) => ({ url: page.url, title: page.title, at: page.at.toISOString() })),
    valueCents: c.valueCents,
    currency: c.currency,
    satisfaction: c.satisfaction,
  };
}
