import { createSandbox } from '@prosa/sandbox';
import pg from 'pg';
import { newId, newToken } from '../../apps/server/src/app/newId.ts';
import type { Db } from '../../apps/server/src/db/database.ts';
import { broadcastDispatches, broadcastRecipients } from '../../apps/server/src/db/schema/index.ts';
import { seedDemo } from '../../apps/server/src/db/seed.ts';
import { openJobQueue } from '../../apps/server/src/jobs/openJobQueue.ts';
import {
  enqueueDispatch,
  rememberDispatchQueue,
} from '../../apps/server/src/modules/broadcast/enqueueDispatch.ts';
import { insertHelloWorldTemplate } from '../../apps/server/src/modules/broadcast/testing/insertHelloWorldTemplate.ts';
import { insertChannel } from '../../apps/server/src/modules/channels/testing/insertChannel.ts';
import { setCredits } from '../../apps/server/src/modules/credits/testing/setCredits.ts';
import { accountIdOf } from '../../apps/server/src/modules/live/testing/insertConversation.ts';
import { freePort } from '../../apps/server/src/testing/freePort.ts';
import {
  type DatabaseServices,
  withDatabaseServices,
} from '../../apps/server/src/testing/withDatabaseServices.ts';
import { busiestSecond } from '../channels/busiestSecond.ts';
import { createFreshStore } from '../createFreshStore.ts';
import { spawnServer } from '../liveChat/spawnServer.ts';
import type { BroadcastRun } from './parseBroadcastOptions.ts';

export interface BroadcastResult extends BroadcastRun {
  doneSeconds: number;
  accepted: number;
  sustained: number;
  busiest: number;
  duplicates: number;
  finalShare: number;
  serverCpuSeconds: number;
  lagP99Ms: number;
  // The warm-up dispatch, when there was one: its sends, time and rate, and its duplicates.
  warmup: { recipients: number; seconds: number; sustained: number; duplicates: number } | null;
}

interface Dispatch {
  accountId: string;
  channelId: string;
  templateId: string;
}

// One run: a fresh PostgreSQL database, the server in its own process (bench/liveChat/
// spawnServer.ts), the sandbox's Cloud API fake here with the number's tier at `cap` and the
// statuses it sends (sent, delivered) going back to the server. With a warm-up, the just-started
// server first sends a dispatch of `warmup` seconds of the cap's sends (written before it starts:
// its start-up sweep queues it); once that one has settled, the measured dispatch is written and
// its job queued, as a dispatch created in the panel is. Without one, the measured dispatch is the
// one the start-up sweep finds. Measured from its first send until no recipient waits, or for
// `seconds`.
export async function runBroadcastOnce(
  run: BroadcastRun,
  options: { seconds: number; postgresUrl: string; profileDir: string | null; warmup: number },
): Promise<BroadcastResult> {
  const warmupRecipients = Math.ceil(options.warmup * run.cap);
  const sandbox = createSandbox({ statusDelayMs: 150 });
  // When the fake accepted each message, and under which of our ids (a repeat is a duplicate).
  let accepted: number[] = [];
  let references = new Map<string, number>();
  const acceptOutbound = sandbox.runtime.acceptOutbound;
  sandbox.runtime.acceptOutbound = (fake, number, customer, message) => {
    accepted.push(Date.now());
    if (message.reference) references.set(message.reference, (references.get(message.reference) ?? 0) + 1);
    acceptOutbound(fake, number, customer, message);
  };
  const taken = () => {
    const times = accepted;
    const duplicates = [...references.values()].reduce((sum, count) => sum + count - 1, 0);
    accepted = [];
    references = new Map();
    return { times, duplicates };
  };
  await sandbox.start();
  const store = await createFreshStore('pg', options.postgresUrl, 'bench-broadcast');
  const port = await freePort();
  try {
    const { target, warmupId } = await withDatabaseServices(store, async (services) => {
      const { db } = services.database;
      await seedDemo(db);
      const accountId = await accountIdOf(db, 'Prosa Demo');
      await setCredits(db, accountId, run.recipients + warmupRecipients);
      const phoneNumberId = `1${Math.floor(Math.random() * 1e14)}`;
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
          messagesPerSecond: String(run.cap),
        },
        secrets,
        instanceId: phoneNumberId,
      });
      sandbox.registerNumber({
        provider: 'cloud',
        instanceId: phoneNumberId,
        webhookUrl: `http://127.0.0.1:${port}/webhooks/whatsapp/${channel.id}`,
        secrets,
        config: { wabaId, throughput: String(run.cap) },
      });
      const templateId = await insertHelloWorldTemplate(db, accountId, channel.id);
      const target = { accountId, channelId: channel.id, templateId };
      return {
        target,
        warmupId:
          warmupRecipients > 0
            ? await insertDispatch(db, target, 'Aquecimento', warmupRecipients, 11_800_000_000)
            : await insertDispatch(db, target, 'Bench', run.recipients, 11_900_000_000),
      };
    });
    const spawnedAt = Date.now();
    const server = await spawnServer({
      databaseUrl: store.databaseUrl,
      dataDir: store.dataDir,
      cpuProfileDir: options.profileDir,
      port,
    });
    const watcher = new pg.Client({ connectionString: store.databaseUrl });
    await watcher.connect();
    try {
      const waitFor = (dispatchId: string, states: string[], untilMs: number) =>
        waitUntilNone(watcher, dispatchId, states, untilMs);
      let dispatchId = warmupId;
      let warmup: BroadcastResult['warmup'] = null;
      if (warmupRecipients > 0) {
        // Until its last statuses are in too: the measured run starts on a quiet server.
        await waitFor(warmupId, ['waiting', 'sent'], spawnedAt + options.seconds * 1000);
        const { times, duplicates } = taken();
        warmup = { recipients: warmupRecipients, ...rateOf(times, Date.now()), duplicates };
        dispatchId = await withDatabaseServices(store, async (services) => {
          const id = await insertDispatch(
            services.database.db,
            target,
            'Bench',
            run.recipients,
            11_900_000_000,
          );
          await queueDispatch(services, id);
          return id;
        });
      }
      server.resetProbe();
      const startedAt = Date.now();
      await waitFor(dispatchId, ['waiting'], startedAt + options.seconds * 1000);
      const finishedAt = Date.now();
      const { rows } = await watcher.query<{ n: string }>(
        `select count(*) as n from broadcast_recipients where dispatch_id = $1 and state = 'waiting'`,
        [dispatchId],
      );
      const waiting = Number(rows[0]?.n ?? 0);
      const probe = await server.report();
      const { times, duplicates } = taken();
      const { seconds, sustained } = rateOf(times, finishedAt);
      return {
        ...run,
        // From the first send: the server's start (tsx, migrations check, seed check) is not the engine's.
        doneSeconds: seconds,
        accepted: times.length,
        sustained,
        busiest: busiestSecond(times),
        duplicates,
        finalShare: (run.recipients - waiting) / run.recipients,
        serverCpuSeconds: (probe.cpuUserMs + probe.cpuSystemMs) / 1000,
        lagP99Ms: probe.lagP99Ms,
        warmup,
      };
    } finally {
      await watcher.end();
      await server.stop();
    }
  } finally {
    await sandbox.close();
    await store.drop();
  }
}

// A processing WhatsApp dispatch of `count` recipients, numbered from `firstNumber`.
async function insertDispatch(db: Db, target: Dispatch, name: string, count: number, firstNumber: number) {
  const id = newId();
  await db.insert(broadcastDispatches).values({ id, ...target, name, status: 'processing' });
  const chunk = 5000;
  for (let start = 0; start < count; start += chunk)
    await db.insert(broadcastRecipients).values(
      Array.from({ length: Math.min(chunk, count - start) }, (_, i) => ({
        id: newId(),
        dispatchId: id,
        accountId: target.accountId,
        channelId: target.channelId,
        name: `Cliente ${start + i}`,
        phone: `55${String(firstNumber + start + i)}`,
      })),
    );
  return id;
}

// The job a dispatch created in the panel gets: enqueueDispatch on this process's job queue.
async function queueDispatch(services: DatabaseServices, dispatchId: string) {
  const boss = await openJobQueue(services.database, services.env.DATABASE_URL, services.log);
  rememberDispatchQueue(services.database, boss);
  try {
    await enqueueDispatch(services, dispatchId, null);
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}

// Until no recipient of the dispatch is in one of `states`, or `untilMs`. Asks whether one is, not
// how many: counting them four times a second cost the database a few per cent of the cores the
// run measures.
async function waitUntilNone(watcher: pg.Client, dispatchId: string, states: string[], untilMs: number) {
  for (;;) {
    const { rows } = await watcher.query<{ some: boolean }>(
      `select exists (select 1 from broadcast_recipients where dispatch_id = $1 and state = any($2::text[])) as some`,
      [dispatchId, states],
    );
    if (rows[0]?.some !== true || Date.now() >= untilMs) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

// From the first send to `end`, and the sends' rate from the first to the last.
function rateOf(times: number[], end: number) {
  const first = times[0] ?? end;
  const last = times.at(-1) ?? end;
  return {
    seconds: (end - first) / 1000,
    sustained: times.length / Math.max(0.001, (last - first) / 1000),
  };
}
