import type { Language } from '@prosa/contracts';
import { and, eq } from 'drizzle-orm';
import { newId } from '../../app/newId.ts';
import type { Db } from '../../db/database.ts';
import { contactIdentities, contacts } from '../../db/schema/index.ts';
import { insertIdentity } from '../contactIdentities/index.ts';
import type { WebchatVisitor } from './identifyVisitor.ts';

const visitorWord: Record<Language, string> = { 'pt-BR': 'Visitante', 'en-US': 'Visitor', es: 'Visitante' };

// The name a visitor's contact is born with, until someone learns the real one (a lead's name).
export const visitorContactName = (language: Language, visitorId: string) =>
  `${visitorWord[language]} ${visitorId.slice(-4).toUpperCase()}`;

// A visitor is a contact from the first message on; once a data collection learns their e-mail or
// phone, contactIdentities/attachContactKeys.ts merges them into the person who owns it. The
// identity's primary key makes concurrent first messages agree on one contact.
export async function findOrCreateVisitorContact(db: Db, visitor: WebchatVisitor) {
  const externalId = `${visitor.botId}:${visitor.visitorId}`;
  const key = and(
    eq(contactIdentities.accountId, visitor.accountId),
    eq(contactIdentities.channel, 'webchat'),
    eq(contactIdentities.externalId, externalId),
  );
  const find = async () => {
    const [row] = await db
      .select({ id: contacts.id, name: contacts.name })
      .from(contactIdentities)
      .innerJoin(contacts, eq(contacts.id, contactIdentities.contactId))
      .where(key);
    return row ?? null;
  };
  const found = await find();
  if (found) return found;
  const contact = {
    id: newId(),
    accountId: visitor.accountId,
    name: visitorContactName(visitor.language, visitor.visitorId),
  };
  return db.transaction(async (tx) => {
    await tx.insert(contacts).values(contact);
    const isStored = await insertIdentity(tx, {
      accountId: visitor.accountId,
      channel: 'webchat',
      externalId,
      contactId: contact.id,
    });
    if (isStored) return { id: contact.id, name: contact.name };
    // Another first message won the race: drop ours and use theirs.
    await tx.delete(contacts).where(eq(contacts.id, contact.id));
    const winner = await find();
    if (!winner) throw new Error('visitor contact vanished');
    return winner;
  });
}
