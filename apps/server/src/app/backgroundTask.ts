import type PgBoss from 'pg-boss';
import type { Database } from '../db/database.ts';
import { quietPolling } from './jobPolling.ts';
import type { AppServices } from './services.ts';

type TaskServices = Pick<AppServices, 'database' | 'log'>;

// A one-off piece of work a request starts and the panel follows by its progress (an import, an
// export): a pg-boss job on the queue of the database it writes to, so a queued one survives a
// restart and one a crash interrupted runs again once it expires. Without a queue (a process that
// runs no jobs, as a test's services) it runs in this process at once.
export function backgroundTask<Services extends TaskServices, Data extends object>(definition: {
  queue: string;
  run: (services: Services, data: Data) => Promise<void>;
  // What a failure is logged as, with the job's data.
  failure: string;
  retryLimit: number;
  expireInSeconds: number;
}) {
  const queues = new WeakMap<Database, PgBoss>();
  return {
    queue: definition.queue,
    async start(services: Services, boss: PgBoss, pollingIntervalSeconds = 1) {
      await boss.createQueue(definition.queue);
      const options = { pollingIntervalSeconds: quietPolling(pollingIntervalSeconds), batchSize: 1 };
      await boss.work<Data>(definition.queue, options, async ([job]) => {
        if (job) await definition.run(services, job.data);
      });
      queues.set(services.database, boss);
    },
    async enqueue(services: Services, data: Data) {
      const boss = queues.get(services.database);
      if (boss)
        await boss.send(definition.queue, data, {
          retryLimit: definition.retryLimit,
          expireInSeconds: definition.expireInSeconds,
        });
      else
        void definition.run(services, data).catch((error: unknown) => {
          const fields: Record<string, unknown> = { err: error, ...data };
          services.log.error(fields, definition.failure);
        });
    },
  };
}
