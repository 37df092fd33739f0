import type { AppServices } from '../../app/services.ts';
import { findMemberStatuses } from './findMemberStatuses.ts';
import { deleteSessions, findJourneySessions } from './journeyRepository.ts';

// Ends, server-side, every session of members whose working period and its tolerance are over, in
// the account where the journey binds them. Reads everything from the database, so it is right
// after a restart and on any number of processes (the delete decides who announces it).
export async function endSessionsAfterJourney(services: Pick<AppServices, 'database' | 'clock' | 'events'>) {
  const { db } = services.database;
  const candidates = await findJourneySessions(db);
  if (candidates.length === 0) return [];
  const statuses = await findMemberStatuses(
    db,
    candidates.map((c) => c.userId),
    services.clock.now(),
  );
  const over = candidates.filter((c) => statuses.get(`${c.accountId}:${c.userId}`)?.status.kind === 'off');
  const ended = await deleteSessions(
    db,
    over.map((c) => c.sessionId),
  );
  if (ended.length > 0)
    services.events.emit('session.revoked', { sessionIds: ended, reason: 'workingDayEnded' });
  return ended;
}
