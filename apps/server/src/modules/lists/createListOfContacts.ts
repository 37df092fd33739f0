import type { ListSource, RecipientList } from '@prosa/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import { newId } from '../../app/newId.ts';
import { contacts, recipientListEntries, recipientLists } from '../../db/schema/index.ts';
import { countListEntries, findList, toRecipientList } from './listRepository.ts';

// A list of the account's contacts that `where` selects (a CRM filter, a conversation search), in
// name order, each contact once, with the CRM's name, e-mail and phone (digits only, as providers
// take them). One transaction, so the list is never seen half written. A search that finds no one
// still makes its (empty) list: the amount says so, as it does for a CSV whose rows were all refused.
export async function createListOfContacts(
  ctx: RequestContext,
  input: { title: string; source: Exclude<ListSource, 'csv'> },
  where: SQL | undefined,
): Promise<RecipientList> {
  const id = newId();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(recipientLists).values({
      id,
      accountId: ctx.accountId,
      title: input.title,
      source: input.source,
      authorId: ctx.userId,
    });
    await tx.execute(sql`
      insert into ${recipientListEntries} (list_id, position, name, email, phone, contact_id)
      select ${id}, (row_number() over (order by ${contacts.name}, ${contacts.id}))::int - 1,
        ${contacts.name}, lower(coalesce(${contacts.email}, '')),
        regexp_replace(coalesce(${contacts.phone}, ''), '\\D', '', 'g'), ${contacts.id}
      from ${contacts}
      where ${contacts.accountId} = ${ctx.accountId} and ${where ?? sql`true`}`);
    await tx
      .update(recipientLists)
      .set(await countListEntries(tx, id))
      .where(eq(recipientLists.id, id));
  });
  return toRecipientList(await findList(ctx.db, ctx.accountId, id));
}
