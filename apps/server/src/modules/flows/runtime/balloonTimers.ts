import type { AppServices } from '../../../app/services.ts';
import type { Database } from '../../../db/database.ts';
import { deliverDueBalloons } from './deliverDueBalloons.ts';

type Services = Pick<AppServices, 'database' | 'events' | 'clock' | 'log'>;
interface Armed {
  dueAt: number;
  handle: NodeJS.Timeout;
}

// One timer per conversation in this process, at its next waiting balloon's time: a job queue
// polled every second cannot show a balloon within its appearance time + 300 ms, a timer can. The
// `flows.deliver` job stays the durable fallback for a process that dies before its timer fires.
const armedByDatabase = new WeakMap<Database, Map<string, Armed>>();

export function armBalloonTimer(services: Services, conversationId: string, dueAt: Date) {
  const conversations = armedByDatabase.get(services.database) ?? new Map<string, Armed>();
  armedByDatabase.set(services.database, conversations);
  const current = conversations.get(conversationId);
  // An earlier timer delivers this balloon too, then arms itself for the next one.
  if (current && current.dueAt <= dueAt.getTime()) return;
  if (current) clearTimeout(current.handle);
  const delayMs = Math.max(0, dueAt.getTime() - services.clock.now().getTime());
  const handle = setTimeout(() => {
    conversations.delete(conversationId);
    deliverDueBalloons(services, conversationId)
      .then((next) => {
        if (next) armBalloonTimer(services, conversationId, next);
      })
      // The fallback job delivers it.
      .catch((error) =>
        services.log.warn(
          { err: error, conversationId },
          'a balloon timer could not deliver; the flows.deliver job will',
        ),
      );
  }, delayMs);
  handle.unref();
  conversations.set(conversationId, { dueAt: dueAt.getTime(), handle });
}

// A stopping server leaves its waiting balloons to the jobs.
export function stopBalloonTimers(database: Database) {
  for (const { handle } of armedByDatabase.get(database)?.values() ?? []) clearTimeout(handle);
  armedByDatabase.delete(database);
}
