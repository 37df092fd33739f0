import { backgroundTask } from '../../app/backgroundTask.ts';
import { type ExportServices, runContactExport } from './runContactExport.ts';

// A contact's data export is a background task registered by startJobs, as the CRM import is.
const privacyExportTask = backgroundTask<ExportServices, { accountId: string; exportId: string }>({
  queue: 'privacy.export',
  run: (services, job) => runContactExport(services, job.accountId, job.exportId),
  failure: 'a contact data export could not run',
  retryLimit: 1,
  expireInSeconds: 30 * 60,
});

export const startPrivacyJobs = privacyExportTask.start;

export const enqueuePrivacyExport = (services: ExportServices, accountId: string, exportId: string) =>
  privacyExportTask.enqueue(services, { accountId, exportId });
