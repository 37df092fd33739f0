import type { LiveMessage, MessageChoices } from '@prosa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, newToken } from '../../../app/newId.ts';
import { accounts, bots, conversations } from '../../../db/schema/index.ts';
import { startTestServer, type TestServer } from '../../../testing/startTestServer.ts';
import { appendMessage } from './appendMessage.ts';
import { listMessagesAfter } from './listMessagesAfter.ts';
import { markMessagesStatus } from './markMessagesStatus.ts';

let server: TestServer;
let accountId: string;
let otherAccountId: string;

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

const customerSays = (conversationId: string, clientMessageId: string, text = 'oi') =>
  appendMessage(server.services, {
    accountId,
    conversationId,
    clientMessageId,
    sender: 'customer',
    text,
  });

beforeAll(async () => {
  server = await startTestServer();
  const db = server.services.database.db;
  const [prosa] = await db.select().from(accounts).where(eq(accounts.name, 'Prosa Demo'));
  const [outra] = await db.select().from(accounts).where(eq(accounts.name, 'Outra Empresa'));
  accountId = prosa?.id ?? '';
  otherAccountId = outra?.id ?? '';
});
afterAll(() => server.close());

describe('appendMessage', () => {
  it('numbers a conversation’s messages 1, 2, 3… with no gap under concurrent senders', async () => {
    const conversationId = await newConversation(accountId);
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) => customerSays(conversationId, `client-${i}-xxxxxxxx`, `m${i}`)),
    );
    const seqs = results.map((result) => result?.message.seq).sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(seqs).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    const page = await listMessagesAfter(server.services.database.db, accountId, conversationId, 0);
    expect(page?.lastSeq).toBe(25);
    expect(page?.items.map((message) => message.seq)).toEqual(seqs);
  });

  it('stores a repeated clientMessageId once, even when the repeats race, and announces it once', async () => {
    const conversationId = await newConversation(accountId);
    const announced: LiveMessage[] = [];
    server.services.events.on('message.created', ({ message }) => {
      if (message.conversationId === conversationId) announced.push(message);
    });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => customerSays(conversationId, 'same-id-123456')),
    );
    expect(new Set(results.map((result) => result?.message._id)).size).toBe(1);
    expect(results.filter((result) => result?.created)).toHaveLength(1);
    expect(announced).toHaveLength(1);
    const next = await customerSays(conversationId, 'another-id-123456');
    expect(next?.message.seq).toBe(2);
  });

  it('answers what came after a sequence, in order', async () => {
    const conversationId = await newConversation(accountId);
    for (let i = 0; i < 5; i++) await customerSays(conversationId, `after-${i}-xxxxxxx`, `t${i}`);
    const page = await listMessagesAfter(server.services.database.db, accountId, conversationId, 3);
    expect(page?.items.map((message) => message.text)).toEqual(['t3', 't4']);
  });

  it('answers a catch-up from one snapshot: its lastSeq is never below a message it returns', async () => {
    const conversationId = await newConversation(accountId);
    const db = server.services.database.db;
    let isWriting = true;
    const writing = (async () => {
      for (let i = 0; i < 60; i++) await customerSays(conversationId, `snapshot-${i}-xxxxxxxx`);
      isWriting = false;
    })();
    let pages = 0;
    while (isWriting) {
      const page = await listMessagesAfter(db, accountId, conversationId, 0);
      pages++;
      expect(page?.lastSeq).toBeGreaterThanOrEqual(page?.items.at(-1)?.seq ?? 0);
    }
    await writing;
    expect(pages).toBeGreaterThan(1);
    expect((await listMessagesAfter(db, accountId, conversationId, 60))?.items).toEqual([]);
  });

  it('keeps a bot message’s choices: in the answer, on a repeat and in the catch-up', async () => {
    const conversationId = await newConversation(accountId);
    const choices: MessageChoices = {
      kind: 'buttons',
      presentation: 'buttons',
      options: [
        { key: 'sup', value: 'Suporte' },
        { key: 'ven', value: 'Vendas' },
      ],
    };
    const botAsks = () =>
      appendMessage(server.services, {
        accountId,
        conversationId,
        clientMessageId: 'flow:1:0',
        sender: 'bot',
        text: 'Sobre o que quer falar?\n1. Suporte\n2. Vendas',
        choices,
      });
    const stored = await botAsks();
    expect(stored?.message.choices).toEqual(choices);
    expect((await botAsks())?.message).toEqual(stored?.message);
    await customerSays(conversationId, 'c-choice-xxxxxx', 'Suporte');
    const page = await listMessagesAfter(server.services.database.db, accountId, conversationId, 0);
    expect(page?.items.map((message) => message.choices)).toEqual([choices, null]);
  });

  it('touches nothing of another account’s conversation', async () => {
    const foreign = await newConversation(otherAccountId);
    expect(await customerSays(foreign, 'foreign-1234567')).toBeNull();
    expect(await listMessagesAfter(server.services.database.db, accountId, foreign, 0)).toBeNull();
  });

  it('adds a read status once to the other side’s messages only', async () => {
    const conversationId = await newConversation(accountId);
    await customerSays(conversationId, 'c-1-xxxxxxxx');
    const reply = await appendMessage(server.services, {
      accountId,
      conversationId,
      clientMessageId: 'a-1-xxxxxxxx',
      sender: 'attendant',
      text: 'olá',
    });
    expect(reply?.message.statuses).toEqual(['sent']);
    const input = { accountId, conversationId, upToSeq: 2, readBy: 'customer', status: 'read' } as const;
    expect(await markMessagesStatus(server.services, input)).toBe(1);
    expect(await markMessagesStatus(server.services, input)).toBe(0);
    const page = await listMessagesAfter(server.services.database.db, accountId, conversationId, 0);
    expect(page?.items.map((message) => message.statuses)).toEqual([['sent'], ['sent', 'read']]);
  });
});
