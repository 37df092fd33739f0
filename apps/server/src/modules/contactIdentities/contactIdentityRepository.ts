import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { contactIdentities, contacts } from '../../db/schema/index.ts';

export interface IdentityKey {
  accountId: string;
  channel: string;
  externalId: string;
}

// Records the identity for the contact unless the key already names one (the primary key decides
// between concurrent writers): true when this call stored it.
export async function insertIdentity(db: Db, identity: IdentityKey & { contactId: string }) {
  const stored = await db
    .insert(contactIdentities)
    .values(identity)
    .onConflictDoNothing()
    .returning({ contactId: contactIdentities.contactId });
  return stored.length > 0;
}

export function listIdentities(db: Db, accountId: string, contactId: string) {
  return db
    .select({
      channel: contactIdentities.channel,
      externalId: contactIdentities.externalId,
      createdAt: contactIdentities.createdAt,
    })
    .from(contactIdentities)
    .where(and(eq(contactIdentities.accountId, accountId), eq(contactIdentities.contactId, contactId)))
    .orderBy(
      asc(contactIdentities.createdAt),
      asc(contactIdentities.channel),
      asc(contactIdentities.externalId),
    );
}

// Which other person of the account already owns an e-mail or phone key: the one its identity
// names, else the oldest person whose CRM e-mail or phone column holds it (contacts typed into the
// CRM have no identity row until a channel meets them).
export async function findKeyOwner(db: Db, key: IdentityKey, exceptContactId: string) {
  const [byIdentity] = await db
    .select({ id: contacts.id, kind: contacts.kind })
    .from(contactIdentities)
    .innerJoin(contacts, eq(contacts.id, contactIdentities.contactId))
    .where(
      and(
        eq(contactIdentities.accountId, key.accountId),
        eq(contactIdentities.channel, key.channel),
        eq(contactIdentities.externalId, key.externalId),
        ne(contactIdentities.contactId, exceptContactId),
      ),
    );
  if (byIdentity) return byIdentity;
  const column =
    key.channel === 'email'
      ? sql`lower(trim(coalesce(${contacts.email}, '')))`
      : sql`regexp_replace(coalesce(${contacts.phone}, ''), '\\D', '', 'g')`;
  const [byColumn] = await db
    .select({ id: contacts.id, kind: contacts.kind })
    .from(contacts)
    .where(
      and(
        eq(contacts.accountId, key.accountId),
        eq(contacts.kind, 'person'),
        ne(contacts.id, exceptContactId),
        sql`${column} = ${key.externalId}`,
      ),
    )
    .orderBy(asc(contacts.createdAt), asc(contacts.id))
    .limit(1);
  return byColumn ?? null;
}
