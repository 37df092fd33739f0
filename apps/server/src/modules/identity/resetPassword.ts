import { and, eq, gt, isNull } from 'drizzle-orm';
import { CatalogueError } from '../../app/CatalogueError.ts';
import type { DomainEventBus } from '../../app/domainEvents.ts';
import type { Db } from '../../db/database.ts';
import { passwordResets } from '../../db/schema/index.ts';
import { hashPassword } from './passwordHash.ts';
import { deleteOtherSessions, hashToken } from './sessionRepository.ts';
import { updateUser } from './userRepository.ts';

// Uses the link once: marking it used is the same statement that checks it, so two clicks cannot
// both succeed. Every session of the user ends, since whoever held the old password is out.
export async function resetPassword(db: Db, events: DomainEventBus, token: string, password: string) {
  const [reset] = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!reset) throw new CatalogueError('auth.resetTokenInvalid');
  await updateUser(db, reset.userId, { passwordHash: await hashPassword(password) });
  // Other links still out there were asked for the old password; none may change the new one.
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
  const ended = await deleteOtherSessions(db, reset.userId, null);
  events.emit('session.revoked', { sessionIds: ended.map((s) => s.id) });
}
