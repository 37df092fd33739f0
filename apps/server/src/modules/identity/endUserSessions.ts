import type { DomainEventBus } from '../../app/domainEvents.ts';
import type { Db } from '../../db/database.ts';
import { deleteOtherSessions, deleteSessionsInAccount } from './sessionRepository.ts';

// Ends a user's sessions when someone else changes what they may do: inside one account (deactivated
// or removed there), or everywhere but `keepSessionId` (password set by an administrator). Their
// sockets close with them.
export async function endUserSessions(
  db: Db,
  events: DomainEventBus,
  userId: string,
  scope: { accountId: string } | { keepSessionId: string | null },
) {
  const ended =
    'accountId' in scope
      ? await deleteSessionsInAccount(db, userId, scope.accountId)
      : await deleteOtherSessions(db, userId, scope.keepSessionId);
  if (ended.length > 0) events.emit('session.revoked', { sessionIds: ended.map((s) => s.id) });
}
