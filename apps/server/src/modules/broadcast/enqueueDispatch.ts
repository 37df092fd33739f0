import type PgBoss from 'pg-boss';
import type { AppServices } from '../../app/services.ts';
import type { Database } from '../../db/database.ts';

export const dispatchQueue = 'broadcast.dispatch';
// A job works a dispatch for a while (runDispatch) and then queues its sequel; one whose process
// died expires after this and pg-boss runs it again (the minute's sweep may be sooner).
const dispatchJobExpirySeconds = 120;

// The job queue of each database's process (startBroadcastJobs).
const queues = new WeakMap<Database, PgBoss>();

export function rememberDispatchQueue(database: Database, boss: PgBoss) {
  queues.set(database, boss);
}

// Queues a job for the dispatch, at `at` or now. A process that runs no jobs leaves it to the
// sweep of one that does. `at` is an instant of the server's clock (a schedule, a retry's time):
// the job waits for it as a delay from that clock's now rather than as an instant of the
// database's clock, so a clock the sandbox moves (PROSA_CONTROLLED_CLOCK) is kept too.
export async function enqueueDispatch(
  services: Pick<AppServices, 'database' | 'clock'>,
  dispatchId: string,
  at: Date | null,
) {
  const boss = queues.get(services.database);
  const delaySeconds = at ? Math.ceil((at.getTime() - services.clock.now().getTime()) / 1000) : 0;
  await boss?.send(
    dispatchQueue,
    { dispatchId },
    {
      expireInSeconds: dispatchJobExpirySeconds,
      retryLimit: 5,
      ...(delaySeconds > 0 ? { startAfter: delaySeconds } : {}),
    },
  );
}
