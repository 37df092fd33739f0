import type { BotSummary, Language } from '@prosa/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { bots } from '../../db/schema/index.ts';

export type BotRow = typeof bots.$inferSelect;

export const toBotSummary = (row: BotRow): BotSummary => ({
  _id: row.id,
  name: row.name,
  token: row.token,
  identifiers: row.identifiers,
  defaultDepartmentId: row.defaultDepartmentId,
  language: row.language as Language | null,
});

export function findBotsOfAccount(db: Db, accountId: string) {
  return db
    .select()
    .from(bots)
    .where(eq(bots.accountId, accountId))
    .orderBy(asc(sql`lower(${bots.name})`));
}

// The widget names its bot by the public token alone; the token decides the account.
export async function findBotByToken(db: Db, token: string) {
  const [row] = await db.select().from(bots).where(eq(bots.token, token)).limit(1);
  return row ?? null;
}

export async function insertBot(db: Db, values: typeof bots.$inferInsert) {
  const [row] = await db.insert(bots).values(values).returning();
  if (!row) throw new Error('bot insert returned nothing');
  return row;
}

// Changes a chatbot of the account; null when the account has no such bot.
export async function updateBotRow(
  db: Db,
  accountId: string,
  id: string,
  values: Pick<typeof bots.$inferInsert, 'name' | 'defaultDepartmentId' | 'language'>,
) {
  const [row] = await db
    .update(bots)
    .set(values)
    .where(and(eq(bots.id, id), eq(bots.accountId, accountId)))
    .returning();
  return row ?? null;
}
