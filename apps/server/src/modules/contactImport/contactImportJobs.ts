import { backgroundTask } from '../../app/backgroundTask.ts';
import { type ImportServices, runContactImport } from './runContactImport.ts';

// An import is a background task registered by startJobs: one a crash interrupted is retried after
// it expires, resuming after its last recorded batch.
const contactImportTask = backgroundTask<ImportServices, { importId: string }>({
  queue: 'contacts.import',
  run: (services, job) => runContactImport(services, job.importId),
  failure: 'a contact import could not run',
  retryLimit: 2,
  expireInSeconds: 30 * 60,
});

export const startContactImportJobs = contactImportTask.start;

export const enqueueContactImport = (services: ImportServices, importId: string) =>
  contactImportTask.enqueue(services, { importId });
