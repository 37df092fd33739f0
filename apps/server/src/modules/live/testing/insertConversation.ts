import { and, eq } from 'drizzle-orm';
import { newId, newToken } from '../../../app/newId.ts';
import type { Db } from '../../../db/database.ts';
import { accounts, bots, conversations, users } from '../../../db/schema/index.ts';

// Test set-up: a conversation row written straight to the database, in any state, so the live
// tests depend on nothing of the widget's code.
export async function insertConversation(
  db: Db,
  values: Partial<typeof conversations.$inferInsert> & { accountId: string },
) {
  let botId = values.botId;
  if (!botId) {
    const [bot] = await db
      .select({ id: bots.id })
      .from(bots)
      .where(eq(bots.accountId, values.accountId))
      .limit(1);
    botId = bot?.id;
  }
  if (!botId) throw new Error('the account has no bot');
  const id = newId();
  const [row] = await db
    .insert(conversations)
    .values({
      id,
      botId,
      visitorId: newToken(16),
      protocol: newToken(8),
      customerName: 'Cliente Teste',
      status: 'queueManual',
      queuedAt: new Date(),
      ...values,
    })
    .returning();
  if (!row) throw new Error('conversation insert returned nothing');
  return row;
}

export async function accountIdOf(db: Db, name: string) {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, name));
  if (!row) throw new Error(`no account ${name}`);
  return row.id;
}

export async function userIdOf(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email)));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}
