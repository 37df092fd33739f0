import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { emailSuppressions } from '../../../db/schema/index.ts';

export type SuppressionReason = 'unsubscribed' | 'hardBounce' | 'spam';

// The account's addresses that are not to be mailed again: those that unsubscribed (RFC 8058
// one-click or the link's page) and those a hard bounce named. The first reason is kept.
export async function suppressAddress(db: Db, accountId: string, address: string, reason: SuppressionReason) {
  await db
    .insert(emailSuppressions)
    .values({ accountId, address: address.toLowerCase(), reason })
    .onConflictDoNothing();
}

export async function isAddressSuppressed(db: Db, accountId: string, address: string) {
  const [row] = await db
    .select({ reason: emailSuppressions.reason })
    .from(emailSuppressions)
    .where(
      and(eq(emailSuppressions.accountId, accountId), eq(emailSuppressions.address, address.toLowerCase())),
    );
  return row !== undefined;
}
