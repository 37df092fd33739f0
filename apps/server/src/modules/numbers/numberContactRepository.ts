import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { newId } from '../../app/newId.ts';
import type { Db } from '../../db/database.ts';
import { contactIdentities, contacts } from '../../db/schema/index.ts';

// The channels whose identity is a phone number in E.164 digits: the CRM's phone key
// (attachContactKeys) and the WhatsApp channel's customer id.
const phoneChannels = ['phone', 'whatsapp'];

// The account's person a number belongs to: the one an identity names, else the oldest whose CRM
// phone holds those digits (as contactIdentities' findKeyOwner reads it).
export async function findNumberContact(db: Db, accountId: string, number: string) {
  return (await findNumberContacts(db, accountId, [number])).get(number) ?? null;
}

// findNumberContact for many numbers at once, in two statements whatever their number (a dispatch
// judges hundreds at a time), keyed by number.
export async function findNumberContacts(db: Db, accountId: string, numbers: string[]) {
  const found = new Map<string, { id: string; name: string }>();
  if (numbers.length === 0) return found;
  const byIdentity = await db
    .selectDistinctOn([contactIdentities.externalId], {
      number: contactIdentities.externalId,
      id: contacts.id,
      name: contacts.name,
    })
    .from(contactIdentities)
    .innerJoin(contacts, eq(contacts.id, contactIdentities.contactId))
    .where(
      and(
        eq(contactIdentities.accountId, accountId),
        inArray(contactIdentities.channel, phoneChannels),
        inArray(contactIdentities.externalId, numbers),
      ),
    )
    .orderBy(contactIdentities.externalId, asc(contactIdentities.createdAt));
  for (const { number, id, name } of byIdentity) found.set(number, { id, name });
  const rest = numbers.filter((number) => !found.has(number));
  if (rest.length === 0) return found;
  const digits = sql<string>`regexp_replace(coalesce(${contacts.phone}, ''), '\\D', '', 'g')`;
  const byColumn = await db
    .selectDistinctOn([digits], { number: digits, id: contacts.id, name: contacts.name })
    .from(contacts)
    .where(and(eq(contacts.accountId, accountId), inArray(digits, rest)))
    .orderBy(digits, asc(contacts.createdAt), asc(contacts.id));
  for (const { number, id, name } of byColumn) found.set(number, { id, name });
  return found;
}

// A number blocked before it ever wrote needs a contact to hold its status: a person with that phone
// and its phone identity, which the channel's own contact is merged into when the customer writes
// (attachContactKeys), so the block reaches the conversation. The HSM send makes one the same way.
export async function createNumberContact(db: Db, accountId: string, number: string, name = '') {
  const id = newId();
  await db.insert(contacts).values({ id, accountId, name, phone: `+${number}` });
  await db
    .insert(contactIdentities)
    .values({ accountId, channel: 'phone', externalId: number, contactId: id })
    .onConflictDoNothing();
  return { id, name };
}
