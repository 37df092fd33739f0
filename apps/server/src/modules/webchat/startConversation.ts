import type { AppServices } from '../../app/services.ts';
import { openConversation } from '../channels/index.ts';
import { findOrCreateVisitorContact } from './findOrCreateVisitorContact.ts';
import type { WebchatVisitor } from './identifyVisitor.ts';

// A new conversation with the chatbot, linked to the visitor's contact, through the one creation
// path of every channel.
export async function startConversation(
  services: Pick<AppServices, 'database' | 'clock'>,
  visitor: WebchatVisitor,
) {
  const contact = await findOrCreateVisitorContact(services.database.db, visitor);
  const conversation = await openConversation(services, visitor, contact);
  return { conversation, contact };
}
