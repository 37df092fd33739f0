import { CatalogueError } from '../../app/CatalogueError.ts';
import type { DomainEventBus } from '../../app/domainEvents.ts';
import type { Db } from '../../db/database.ts';
import { deleteUserSession } from './sessionRepository.ts';

// Ends one of the caller's own sessions at once, sockets included (the realtime layer listens).
export async function revokeSession(db: Db, events: DomainEventBus, userId: string, sessionId: string) {
  if (!(await deleteUserSession(db, userId, sessionId))) throw new CatalogueError('auth.sessionNotFound');
  events.emit('session.revoked', { sessionIds: [sessionId] });
}
