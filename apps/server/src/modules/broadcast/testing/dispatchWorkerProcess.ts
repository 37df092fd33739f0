// A process that runs the broadcast engine's jobs and nothing else, over the database that DATA_DIR
// (PGlite) or DATABASE_URL names: startBroadcastJobs as a server process starts it (its start-up
// sweep queues every processing dispatch), without the HTTP server and the other modules. The
// exactly-once test kills it with SIGKILL mid-batch and starts it again, or starts two.
// `node --import tsx dispatchWorkerProcess.ts <dispatchId> <n>` also queues the dispatch n times
// more (a dispatch scheduled twice). Prints "ready" once its jobs run and "finished" once the
// dispatch is (no recipient waits); SIGTERM stops it cleanly.
import { createServices } from '../../../app/createServices.ts';
import { readEnv } from '../../../app/env.ts';
import { openJobQueue } from '../../../jobs/openJobQueue.ts';
import { startBroadcastJobs } from '../broadcastJobs.ts';
import { enqueueDispatch } from '../enqueueDispatch.ts';

const [dispatchId = '', times = '0'] = process.argv.slice(2);
const { services, close } = await createServices(readEnv(), () => undefined);
const boss = await openJobQueue(services.database, services.env.DATABASE_URL, services.log);
await startBroadcastJobs(services, boss, 1);
for (let queued = 0; queued < Number(times); queued++) await enqueueDispatch(services, dispatchId, null);
console.log('ready');
const watch = setInterval(async () => {
  const { rows } = await services.database
    .query<{ status: string }>('select status from broadcast_dispatches where id = $1', [dispatchId])
    .catch(() => ({ rows: [] as Array<{ status: string }> }));
  if (rows[0]?.status !== 'sent') return;
  clearInterval(watch);
  console.log('finished');
}, 200);
process.once('SIGTERM', async () => {
  clearInterval(watch);
  await boss.stop({ graceful: true, wait: true, timeout: 5000 }).catch(() => undefined);
  await close();
  process.exit(0);
});
