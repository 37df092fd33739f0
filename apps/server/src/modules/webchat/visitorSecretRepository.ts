import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { webchatVisitorSecrets } from '../../db/schema/index.ts';

const keyOf = (botId: string, visitorId: string) =>
  and(eq(webchatVisitorSecrets.botId, botId), eq(webchatVisitorSecrets.visitorId, visitorId));

export async function findSecretHash(db: Db, botId: string, visitorId: string) {
  const [row] = await db
    .select({ secretHash: webchatVisitorSecrets.secretHash })
    .from(webchatVisitorSecrets)
    .where(keyOf(botId, visitorId));
  return row?.secretHash ?? null;
}

// Binds the hash when the visitor has none yet and answers the one stored: the primary key makes
// two first connects agree on a single secret, whichever came first.
export async function bindSecretHash(db: Db, botId: string, visitorId: string, secretHash: string) {
  await db.insert(webchatVisitorSecrets).values({ botId, visitorId, secretHash }).onConflictDoNothing();
  return findSecretHash(db, botId, visitorId);
}
