import { newId } from '../../app/newId.ts';
import type { AppServices } from '../../app/services.ts';
import { findOrCreateVisitorContact } from './findOrCreateVisitorContact.ts';
import type { WebchatVisitor } from './identifyVisitor.ts';
import { newProtocol } from './newProtocol.ts';
import { insertConversation } from './webchatConversationRepository.ts';

// A new conversation with the chatbot, linked to the visitor's contact.
export async function startConversation(
  services: Pick<AppServices, 'database' | 'clock'>,
  visitor: WebchatVisitor,
) {
  const { db } = services.database;
  const contact = await findOrCreateVisitorContact(db, visitor);
  const now = services.clock.now();
  const conversation = await insertConversation(db, {
    id: newId(),
    accountId: visitor.accountId,
    botId: visitor.botId,
    contactId: contact.id,
    channel: 'webchat',
    visitorId: visitor.visitorId,
    protocol: newProtocol(now),
    status: 'bot',
    customerName: contact.name,
    language: visitor.language,
    device: visitor.device,
    location: visitor.location,
    lastMessageAt: now,
    createdAt: now,
  });
  return { conversation, contact };
}
