import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { conversations } from '../../../db/schema/index.ts';

// The conversation's subject, from the first mail that had one: every answer goes as "Re: …".
export async function keepEmailSubject(db: Db, accountId: string, conversationId: string, subject: string) {
  if (!subject.trim()) return;
  await db
    .update(conversations)
    .set({ emailSubject: subject.trim().slice(0, 500) })
    .where(
      and(
        eq(conversations.id, conversationId),
        eq(conversations.accountId, accountId),
        isNull(conversations.emailSubject),
      ),
    );
}
