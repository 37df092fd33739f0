import { createServices } from '../app/createServices.ts';
import { readEnv } from '../app/env.ts';
import { startJobs } from '../jobs/startJobs.ts';

// Migrates a test template and installs pg-boss in it with every queue the server registers: a
// queue is a partitioned table, and creating the server's queues took about half a second of each
// test server's two-second start on PGlite. A copy of the template then finds them made (pg-boss
// skips a queue that exists, as after any restart). No job is left in it.
export async function installJobQueues(dataDir: string, databaseUrl?: string) {
  const env = readEnv({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const { services, close } = await createServices(env, () => undefined);
  try {
    const boss = await startJobs(services, { pollingIntervalSeconds: 60 });
    await boss.stop({ graceful: false, wait: true });
    await services.database.query('DELETE FROM pgboss.job');
  } finally {
    await close();
  }
}
