import type { AppServices } from '../../../app/services.ts';
import type { ChatCustomer } from './ChatCustomer.ts';
import { findCurrentConversation } from './customerConversationRepository.ts';
import { insertCustomerConversation } from './insertCustomerConversation.ts';

// A new conversation with the chatbot for a customer who wrote, linked to their contact. When two
// first messages race (two tabs, two webhooks), the second insert yields and both use the winner's.
// `origin`: what started it when not the customer alone (a broadcast the message answers).
export async function openConversation(
  services: Pick<AppServices, 'database' | 'clock'>,
  customer: ChatCustomer,
  contact: { id: string; name: string },
  origin?: string,
) {
  const { db } = services.database;
  const row =
    (await insertCustomerConversation(
      db,
      customer,
      contact,
      services.clock.now(),
      origin ? { origin } : {},
    )) ?? (await findCurrentConversation(db, customer.botId, customer.visitorId, customer.channelId));
  if (!row) throw new Error('conversation insert returned nothing');
  return row;
}
