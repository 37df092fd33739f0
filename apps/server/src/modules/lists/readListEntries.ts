import { listLimits } from '@prosa/contracts';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { recipientListEntries } from '../../db/schema/index.ts';
import { findList } from './listRepository.ts';

// One page of a list's entries in list order, after the position `after` (keyset).
export async function readListEntries(db: Db, accountId: string, listId: string, after: number | undefined) {
  await findList(db, accountId, listId);
  const rows = await db
    .select()
    .from(recipientListEntries)
    .where(
      and(
        eq(recipientListEntries.listId, listId),
        after === undefined ? undefined : gt(recipientListEntries.position, after),
      ),
    )
    .orderBy(asc(recipientListEntries.position))
    .limit(listLimits.entriesPageSize + 1);
  const page = rows.slice(0, listLimits.entriesPageSize);
  return {
    items: page.map(({ position, name, email, phone, fields }) => ({ position, name, email, phone, fields })),
    next: rows.length > page.length ? (page.at(-1)?.position ?? null) : null,
  };
}
