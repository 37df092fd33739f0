import { and, eq } from 'drizzle-orm';
import { newId } from '../../../app/newId.ts';
import type { Db } from '../../../db/database.ts';
import { contactIdentities, contacts } from '../../../db/schema/index.ts';
import { attachContactKeys, insertIdentity } from '../../contactIdentities/index.ts';

// The contact behind a channel identity (a WhatsApp number of the account). The first message of a
// number creates its contact and hands the phone to attachContactKeys, so a number the CRM already
// knows (an imported contact, a lead) joins that person instead of making a second one. The
// identity's primary key makes concurrent first messages agree on one contact.
export async function findOrCreateChannelContact(
  db: Db,
  identity: {
    accountId: string;
    channel: string;
    externalId: string;
    name: string;
    phone: string | null;
    email?: string | null;
  },
) {
  const key = and(
    eq(contactIdentities.accountId, identity.accountId),
    eq(contactIdentities.channel, identity.channel),
    eq(contactIdentities.externalId, identity.externalId),
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
    accountId: identity.accountId,
    name: identity.name,
    phone: identity.phone,
    email: identity.email ?? null,
  };
  const isStored = await db.transaction(async (tx) => {
    await tx.insert(contacts).values(contact);
    const stored = await insertIdentity(tx, {
      accountId: identity.accountId,
      channel: identity.channel,
      externalId: identity.externalId,
      contactId: contact.id,
    });
    // Another first message won the race: drop ours and use theirs.
    if (!stored) await tx.delete(contacts).where(eq(contacts.id, contact.id));
    return stored;
  });
  if (!isStored) {
    const winner = await find();
    if (!winner) throw new Error('channel contact vanished');
    return winner;
  }
  const contactId = await attachContactKeys(db, {
    accountId: identity.accountId,
    contactId: contact.id,
    phone: identity.phone ?? undefined,
    email: identity.email ?? undefined,
  });
  if (contactId === contact.id) return { id: contact.id, name: contact.name };
  return (await find()) ?? { id: contactId, name: contact.name };
}
