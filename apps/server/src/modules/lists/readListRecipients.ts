import { and, asc, eq, gt } from 'drizzle-orm';
import { CatalogueError } from '../../app/CatalogueError.ts';
import type { Db } from '../../db/database.ts';
import { recipientListEntries } from '../../db/schema/index.ts';
import { findList } from './listRepository.ts';

export interface ListRecipient {
  name: string;
  // E.164 without "+", or empty.
  phone: string;
  // Lower case, or empty.
  email: string;
  // A CSV list's other columns by their header (the dispatch's variables); empty for CRM lists.
  fields: Record<string, string>;
  // The CRM contact the entry came from (lists of CRM filters and conversation searches).
  contactId: string | null;
}

// Every recipient of one of the account's lists, in list order, read `batchSize` at a time (keyset
// on the position) so a list of any size streams without sitting whole in memory. The broadcast
// engine's entry point. A list of another account is `lists.notFound`; one whose import has not
// ended is `lists.importing` (its entries are not all there yet).
export async function* readListRecipients(
  db: Db,
  accountId: string,
  listId: string,
  batchSize = 1000,
): AsyncGenerator<ListRecipient> {
  const list = await findList(db, accountId, listId);
  if (list.status === 'importing') throw new CatalogueError('lists.importing');
  let after = -1;
  for (;;) {
    const rows = await db
      .select()
      .from(recipientListEntries)
      .where(and(eq(recipientListEntries.listId, listId), gt(recipientListEntries.position, after)))
      .orderBy(asc(recipientListEntries.position))
      .limit(batchSize);
    for (const { name, phone, email, fields, contactId } of rows)
      yield { name, phone, email, fields, contactId };
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = last.position;
  }
}
