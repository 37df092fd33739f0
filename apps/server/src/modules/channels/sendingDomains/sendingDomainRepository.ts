import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { sendingDomains } from '../../../db/schema/index.ts';

// Every query but the name check and the job's lookup names the account: a domain of another
// account is, for the caller, a domain that does not exist.
export type SendingDomainRow = typeof sendingDomains.$inferSelect;

export const findSendingDomains = (db: Db, accountId: string) =>
  db
    .select()
    .from(sendingDomains)
    .where(eq(sendingDomains.accountId, accountId))
    .orderBy(asc(sendingDomains.name));

export async function findSendingDomain(db: Db, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(sendingDomains)
    .where(and(eq(sendingDomains.accountId, accountId), eq(sendingDomains.id, id)));
  return row ?? null;
}

export async function findSendingDomainByName(db: Db, accountId: string, name: string) {
  const [row] = await db
    .select()
    .from(sendingDomains)
    .where(and(eq(sendingDomains.accountId, accountId), eq(sendingDomains.name, name)));
  return row ?? null;
}

// Across accounts on purpose: a domain belongs to one account ("domain already registered").
export async function isDomainNameTaken(db: Db, name: string) {
  const [row] = await db
    .select({ id: sendingDomains.id })
    .from(sendingDomains)
    .where(eq(sendingDomains.name, name));
  return row !== undefined;
}

export async function insertSendingDomain(db: Db, values: typeof sendingDomains.$inferInsert) {
  const [row] = await db.insert(sendingDomains).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateSendingDomainRow(
  db: Db,
  accountId: string,
  id: string,
  fields: Partial<Pick<SendingDomainRow, 'emails' | 'status' | 'checkedAt' | 'verifiedAt'>>,
) {
  const [row] = await db
    .update(sendingDomains)
    .set(fields)
    .where(and(eq(sendingDomains.accountId, accountId), eq(sendingDomains.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteSendingDomainRow(db: Db, accountId: string, id: string) {
  const deleted = await db
    .delete(sendingDomains)
    .where(and(eq(sendingDomains.accountId, accountId), eq(sendingDomains.id, id)))
    .returning({ id: sendingDomains.id });
  return deleted.length > 0;
}
