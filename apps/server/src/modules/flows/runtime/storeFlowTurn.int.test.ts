import type { LiveMessage, MessageChoices } from '@prosa/contracts';
import { type FlowCursor, newCursor } from '@prosa/flow-engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, newToken } from '../../../app/newId.ts';
import { accounts, bots, conversations, flowCursors } from '../../../db/schema/index.ts';
import { startTestServer, type TestServer } from '../../../testing/startTestServer.ts';
import { until } from '../../../testing/until.ts';
import { appendMessage } from '../../live/messages/appendMessage.ts';
import { listMessagesAfter } from '../../live/messages/listMessagesAfter.ts';
import { deliverDueBalloons } from './deliverDueBalloons.ts';
import { storeFlowTurn } from './storeFlowTurn.ts';

let server: TestServer;
let accountId: string;
let otherAccountId: string;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.services.database.db;
  const [prosa] = await db.select().from(accounts).where(eq(accounts.name, 'Prosa Demo'));
  const [outra] = await db.select().from(accounts).where(eq(accounts.name, 'Outra Empresa'));
  accountId = prosa?.id ?? '';
  otherAccountId = outra?.id ?? '';
});
afterAll(() => server.close());

async function newConversation(account: string) {
  const db = server.services.database.db;
  const botId = newId();
  await db.insert(bots).values({ id: botId, accountId: account, token: newToken(24), name: 'Bot' });
  const id = newId();
  await db
    .insert(conversations)
    .values({ id, accountId: account, botId, visitorId: newToken(16), protocol: 'p' });
  return id;
}

const balloons = (turn: number) => [
  { clientMessageId: `flow:${turn}:0`, text: 'Olá!' },
  {
    clientMessageId: `flow:${turn}:1`,
    text: 'Escolha:\n1. A\n2. B',
    choices: {
      kind: 'buttons',
      presentation: 'buttons',
      options: [
        { key: 'a', value: 'A' },
        { key: 'b', value: 'B' },
      ],
    } as MessageChoices,
  },
];
const cursorAt = (turn: number): FlowCursor => ({ ...newCursor('v1'), status: 'bot', turn });

const turn = (
  conversationId: string,
  previous: FlowCursor | null,
  next: number,
  options: { account?: string; collected?: Record<string, string> | null } = {},
) =>
  storeFlowTurn(server.services, {
    accountId: options.account ?? accountId,
    conversationId,
    previous,
    cursor: cursorAt(next),
    collected: options.collected ?? null,
    authorName: 'Robô',
    balloons: balloons(next),
  });

const customerSays = (conversationId: string, clientMessageId: string) =>
  appendMessage(server.services, {
    accountId,
    conversationId,
    clientMessageId,
    sender: 'customer',
    text: 'oi',
  });

describe('storeFlowTurn', () => {
  it('stores the cursor, the collected data and the balloons with consecutive sequences among concurrent senders', async () => {
    const conversationId = await newConversation(accountId);
    const announced: LiveMessage[] = [];
    server.services.events.on('message.created', ({ message }) => {
      if (message.conversationId === conversationId) announced.push(message);
    });
    const [, bot] = await Promise.all([
      customerSays(conversationId, 'client-a-xxxxxxxx'),
      turn(conversationId, null, 1, { collected: { name: 'Ana' } }),
      customerSays(conversationId, 'client-b-xxxxxxxx'),
    ]);
    expect(bot?.messages.map((message) => message.text)).toEqual(['Olá!', 'Escolha:\n1. A\n2. B']);
    const [first, second] = bot?.messages ?? [];
    expect((second?.seq ?? 0) - (first?.seq ?? 0)).toBe(1);
    const page = await listMessagesAfter(server.services.database.db, accountId, conversationId, 0);
    expect(page?.items.map((message) => message.seq)).toEqual([1, 2, 3, 4]);
    expect(page?.lastSeq).toBe(4);
    expect(page?.items.find((message) => message.clientMessageId === 'flow:1:1')?.choices).toEqual(
      balloons(1)[1]?.choices,
    );
    expect(announced.filter((message) => message.sender === 'bot').map((message) => message.seq)).toEqual(
      bot?.messages.map((message) => message.seq),
    );
    const db = server.services.database.db;
    const [row] = await db.select().from(conversations).where(eq(conversations.id, conversationId));
    expect(row?.collected).toEqual({ name: 'Ana' });
    const [stored] = await db
      .select()
      .from(flowCursors)
      .where(eq(flowCursors.conversationId, conversationId));
    expect(stored?.cursor).toEqual(cursorAt(1));
  });

  it('writes nothing when another turn moved the cursor since it was read', async () => {
    const conversationId = await newConversation(accountId);
    expect((await turn(conversationId, null, 1))?.messages).toHaveLength(2);
    // Both turns read cursor 1; the first to store wins, the second stores no cursor, data or balloon.
    expect((await turn(conversationId, cursorAt(1), 2))?.messages).toHaveLength(2);
    expect(await turn(conversationId, cursorAt(1), 3, { collected: { name: 'Bia' } })).toBeNull();
    // A turn without a stored cursor loses to one that stored the first.
    expect(await turn(conversationId, null, 4)).toBeNull();
    const db = server.services.database.db;
    const [row] = await db.select().from(conversations).where(eq(conversations.id, conversationId));
    expect(row?.collected).toEqual({});
    expect(row?.lastSeq).toBe(4);
    const page = await listMessagesAfter(db, accountId, conversationId, 0);
    expect(page?.items.map((message) => message.clientMessageId)).toEqual([
      'flow:1:0',
      'flow:1:1',
      'flow:2:0',
      'flow:2:1',
    ]);
  });

  it('stores a turn without balloons, and nothing in another account’s conversation', async () => {
    const conversationId = await newConversation(accountId);
    const empty = await storeFlowTurn(server.services, {
      accountId,
      conversationId,
      previous: null,
      cursor: cursorAt(1),
      collected: { email: 'a@b.co' },
      authorName: 'Robô',
      balloons: [],
    });
    expect(empty).toEqual({ messages: [], nextDueAt: null });
    const db = server.services.database.db;
    const [row] = await db.select().from(conversations).where(eq(conversations.id, conversationId));
    expect(row?.collected).toEqual({ email: 'a@b.co' });
    expect(row?.lastSeq).toBe(0);
    const foreign = await newConversation(otherAccountId);
    expect(await turn(foreign, null, 1)).toBeNull();
    const page = await listMessagesAfter(db, otherAccountId, foreign, 0);
    expect(page?.items).toEqual([]);
  });
  it('keeps balloons with an appearance time waiting, then releases them once, in order, to racing releases', async () => {
    const conversationId = await newConversation(accountId);
    const waiting = [
      { clientMessageId: 'w:0', text: 'agora' },
      { clientMessageId: 'w:1', text: 'depois', dueMs: 60 },
      { clientMessageId: 'w:2', text: 'mais tarde', dueMs: 120 },
      { clientMessageId: 'w:3', text: 'junto', dueMs: 120 },
    ];
    const stored = await storeFlowTurn(server.services, {
      accountId,
      conversationId,
      previous: null,
      cursor: cursorAt(1),
      collected: null,
      authorName: 'Robô',
      balloons: waiting,
    });
    expect(stored?.messages.map((message) => message.text)).toEqual(['agora']);
    expect(stored?.nextDueAt?.getTime()).toBeGreaterThan(Date.now());
    const db = server.services.database.db;
    // Five releases at a time, as timers, jobs and retries of several processes may race.
    const page = await until(async () => {
      await Promise.all(Array.from({ length: 5 }, () => deliverDueBalloons(server.services, conversationId)));
      const found = await listMessagesAfter(db, accountId, conversationId, 0);
      return found && found.items.length === waiting.length && found;
    });
    expect(page.items.map((message) => message.text)).toEqual(waiting.map((balloon) => balloon.text));
    expect(page.items.map((message) => message.seq)).toEqual([1, 2, 3, 4]);
    expect(page.lastSeq).toBe(4);
    expect(await deliverDueBalloons(server.services, conversationId)).toBeNull();
  });
});
