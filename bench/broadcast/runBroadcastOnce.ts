import { createSandbox } from '@prosa/sandbox';
import pg from 'pg';
import { newId, newToken } from '../../apps/server/src/app/newId.ts';
import { broadcastDispatches, broadcastRecipients } from '../../apps/server/src/db/schema/index.ts';
import { seedDemo } from '../../apps/server/src/db/seed.ts';
import { insertHelloWorldTemplate } from '../../apps/server/src/modules/broadcast/testing/insertHelloWorldTemplate.ts';
import { insertChannel } from '../../apps/server/src/modules/channels/testing/insertChannel.ts';
import { setCredits } from '../../apps/server/src/modules/credits/testing/setCredits.ts';
import { accountIdOf } from '../../apps/server/src/modules/live/testing/insertConversation.ts';
import { freePort } from '../../apps/server/src/testing/freePort.ts';
import { withDatabaseServices } from '../../apps/server/src/testing/withDatabaseServices.ts';
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
}

// One run: a fresh PostgreSQL database holding one processing WhatsApp dispatch of `recipients`
// (written before the server starts: its start-up sweep queues it), the server in its own process
// (bench/liveChat/spawnServer.ts), the sandbox's Cloud API fake here with the number's tier at
// `cap` and the statuses it sends (sent, delivered) going back to the server. Done when no
// recipient waits, or after `seconds`.
export async function runBroadcastOnce(
  run: BroadcastRun,
  options: { seconds: number; postgresUrl: string; profileDir: string | null },
): Promise<BroadcastResult> {
  const sandbox = createSandbox({ statusDelayMs: 150 });
  // When the fake accepted each message, and under which of our ids (a repeat is a duplicate).
  const accepted: number[] = [];
  const references = new Map<string, number>();
  const acceptOutbound = sandbox.runtime.acceptOutbound;
  sandbox.runtime.acceptOutbound = (fake, number, customer, message) => {
    accepted.push(Date.now());
    if (message.reference) references.set(message.reference, (references.get(message.reference) ?? 0) + 1);
    acceptOutbound(fake, number, customer, message);
  };
  await sandbox.start();
  const store = await createFreshStore('pg', options.postgresUrl, 'bench-broadcast');
  const port = await freePort();
  try {
    const dispatchId = await withDatabaseServices(store, async (services) => {
      const { db } = services.database;
      await seedDemo(db);
      const accountId = await accountIdOf(db, 'Prosa Demo');
      await setCredits(db, accountId, run.recipients);
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
      const id = newId();
      await db.insert(broadcastDispatches).values({
        id,
        accountId,
        channelId: channel.id,
        templateId,
        name: 'Bench',
        status: 'processing',
      });
      const chunk = 5000;
      for (let start = 0; start < run.recipients; start += chunk)
        await db.insert(broadcastRecipients).values(
          Array.from({ length: Math.min(chunk, run.recipients - start) }, (_, i) => ({
            id: newId(),
            dispatchId: id,
            accountId,
            channelId: channel.id,
            name: `Cliente ${start + i}`,
            phone: `55${String(11_900_000_000 + start + i)}`,
          })),
        );
      return id;
    });
    const spawnedAt = Date.now();
    const server = await spawnServer({
      databaseUrl: store.databaseUrl,
      dataDir: store.dataDir,
      cpuProfileDir: options.profileDir,
      port,
    });
    server.resetProbe();
    const watcher = new pg.Client({ connectionString: store.databaseUrl });
    await watcher.connect();
    try {
      // Asks whether any recipient waits, not how many: counting them four times a second cost
      // the database a few per cent of the cores the run measures.
      const isWaiting = async () => {
        const { rows } = await watcher.query<{ waits: boolean }>(
          `select exists (select 1 from broadcast_recipients where dispatch_id = $1 and state = 'waiting') as waits`,
          [dispatchId],
        );
        return rows[0]?.waits === true;
      };
      while ((await isWaiting()) && Date.now() - spawnedAt < options.seconds * 1000)
        await new Promise((resolve) => setTimeout(resolve, 250));
      const finishedAt = Date.now();
      const { rows: left } = await watcher.query<{ n: string }>(
        `select count(*) as n from broadcast_recipients where dispatch_id = $1 and state = 'waiting'`,
        [dispatchId],
      );
      const waiting = Number(left[0]?.n ?? 0);
      const probe = await server.report();
      const first = accepted[0] ?? finishedAt;
      const last = accepted.at(-1) ?? finishedAt;
      return {
        ...run,
        // From the first send: the server's start (tsx, migrations check, seed check) is not the engine's.
        doneSeconds: (finishedAt - first) / 1000,
        accepted: accepted.length,
        sustained: accepted.length / Math.max(0.001, (last - first) / 1000),
        busiest: busiestSecond(accepted),
        duplicates: [...references.values()].reduce((sum, count) => sum + count - 1, 0),
        finalShare: (run.recipients - waiting) / run.recipients,
        serverCpuSeconds: (probe.cpuUserMs + probe.cpuSystemMs) / 1000,
        lagP99Ms: probe.lagP99Ms,
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
