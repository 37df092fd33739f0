import type PgBoss from 'pg-boss';
import type { Database } from '../../db/database.ts';
import { type ImportServices, runContactImport } from './runContactImport.ts';

export const contactImportQueue = 'contacts.import';

interface ContactImportJob {
  importId: string;
}

// The job queue of the database imports are written to, registered by startJobs: an import is a
// pg-boss job, so a queued one survives a restart, and one a crash interrupted is retried after it
// expires (resuming after its last recorded batch). Without a queue (a process running no jobs)
// the import runs in this process at once.
const queues = new WeakMap<Database, PgBoss>();

export async function startContactImportJobs(
  services: ImportServices,
  boss: PgBoss,
  pollingIntervalSeconds = 1,
) {
  await boss.createQueue(contactImportQueue);
  await boss.work<ContactImportJob>(
    contactImportQueue,
    { pollingIntervalSeconds, batchSize: 1 },
    async ([job]) => {
      if (job) await runContactImport(services, job.data.importId);
    },
  );
  queues.set(services.database, boss);
}

export async function enqueueContactImport(services: ImportServices, importId: string) {
  const boss = queues.get(services.database);
  if (boss) await boss.send(contactImportQueue, { importId }, { retryLimit: 2, expireInSeconds: 30 * 60 });
  else
    void runContactImport(services, importId).catch((error) =>
      services.log.error({ err: error, importId }, 'a contact import could not run'),
    );
}
