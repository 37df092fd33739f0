import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { bots, contacts, conversations, leads, memberships, users } from '../../../db/schema/index.ts';

export interface NewLead {
  id: string;
  accountId: string;
  conversationId: string;
  line: number;
  name: string;
  email: string | null;
  phone: string | null;
  createdAt: Date;
}

// Stores the lead with the conversation's bot and contact, once per conversation and line (the
// unique index): a repeat, or a conversation not of this account, stores nothing and answers null.
// The visitor id comes back so the caller can tell the contact's generated name from a real one.
export async function insertLead(db: Db, lead: NewLead) {
  const result = await db.execute(sql`
    with source as (
      select c.id, c.account_id, c.bot_id, c.contact_id, c.visitor_id from conversations c
      where c.id = ${lead.conversationId} and c.account_id = ${lead.accountId}
    ), stored as (
      insert into leads (id, account_id, bot_id, conversation_id, contact_id, line, name, email, phone, created_at)
      select ${lead.id}::text, account_id, bot_id, id, contact_id, ${lead.line}::int, ${lead.name}::text,
        ${lead.email}::text, ${lead.phone}::text, ${lead.createdAt.toISOString()}::timestamptz
      from source
      on conflict (conversation_id, line) do nothing
      returning contact_id
    )
    select stored.contact_id, source.visitor_id from stored, source`);
  const [row] = (result as unknown as { rows: Array<{ contact_id: string | null; visitor_id: string }> })
    .rows;
  return row ? { contactId: row.contact_id, visitorId: row.visitor_id } : null;
}

// Copies what the lead brings onto the contact where it has nothing yet: an e-mail or a phone it
// lacks, and the name while it is empty or still one it was born with (`unknownNames`).
export async function fillContact(
  db: Db,
  input: {
    accountId: string;
    contactId: string;
    name: string;
    email: string | null;
    phone: string | null;
    unknownNames: string[];
  },
) {
  const isNameUnknown = sql`(${contacts.name} = '' or ${inArray(contacts.name, input.unknownNames)})`;
  await db
    .update(contacts)
    .set({
      ...(input.name
        ? { name: sql`case when ${isNameUnknown} then ${input.name} else ${contacts.name} end` }
        : {}),
      email: sql`coalesce(nullif(${contacts.email}, ''), ${input.email}, ${contacts.email})`,
      phone: sql`coalesce(nullif(${contacts.phone}, ''), ${input.phone}, ${contacts.phone})`,
    })
    .where(and(eq(contacts.id, input.contactId), eq(contacts.accountId, input.accountId)));
}

// What the "new lead" e-mail says, and the language of its recipient when they are a member of the
// account (null: someone outside it).
export async function findLeadNotice(db: Db, accountId: string, leadId: string, recipient: string) {
  const [row] = await db
    .select({
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      botName: bots.name,
      protocol: conversations.protocol,
      language: sql<string | null>`(
        select ${users.language} from ${users}
        join ${memberships} on ${memberships.userId} = ${users.id} and ${memberships.accountId} = ${accountId}
        where lower(${users.email}) = lower(${recipient}) limit 1)`,
    })
    .from(leads)
    .innerJoin(bots, eq(bots.id, leads.botId))
    .innerJoin(conversations, eq(conversations.id, leads.conversationId))
    .where(and(eq(leads.id, leadId), eq(leads.accountId, accountId)));
  return row ?? null;
}
