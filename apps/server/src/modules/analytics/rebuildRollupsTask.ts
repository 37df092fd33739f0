import { backgroundTask } from '../../app/backgroundTask.ts';
import type { AppServices } from '../../app/services.ts';
import { rebuildRollups } from './rebuildRollups.ts';

type RebuildServices = Pick<AppServices, 'database' | 'log'>;

// The day rollups are cut at the account's local midnight, so a new time zone makes them wrong
// until they are recomputed: the change queues this rebuild of the account's rollups (a job, so a
// restart does not lose it; a second run only recomputes the same rows).
const rebuildTask = backgroundTask<RebuildServices, { accountId: string }>({
  queue: 'analytics.rebuild',
  run: (services, job) => rebuildRollups(services.database, job.accountId),
  failure: "an account's analytics rollups could not be rebuilt",
  retryLimit: 3,
  expireInSeconds: 30 * 60,
});

export const startRollupRebuildJobs = rebuildTask.start;

export const enqueueRollupRebuild = (services: RebuildServices, accountId: string) =>
  rebuildTask.enqueue(services, { accountId });
