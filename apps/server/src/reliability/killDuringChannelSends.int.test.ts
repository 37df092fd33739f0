import { createSandbox, type Sandbox } from '@prosa/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newToken } from '../app/newId.ts';
import { channelOutbox } from '../db/schema/index.ts';
import { openSandboxCloudNumber } from '../modules/channels/testing/openSandboxCloudNumber.ts';
import { appendMessage } from '../modules/live/messages/appendMessage.ts';
import { accountIdOf } from '../modules/live/testing/insertConversation.ts';
import { freePort } from '../testing/freePort.ts';
import { type ServerProcess, startServerProcess } from '../testing/startServerProcess.ts';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase.ts';
import { until } from '../testing/until.ts';
import { type DatabaseServices, withDatabaseServices } from '../testing/withDatabaseServices.ts';

const customers = 20;
const perCustomer = 10;
const total = customers * perCustomer;
const phoneNumberId = `1${Math.floor(Math.random() * 1e14)}`;
const secrets = { accessToken: newToken(24), appSecret: newToken(24), verifyToken: newToken(12) };

// The server process dies (SIGKILL) in the middle of a burst of WhatsApp sends to the Cloud API
// fake. After a restart on the same data every message must have reached the fake exactly once,
// each customer's in order: sends claimed but never recorded are taken over once their claim
// lapses and sent again under the same message id, which the fake (as biz_opaque_callback_data)
// takes as the same message.
describe('a server killed during a burst of outbound channel sends', () => {
  let sandbox: Sandbox;
  let database: TestDatabase;
  let port: number;
  let server: ServerProcess | null = null;
  const phones = Array.from({ length: customers }, (_, i) => `5511988${String(100_000 + i)}`);
  const textsOf = (phone: string) =>
    Array.from({ length: perCustomer }, (_, i) => `${phone} mensagem ${i + 1}`);
  const start = (timeoutMs = 60_000) =>
    startServerProcess({ port, dataDir: database.dataDir, databaseUrl: database.databaseUrl, timeoutMs });
  const outbound = () =>
    phones.flatMap((phone) =>
      sandbox.runtime.store
        .thread('cloud', phoneNumberId, phone)
        .filter((message) => message.direction === 'out'),
    );

  const withServices = <T>(work: (services: DatabaseServices) => Promise<T>) =>
    withDatabaseServices(database, work);

  beforeAll(async () => {
    sandbox = createSandbox({ statusDelayMs: 50 });
    await sandbox.start();
    database = await createTestDatabase();
    port = await freePort();
    // The first start migrates and seeds; the set-up is written while it is down.
    server = await start(100_000);
    await server.stop();
    server = null;
    await withServices(async (services) => {
      const db = services.database.db;
      const accountId = await accountIdOf(db, 'Prosa Demo');
      const { conversations } = await openSandboxCloudNumber(db, services.secretKey, sandbox, {
        accountId,
        phoneNumberId,
        secrets,
        webhookBaseUrl: `http://127.0.0.1:${port}`,
        phones,
      });
      for (const [index, conversation] of conversations.entries()) {
        const phone = phones[index] ?? '';
        for (const text of textsOf(phone))
          await appendMessage(services, {
            accountId,
            conversationId: conversation.id,
            clientMessageId: `burst-${newToken(12)}`,
            sender: 'bot',
            text,
          });
      }
    });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await sandbox?.close();
    await database?.drop();
  });

  it('delivers every message exactly once, in each customer’s order, after a kill mid-burst', async () => {
    server = await start();
    // Kill once the burst is well under way (the fake took a fifth of it).
    await until(async () => outbound().length >= total / 5, { tries: 3000, intervalMs: 5 });
    await server.kill();
    const atKill = outbound().length;
    expect(atKill).toBeLessThan(total);
    server = await start();
    await until(async () => outbound().length >= total, { tries: 1200, intervalMs: 50 });
    for (const phone of phones) {
      const texts = sandbox.runtime.store
        .thread('cloud', phoneNumberId, phone)
        .filter((message) => message.direction === 'out')
        .map((message) => message.text);
      expect(texts).toEqual(textsOf(phone));
    }
    await server.stop();
    server = null;
    const rows = await withServices((services) => services.database.db.select().from(channelOutbox));
    expect(rows).toHaveLength(total);
    expect(rows.every((row) => row.state === 'sent' && row.providerMessageId?.startsWith('wamid.'))).toBe(
      true,
    );
    const thread = outbound();
    expect(new Set(rows.map((row) => row.providerMessageId))).toEqual(
      new Set(thread.map((message) => message.id)),
    );
  }, 240_000);
});
