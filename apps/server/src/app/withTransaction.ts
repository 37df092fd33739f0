import { transactionDatabase } from '../db/transactionDatabase.ts';
import { HeldEvents } from './HeldEvents.ts';
import type { AppServices } from './services.ts';

type Services = Pick<AppServices, 'database' | 'events'>;

// Runs `work` in one transaction with services bound to it: its statements (drizzle or raw) commit
// together or not at all, and its events are announced only after the commit.
export async function withTransaction<S extends Services, T>(
  services: S,
  work: (scoped: S) => Promise<T>,
): Promise<T> {
  const events = new HeldEvents(services.events);
  const result = await services.database.db.transaction((tx) =>
    work({ ...services, database: transactionDatabase(tx, services.database.kind), events }),
  );
  events.release();
  return result;
}
