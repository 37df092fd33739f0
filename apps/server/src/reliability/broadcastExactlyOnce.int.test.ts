import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createSandbox, type Sandbox } from '@prosa/sandbox';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { newId, newToken } from '../app/newId.ts';
import { broadcastDispatches, broadcastRecipients, creditCharges } from '../db/schema/index.ts';
import { seedDemo } from '../db/seed.ts';
import { insertHelloWorldTemplate } from '../modules/broadcast/testing/insertHelloWorldTemplate.ts';
import { insertChannel } from '../modules/channels/testing/insertChannel.ts';
import { creditBalance, setCredits } from '../modules/credits/testing/setCredits.ts';
import { accountIdOf } from '../modules/live/testing/insertConversation.ts';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase.ts';
import { until } from '../testing/until.ts';
import { withDatabaseServices } from '../testing/withDatabaseServices.ts';

// PGlite runs in its one process's thread, claims and sends taking turns there: 2,000 keep the
// test's time there close to PostgreSQL's 10,000.
const total = process.env.DATABASE_URL ? 10_000 : 2_000;
const credits = total + 2000;
// The number's tier at the fake and the channel's cap: 10,000 go out in about 10 s.
const messagesPerSecond = 1000;
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const workerEntry = 'apps/server/src/modules/broadcast/testing/dispatchWorkerProcess.ts';

interface Worker {
  child: ChildProcess;
  output: () => string;
  exited: Promise<void>;
}

// The broadcast engine's exactly-once (issue 18) at 10,000 recipients (2,000 on PGlite): a dispatch
// to the Cloud API fake, its worker process killed (SIGKILL) mid-batch, a new one started that
// queues the dispatch twice more besides its start-up sweep, and on PostgreSQL a second process
// working it together (PGlite is one process's). The fake accepts each recipient exactly once and
// every recipient ends sent, charged once. The fake takes our id (biz_opaque_callback_data) as the
// send's idempotency key: a send the killed worker had in flight, accepted but not recorded, is
// made again under the same id once its claim lapses, and the fake answers it as the same message.
describe('a dispatch of 10,000 across a kill, two schedules and two processes', () => {
  let sandbox: Sandbox;
  let database: TestDatabase;
  const workers: Worker[] = [];
  // How many times the fake accepted each of our ids.
  const accepted = new Map<string, number>();

  const start = async (schedules: number, dispatchId: string) => {
    // Each process paces the number alone (the fake refuses what goes over its tier with 130429, which
    // is retried): the cap shared through Redis is pacingAcrossServers.int.test.ts's, and without it
    // the test's time depends less on the machine's load.
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: database.dataDir, LOG_LEVEL: 'silent' };
    delete env.REDIS_URL;
    if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;
    else delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', workerEntry, dispatchId, String(schedules)], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const worker = {
      child,
      output: () => output,
      exited: new Promise<void>((resolve) => child.once('exit', () => resolve())),
    };
    workers.push(worker);
    await until(async () => output.includes('ready') || child.exitCode !== null, {
      tries: 600,
      intervalMs: 50,
    });
    if (child.exitCode !== null) throw new Error(`the worker exited:\n${output}`);
    return worker;
  };
  // Waits for `done`, or fails saying how far the fake got and what the workers wrote.
  const waitFor = (done: () => boolean, what: string) =>
    until(async () => done(), { tries: 1800, intervalMs: 50 }).catch(() => {
      throw new Error(
        `waiting for ${what}: ${accepted.size} accepted\n${workers.map((w) => w.output()).join('\n')}`,
      );
    });
  const stop = async (worker: Worker, signal: NodeJS.Signals) => {
    if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill(signal);
    await worker.exited;
    workers.splice(workers.indexOf(worker), 1);
  };

  afterAll(async () => {
    await Promise.all([...workers].map((worker) => stop(worker, 'SIGKILL')));
    await sandbox?.close();
    await database?.drop();
  });

  it('sends each recipient exactly once and ends every one', async () => {
    // No status webhooks: nothing of the workers listens for them.
    sandbox = createSandbox({ statusDelayMs: 600_000 });
    const acceptOutbound = sandbox.runtime.acceptOutbound;
    sandbox.runtime.acceptOutbound = (fake, number, customer, message) => {
      if (message.reference) accepted.set(message.reference, (accepted.get(message.reference) ?? 0) + 1);
      acceptOutbound(fake, number, customer, message);
    };
    await sandbox.start();
    database = await createTestDatabase();
    const phoneNumberId = `1${Math.floor(Math.random() * 1e14)}`;
    const prepared = await withDatabaseServices(database, async (services) => {
      const { db } = services.database;
      await seedDemo(db);
      const accountId = await accountIdOf(db, 'Prosa Demo');
      await setCredits(db, accountId, credits);
      const secrets = { accessToken: newToken(24), appSecret: newToken(24), verifyToken: newToken(12) };
      const wabaId = newToken(8);
      const channel = await insertChannel(db, services.secretKey, {
        accountId,
        provider: 'cloud',
        config: {
          phoneNumberId,
          wabaId,
          graphBaseUrl: sandbox.url,
          graphVersion: 'v21.0',
          messagesPerSecond: String(messagesPerSecond),
        },
        secrets,
        instanceId: phoneNumberId,
      });
      sandbox.registerNumber({
        provider: 'cloud',
        instanceId: phoneNumberId,
        webhookUrl: 'http://127.0.0.1:9/unused',
        secrets,
        config: { wabaId, throughput: String(messagesPerSecond) },
      });
      const templateId = await insertHelloWorldTemplate(db, accountId, channel.id);
      const dispatchId = newId();
      await db.insert(broadcastDispatches).values({
        id: dispatchId,
        accountId,
        channelId: channel.id,
        templateId,
        name: 'Exactly once',
        status: 'processing',
      });
      for (let first = 0; first < total; first += 2000)
        await db.insert(broadcastRecipients).values(
          Array.from({ length: Math.min(2000, total - first) }, (_, i) => ({
            id: newId(),
            dispatchId,
            accountId,
            channelId: channel.id,
            name: `Cliente ${first + i}`,
            phone: `5521${String(900_000_000 + first + i)}`,
          })),
        );
      return { accountId, dispatchId };
    });
    const { accountId, dispatchId } = prepared;

    // The first worker's start-up sweep queues the dispatch; killed with a batch in flight.
    const first = await start(0, dispatchId);
    await waitFor(() => accepted.size >= total * 0.3, 'the first worker to send 30 %');
    await stop(first, 'SIGKILL');
    expect(accepted.size).toBeLessThan(total);
    // Restarted, and the dispatch scheduled twice more; on PostgreSQL a second process with it.
    const finishing = [await start(2, dispatchId)];
    if (database.databaseUrl) finishing.push(await start(1, dispatchId));
    // Every recipient reached the fake; the ones the killed worker had claimed wait out their lease.
    await waitFor(() => finishing.some((worker) => worker.output().includes('finished')), 'the end');
    await Promise.all(finishing.map((worker) => stop(worker, 'SIGTERM')));

    expect(accepted.size).toBe(total);
    expect([...accepted.values()].filter((times) => times !== 1)).toEqual([]);
    await withDatabaseServices(database, async (services) => {
      const { db } = services.database;
      const rows = await db
        .select()
        .from(broadcastRecipients)
        .where(eq(broadcastRecipients.dispatchId, dispatchId));
      expect(rows).toHaveLength(total);
      expect(rows.filter((row) => row.state !== 'sent')).toEqual([]);
      expect(new Set(rows.map((row) => row.id))).toEqual(new Set(accepted.keys()));
      for (const row of rows)
        expect(
          sandbox.runtime.store.thread('cloud', phoneNumberId, row.phone ?? '').map((m) => m.id),
        ).toEqual([row.providerMessageId]);
      const charges = await db.select().from(creditCharges).where(eq(creditCharges.accountId, accountId));
      expect(
        charges.filter((charge) => charge.idempotencyKey.startsWith(`dispatch:${dispatchId}:`)),
      ).toHaveLength(total);
      expect(await creditBalance(db, accountId)).toBe(credits - total);
    });
  }, 240_000);
});
