import type { Ack, LiveMessage } from '@prosa/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newToken } from '../../app/newId.ts';
import { conversations, messages } from '../../db/schema/index.ts';
import { demoChatbot } from '../../testing/demoChatbot.ts';
import { freshAddress } from '../../testing/freshAddress.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { connectVisitor } from './connectVisitor.ts';

// The widget's message and conversation limits of app/abuseLimits.ts, set low, over real sockets
// (uploads: widgetUploadLimits.int.test.ts). The server trusts the loopback proxy, so each test
// speaks from an address of its own (X-Forwarded-For) and the per-address counters of one test
// never reach another.
let server: TestServer;
let botToken: string;
let botId: string;
const sockets: Socket[] = [];

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

const storedMessages = (clientMessageIds: string[]) =>
  server.services.database.db
    .select({ id: messages.id })
    .from(messages)
    .where(inArray(messages.clientMessageId, clientMessageIds));

function expectSlowDown(ack: Ack<LiveMessage>) {
  expect(ack.ok).toBe(false);
  if (ack.ok) return;
  expect(ack.error.code).toBe('live.slowDown');
  expect(ack.error.retryAfterSeconds).toBeGreaterThan(0);
  expect(ack.error.message).toContain(String(ack.error.retryAfterSeconds));
}

const lowLimits = {
  TRUST_PROXY: '127.0.0.1',
  LIMIT_WIDGET_MESSAGES_PER_MINUTE: '3',
  LIMIT_WIDGET_MESSAGES_PER_MINUTE_PER_ADDRESS: '5',
  LIMIT_WIDGET_CONVERSATIONS_PER_HOUR: '1',
  LIMIT_WIDGET_CONVERSATIONS_PER_HOUR_PER_ADDRESS: '2',
};

beforeAll(async () => {
  server = await startTestServer(lowLimits);
  ({ token: botToken, id: botId } = await demoChatbot(server.services.database.db));
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
