import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { bots, integrations } from '../../db/schema/index.ts';

export type IntegrationRow = typeof integrations.$inferSelect;

// Every query names the account: another account's chatbot or integration is one that does not exist.
export async function isAccountBot(db: Db, accountId: string, botId: string) {
  const [row] = await db
    .select({ id: bots.id })
    .from(bots)
    .where(and(eq(bots.id, botId), eq(bots.accountId, accountId)));
  return Boolean(row);
}

export const listBotIntegrations = (db: Db, accountId: string, botId: string) =>
  db
    .select()
    .from(integrations)
    .where(and(eq(integrations.accountId, accountId), eq(integrations.botId, botId)))
    .orderBy(asc(integrations.name));

export async function findBotIntegration(db: Db, accountId: string, botId: string, id: string) {
  const [row] = await db
    .select()
    .from(integrations)
    .where(
      and(eq(integrations.id, id), eq(integrations.accountId, accountId), eq(integrations.botId, botId)),
    );
  return row ?? null;
}

export async function findIntegrationByName(db: Db, botId: string, name: string) {
  const [row] = await db
    .select({ id: integrations.id })
    .from(integrations)
    .where(and(eq(integrations.botId, botId), eq(integrations.name, name)));
  return row ?? null;
}
