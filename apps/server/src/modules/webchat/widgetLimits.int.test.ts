import type { Ack, LiveMessage } from '@prosa/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, newToken } from '../../app/newId.ts';
import { attachments, conversations, messages } from '../../db/schema/index.ts';
import { demoChatbot } from '../../testing/demoChatbot.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { sumAccountAttachmentBytes } from '../live/attachments/attachmentRepository.ts';
import { connectVisitor } from './connectVisitor.ts';

// Every widget limit of app/abuseLimits.ts, set low, over real sockets and HTTP. The server trusts
// the loopback proxy, so each test speaks from an address of its own (X-Forwarded-For) and the
// per-address counters of one test never reach another.
let server: TestServer;
let botToken: string;
let botId: string;
let accountId: string;
const sockets: Socket[] = [];
const megabyte = 1024 * 1024;

const newAddress = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
const usedAddresses = new Set<string>();
const freshAddress = () => {
  let address = newAddress();
  while (usedAddresses.has(address)) address = newAddress();
  usedAddresses.add(address);
  return address;
};

async function visitorAt(address: string, visitorId = newToken(16), url = server.url) {
  const { socket } = await connectVisitor(url, { botToken, visitorId }, { 'x-forwarded-for': address });
  sockets.push(socket);
  const send = (clientMessageId = `c-${newToken(8)}`) =>
    socket
      .timeout(5000)
      .emitWithAck('send', { clientMessageId, text: 'oi' })
      .then((ack: Ack<LiveMessage>) => ({ ack, clientMessageId }));
  return { socket, visitorId, send };
}

const upload = (visitorId: string, address: string, bytes: number) =>
  fetch(`${server.url}/api/webchat/attachments?bot=${botToken}&visitor=${visitorId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/pdf', 'x-forwarded-for': address },
    body: new Uint8Array(bytes),
  });

const storedMessages = (clientMessageIds: string[]) =>
  server.services.database.db
    .select({ id: messages.id })
    .from(messages)
    .where(inArray(messages.clientMessageId, clientMessageIds));
const uploadsOf = (visitorId: string) =>
  server.services.database.db.select().from(attachments).where(eq(attachments.ownerId, visitorId));

function expectSlowDown(ack: Ack<LiveMessage>) {
  expect(ack.ok).toBe(false);
  if (ack.ok) return;
  expect(ack.error.code).toBe('live.slowDown');
  expect(ack.error.retryAfterSeconds).toBeGreaterThan(0);
  expect(ack.error.message).toContain(String(ack.error.retryAfterSeconds));
}

async function expectUploadSlowDown(response: Response) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await response.json()).error.code).toBe('live.slowDown');
}

const lowLimits = {
  TRUST_PROXY: '127.0.0.1',
  LIMIT_WIDGET_MESSAGES_PER_MINUTE: '3',
  LIMIT_WIDGET_MESSAGES_PER_MINUTE_PER_ADDRESS: '5',
  LIMIT_WIDGET_CONVERSATIONS_PER_HOUR: '1',
  LIMIT_WIDGET_CONVERSATIONS_PER_HOUR_PER_ADDRESS: '2',
  LIMIT_WIDGET_UPLOADS_PER_HOUR: '2',
  LIMIT_WIDGET_UPLOADS_PER_HOUR_PER_ADDRESS: '3',
  LIMIT_WIDGET_UPLOAD_MB_PER_DAY: '1',
  LIMIT_WIDGET_UPLOAD_MB_PER_DAY_PER_ADDRESS: '2',
  LIMIT_ACCOUNT_UPLOAD_STORAGE_MB: '1000',
};

beforeAll(async () => {
  server = await startTestServer(lowLimits);
  ({ token: botToken, id: botId, accountId } = await demoChatbot(server.services.database.db));
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server.close();
});

describe('widget messages', () => {
  it('refuses a visitor’s message over the minute’s limit with a wait, and stores nothing of it', async () => {
    const visitor = await visitorAt(freshAddress());
    const sent = [await visitor.send(), await visitor.send(), await visitor.send()];
    expect(sent.every(({ ack }) => ack.ok)).toBe(true);
    const over = await visitor.send();
    expectSlowDown(over.ack);
    expect(await storedMessages([over.clientMessageId])).toEqual([]);
    expect(await storedMessages(sent.map(({ clientMessageId }) => clientMessageId))).toHaveLength(3);
  });

  it('counts every visitor of one address together, so fresh visitor ids do not escape it', async () => {
    const address = freshAddress();
    const first = await visitorAt(address);
    const second = await visitorAt(address);
    const accepted = [await first.send(), await first.send(), await first.send()];
    accepted.push(await second.send(), await second.send());
    expect(accepted.every(({ ack }) => ack.ok)).toBe(true);
    // The second visitor has sent two of their three: the address's five are what refuse this.
    const over = await second.send();
    expectSlowDown(over.ack);
    expect(await storedMessages([over.clientMessageId])).toEqual([]);
    // Another address is not slowed by it.
    expect((await (await visitorAt(freshAddress())).send()).ack.ok).toBe(true);
  });
});

describe('widget conversations', () => {
  const conversationsOf = (visitorIds: string[]) =>
    server.services.database.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.botId, botId), inArray(conversations.visitorId, visitorIds)));

  it('refuses a visitor’s second conversation within the hour', async () => {
    const visitor = await visitorAt(freshAddress());
    const first = await visitor.send();
    expect(first.ack.ok).toBe(true);
    if (!first.ack.ok) return;
    await server.services.database.db
      .update(conversations)
      .set({ status: 'finished' })
      .where(eq(conversations.id, first.ack.data.conversationId));
    const next = await visitor.send();
    expectSlowDown(next.ack);
    expect(await conversationsOf([visitor.visitorId])).toHaveLength(1);
    expect(await storedMessages([next.clientMessageId])).toEqual([]);
  });

  it('refuses new conversations from one address over its hourly limit', async () => {
    const address = freshAddress();
    const visitors = [await visitorAt(address), await visitorAt(address), await visitorAt(address)];
    expect((await visitors[0]?.send())?.ack.ok).toBe(true);
    expect((await visitors[1]?.send())?.ack.ok).toBe(true);
    const third = await visitors[2]?.send();
    if (!third) throw new Error('no third visitor');
    expectSlowDown(third.ack);
    expect(await conversationsOf(visitors.map(({ visitorId }) => visitorId))).toHaveLength(2);
  });
});

describe('widget uploads', () => {
  it('refuses a visitor’s upload over the hourly count with Retry-After, storing nothing', async () => {
    const address = freshAddress();
    const visitorId = newToken(16);
    expect((await upload(visitorId, address, 10)).status).toBe(200);
    expect((await upload(visitorId, address, 10)).status).toBe(200);
    await expectUploadSlowDown(await upload(visitorId, address, 10));
    expect(await uploadsOf(visitorId)).toHaveLength(2);
  });

  it('refuses uploads from one address over its hourly count', async () => {
    const address = freshAddress();
    for (const _ of [1, 2, 3]) expect((await upload(newToken(16), address, 10)).status).toBe(200);
    const visitorId = newToken(16);
    await expectUploadSlowDown(await upload(visitorId, address, 10));
    expect(await uploadsOf(visitorId)).toEqual([]);
  });

  it('refuses the bytes over a visitor’s day, and over an address’s day', async () => {
    const address = freshAddress();
    const visitorId = newToken(16);
    expect((await upload(visitorId, address, 0.6 * megabyte)).status).toBe(200);
    await expectUploadSlowDown(await upload(visitorId, address, 0.6 * megabyte));
    expect(await uploadsOf(visitorId)).toHaveLength(1);
    // A refused upload counted nothing: what is left of the visitor's day still goes through.
    expect((await upload(visitorId, address, 0.3 * megabyte)).status).toBe(200);

    expect((await upload(newToken(16), address, 0.9 * megabyte)).status).toBe(200);
    const late = newToken(16);
    await expectUploadSlowDown(await upload(late, address, 0.5 * megabyte));
    expect(await uploadsOf(late)).toEqual([]);
  });

  it('refuses any upload past the account’s storage quota (413), storing nothing', async () => {
    const db = server.services.database.db;
    const used = await sumAccountAttachmentBytes(db, accountId);
    const left = server.env.limits.accountStorageBytes - used;
    const filler = newId();
    await db.insert(attachments).values({
      id: filler,
      accountId,
      botId,
      ownerId: 'quota-filler',
      name: 'big.bin',
      mime: 'application/pdf',
      size: left - 100,
      kind: 'file',
    });
    try {
      const visitorId = newToken(16);
      const refused = await upload(visitorId, freshAddress(), 200);
      expect(refused.status).toBe(413);
      expect((await refused.json()).error.code).toBe('live.storageFull');
      expect(await uploadsOf(visitorId)).toEqual([]);
      expect((await upload(visitorId, freshAddress(), 50)).status).toBe(200);
    } finally {
      await db.delete(attachments).where(eq(attachments.id, filler));
    }
  });
});

// With REDIS_URL, servers of one database count together: moving to another server (the load
// balancer's choice, or a reconnect) does not start the visitor's minute again.
describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)('widget limits on Redis', () => {
  let second: TestServer | undefined;
  beforeAll(async () => {
    second = await startTestServer(lowLimits, { database: server.database });
  });
  afterAll(() => second?.close());

  it('hold for a visitor whose messages go to two servers', async () => {
    const address = freshAddress();
    const here = await visitorAt(address);
    const sent = [await here.send(), await here.send(), await here.send()];
    expect(sent.every(({ ack }) => ack.ok)).toBe(true);
    const there = await visitorAt(address, here.visitorId, second?.url);
    const over = await there.send();
    expectSlowDown(over.ack);
    expect(await storedMessages([over.clientMessageId])).toEqual([]);
  });
});
