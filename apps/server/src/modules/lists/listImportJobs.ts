import { backgroundTask } from '../../app/backgroundTask.ts';
import type { AppServices } from '../../app/services.ts';
import { runListImport } from './runListImport.ts';

export type ListImportServices = Pick<AppServices, 'database' | 'env' | 'log'>;

// A list import is a background task: one a crash interrupted runs again once it expires and
// resumes after its last recorded batch.
const listImportTask = backgroundTask<ListImportServices, { listId: string }>({
  queue: 'lists.import',
  run: (services, job) => runListImport(services, job.listId),
  failure: 'a list import could not run',
  retryLimit: 2,
  expireInSeconds: 30 * 60,
});

export const startListImportJobs = listImportTask.start;

export const enqueueListImport = (services: ListImportServices, listId: string) =>
  listImportTask.enqueue(services, { listId });
