import { createHmac } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  channelInboundReceipts,
  channelOutbox,
  contacts,
  conversations,
  messages,
} from '../../../db/schema/index.ts';
import { signIn } from '../../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../../testing/startTestServer.ts';
import { until } from '../../../testing/until.ts';
import { appendMessage } from '../../live/messages/appendMessage.ts';
import { accountIdOf, insertConversation } from '../../live/testing/insertConversation.ts';
import { isOptedOut } from '../../numbers/isOptedOut.ts';
import { cloudChannelBody } from '../testing/cloudChannelBody.ts';
import { sweepInboundReceipts } from './sweepInboundReceipts.ts';

// The one inbound path end to end with the Cloud API adapter: signed webhooks in, messages stored
// once in the customer's conversation, the chatbot answering, statuses onto the ticks.

let server: TestServer;
let demoChannel: { id: string };
let outraChannel: { id: string };
const demoNumber = '106540352242001';
const outraNumber = '106540352242002';
const appSecret = 'app-secret-of-the-test';
const webhookLimit = 40;
let demoBot = '';

beforeAll(async () => {
  // Low enough for the abuse limit's test to reach, above what the other tests send to one channel.
  server = await startTestServer({ LIMIT_WEBHOOKS_PER_MINUTE_PER_CHANNEL: String(webhookLimit) });
  const admin = (await signIn(server.url, 'admin@prosa.demo')).client;
  const outra = (await signIn(server.url, 'admin@outra.demo')).client;
  demoBot = (await admin.get('/api/bots')).body[0]._id;
  const outraBot = (await outra.get('/api/bots')).body[0]._id;
  demoChannel = (await admin.post('/api/channels', cloudChannelBody(demoBot, demoNumber))).body.channel;
  outraChannel = (
    await outra.post('/api/channels', cloudChannelBody(outraBot, outraNumber, { appSecret: 'outra-secret' }))
  ).body.channel;
});
afterAll(() => server.close());

const db = () => server.services.database.db;
let sequence = 0;
const wamid = () => `wamid.TEST${Date.now()}${++sequence}`;

const webhookOf = (numberId: string, value: Record<string, unknown>) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: 'waba',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '15550000000', phone_number_id: numberId },
            ...value,
          },
        },
      ],
    },
  ],
});
const textMessage = (numberId: string, from: string, id: string, body: string) =>
  webhookOf(numberId, {
    contacts: [{ profile: { name: 'Cliente WhatsApp' }, wa_id: from }],
    messages: [{ from, id, timestamp: '1760000000', type: 'text', text: { body } }],
  });
const statusOf = (numberId: string, id: string, status: string, timestamp: string) =>
  webhookOf(numberId, { statuses: [{ id, status, timestamp, recipient_id: '5511999990000' }] });

const post = (channelId: string, payload: unknown, secret = appSecret, segment = 'whatsapp') => {
  const body = JSON.stringify(payload);
  const signature = createHmac('sha256', secret).update(body).digest('hex');
  return fetch(`${server.url}/webhooks/${segment}/${channelId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${signature}` },
    body,
  });
};

const customerMessages = (providerId: string) =>
  db()
    .select({ id: messages.id, conversationId: messages.conversationId, accountId: messages.accountId })
    .from(messages)
    .where(eq(messages.clientMessageId, `cloud:${providerId}`));
const conversationOf = async (id: string) =>
  (await db().select().from(conversations).where(eq(conversations.id, id)))[0];
const messagesIn = (conversationId: string) =>
  db().select().from(messages).where(eq(messages.conversationId, conversationId)).orderBy(messages.seq);

describe('/webhooks/whatsapp/:channelId', () => {
  it('stores a customer message in a new WhatsApp conversation and lets the chatbot answer', async () => {
    const id = wamid();
    const answer = await post(demoChannel.id, textMessage(demoNumber, '5511999990001', id, 'Olá'));
    expect(answer.status).toBe(200);
    const [stored] = await until(async () => {
      const rows = await customerMessages(id);
      return rows.length > 0 && rows;
    });
    const conversation = await conversationOf(stored?.conversationId ?? '');
    expect(conversation).toMatchObject({
      channel: 'whatsapp',
      channelId: demoChannel.id,
      visitorId: '5511999990001',
      accountId: await accountIdOf(db(), 'Prosa Demo'),
    });
    const [contact] = await db()
      .select()
      .from(contacts)
      .where(eq(contacts.id, conversation?.contactId ?? ''));
    expect(contact).toMatchObject({ name: 'Cliente WhatsApp', phone: '+5511999990001' });
    // The chatbot answers: its flow, or its greeting and the hand-off.
    const all = await until(async () => {
      const rows = await messagesIn(conversation?.id ?? '');
      return rows.some((row) => row.sender === 'bot') && rows;
    });
    expect(all[0]).toMatchObject({ sender: 'customer', text: 'Olá', seq: 1 });
    const receipt = await until(async () => {
      const [row] = await db()
        .select()
        .from(channelInboundReceipts)
        .where(eq(channelInboundReceipts.providerMessageId, id));
      return row?.processedAt && row;
    });
    expect(receipt.event).toBeNull();
  });

  it('stores one message for a webhook delivered three times, one after another and at once', async () => {
    const once = wamid();
    const payload = textMessage(demoNumber, '5511999990002', once, 'Três vezes');
    for (let i = 0; i < 3; i++) expect((await post(demoChannel.id, payload)).status).toBe(200);
    const atOnce = wamid();
    const concurrent = textMessage(demoNumber, '5511999990002', atOnce, 'Ao mesmo tempo');
    const answers = await Promise.all([1, 2, 3].map(() => post(demoChannel.id, concurrent)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    await until(
      async () => (await customerMessages(atOnce)).length > 0 && (await customerMessages(once)).length > 0,
    );
    // Whatever was still running has finished once both receipts are processed.
    await until(async () => {
      const rows = await db().select().from(channelInboundReceipts);
      return (
        rows.filter((row) => [once, atOnce].includes(row.providerMessageId) && row.processedAt).length === 2
      );
    });
    expect(await customerMessages(once)).toHaveLength(1);
    expect(await customerMessages(atOnce)).toHaveLength(1);
  });

  it('refuses a bad signature and stores nothing', async () => {
    const id = wamid();
    const answer = await post(
      demoChannel.id,
      textMessage(demoNumber, '5511999990003', id, 'Forjada'),
      'wrong',
    );
    expect(answer.status).toBe(401);
    const unsigned = await fetch(`${server.url}/webhooks/whatsapp/${demoChannel.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(textMessage(demoNumber, '5511999990003', id, 'Sem assinatura')),
    });
    expect(unsigned.status).toBe(401);
    const receipts = await db()
      .select()
      .from(channelInboundReceipts)
      .where(eq(channelInboundReceipts.providerMessageId, id));
    expect(receipts).toEqual([]);
    expect(await customerMessages(id)).toEqual([]);
  });

  it('answers 404 for an unknown channel and for a channel on another provider’s path', async () => {
    const payload = textMessage(demoNumber, '5511999990004', wamid(), 'Oi');
    expect((await post('000000000000000000000000', payload)).status).toBe(404);
    expect((await post(demoChannel.id, payload, appSecret, 'twilio')).status).toBe(404);
    expect((await post(demoChannel.id, payload, appSecret, 'telegram')).status).toBe(404);
  });

  it('answers Meta’s verification with the challenge only for the right token', async () => {
    const url = (token: string) =>
      `${server.url}/webhooks/whatsapp/${demoChannel.id}?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`;
    const right = await fetch(url('verify-token-of-the-test'));
    expect(right.status).toBe(200);
    expect(await right.text()).toBe('1158201444');
    expect((await fetch(url('wrong'))).status).toBe(403);
  });

  it('keeps each account’s customers apart, even the same number on two accounts', async () => {
    const demoId = wamid();
    const outraId = wamid();
    await post(demoChannel.id, textMessage(demoNumber, '5511999990005', demoId, 'Demo'));
    // Outra Empresa's channel with Prosa Demo's secret is refused; with its own, taken.
    expect(
      (await post(outraChannel.id, textMessage(outraNumber, '5511999990005', outraId, 'X'))).status,
    ).toBe(401);
    expect(
      (
        await post(
          outraChannel.id,
          textMessage(outraNumber, '5511999990005', outraId, 'Outra'),
          'outra-secret',
        )
      ).status,
    ).toBe(200);
    const [demo] = await until(async () => {
      const rows = await customerMessages(demoId);
      return rows.length > 0 && rows;
    });
    const [outra] = await until(async () => {
      const rows = await customerMessages(outraId);
      return rows.length > 0 && rows;
    });
    expect(demo?.accountId).toBe(await accountIdOf(db(), 'Prosa Demo'));
    expect(outra?.accountId).toBe(await accountIdOf(db(), 'Outra Empresa'));
    const [demoConversation, outraConversation] = await Promise.all([
      conversationOf(demo?.conversationId ?? ''),
      conversationOf(outra?.conversationId ?? ''),
    ]);
    expect(demoConversation?.contactId).not.toBe(outraConversation?.contactId);
    expect(outraConversation?.channelId).toBe(outraChannel.id);
  });

  it('gives a number writing to two channels of one chatbot a conversation on each, answered on its own', async () => {
    const admin = (await signIn(server.url, 'admin@prosa.demo')).client;
    const secondNumber = '106540352242003';
    const second = (await admin.post('/api/channels', cloudChannelBody(demoBot, secondNumber))).body.channel;
    const from = '5511999990009';
    const [firstId, secondId, againId] = [wamid(), wamid(), wamid()];
    expect((await post(demoChannel.id, textMessage(demoNumber, from, firstId, 'Oi'))).status).toBe(200);
    expect((await post(second.id, textMessage(secondNumber, from, secondId, 'Oi'))).status).toBe(200);
    expect((await post(second.id, textMessage(secondNumber, from, againId, 'De novo'))).status).toBe(200);
    const storedOf = (id: string) =>
      until(async () => {
        const [row] = await customerMessages(id);
        return row;
      });
    const [first, onSecond, again] = [
      await storedOf(firstId),
      await storedOf(secondId),
      await storedOf(againId),
    ];
    expect(onSecond.conversationId).not.toBe(first.conversationId);
    expect(again.conversationId).toBe(onSecond.conversationId);
    expect((await conversationOf(first.conversationId))?.channelId).toBe(demoChannel.id);
    expect((await conversationOf(onSecond.conversationId))?.channelId).toBe(second.id);
    // The chatbot's answers leave by the channel each conversation came through.
    const outboxChannels = async (conversationId: string) =>
      (
        await db()
          .select({ channelId: channelOutbox.channelId })
          .from(channelOutbox)
          .innerJoin(messages, eq(messages.id, channelOutbox.messageId))
          .where(eq(messages.conversationId, conversationId))
      ).map((row) => row.channelId);
    expect(await until(async () => (await outboxChannels(first.conversationId))[0])).toBe(demoChannel.id);
    expect(await until(async () => (await outboxChannels(onSecond.conversationId))[0])).toBe(second.id);
    expect(new Set(await outboxChannels(onSecond.conversationId))).toEqual(new Set([second.id]));
  });

  it('joins a number the CRM already knows to that contact, and opens a new conversation after a finished one', async () => {
    const accountId = await accountIdOf(db(), 'Prosa Demo');
    const [known] = await db()
      .insert(contacts)
      .values({ id: `known${Date.now()}`, accountId, name: 'Maria Conhecida', phone: '+55 (11) 99999-0006' })
      .returning();
    const first = wamid();
    await post(demoChannel.id, textMessage(demoNumber, '5511999990006', first, 'Sou a Maria'));
    const [stored] = await until(async () => {
      const rows = await customerMessages(first);
      return rows.length > 0 && rows;
    });
    const conversation = await conversationOf(stored?.conversationId ?? '');
    expect(conversation?.contactId).toBe(known?.id);
    await db()
      .update(conversations)
      .set({ status: 'finished', finishedAt: new Date() })
      .where(eq(conversations.id, conversation?.id ?? ''));
    const again = wamid();
    await post(demoChannel.id, textMessage(demoNumber, '5511999990006', again, 'Voltei'));
    const [next] = await until(async () => {
      const rows = await customerMessages(again);
      return rows.length > 0 && rows;
    });
    expect(next?.conversationId).not.toBe(conversation?.id);
    expect((await conversationOf(next?.conversationId ?? ''))?.contactId).toBe(known?.id);
  });

  it('brings an opted-out number back to opt-in when its customer starts a new conversation', async () => {
    const admin = (await signIn(server.url, 'admin@prosa.demo')).client;
    const optOut = await admin.post('/api/settings/optout', {
      country: 'BR',
      number: '11999990008',
      channel: 'whatsapp',
      reason: 'Pediu para sair',
    });
    expect(optOut.status).toBe(200);
    const accountId = await accountIdOf(db(), 'Prosa Demo');
    const key = { accountId, channel: 'whatsapp', number: '5511999990008' };
    expect(await isOptedOut(db(), key, new Date())).toBe(true);
    const first = wamid();
    await post(demoChannel.id, textMessage(demoNumber, '5511999990008', first, 'Quero voltar'));
    await until(async () => (await customerMessages(first)).length > 0);
    expect(await isOptedOut(db(), key, new Date())).toBe(false);
  });

  it('applies provider statuses with precedence and announces the ticks', async () => {
    const id = wamid();
    await post(demoChannel.id, textMessage(demoNumber, '5511999990007', id, 'Quero saber'));
    const [stored] = await until(async () => {
      const rows = await customerMessages(id);
      return rows.length > 0 && rows;
    });
    const accountId = await accountIdOf(db(), 'Prosa Demo');
    const conversationId = stored?.conversationId ?? '';
    const sent = await appendMessage(server.services, {
      accountId,
      conversationId,
      clientMessageId: `test:${id}`,
      sender: 'bot',
      authorName: 'Prosa Bot',
      text: 'Resposta enviada',
    });
    const outbound = `wamid.OUT${id}`;
    await db()
      .insert(channelOutbox)
      .values({
        messageId: sent?.message._id ?? '',
        accountId,
        channelId: demoChannel.id,
        conversationId,
        recipient: '5511999990007',
        seq: sent?.message.seq ?? 0,
        state: 'sent',
        providerMessageId: outbound,
      })
      .onConflictDoUpdate({
        target: channelOutbox.messageId,
        set: { providerMessageId: outbound, state: 'sent' },
      });
    const announced: string[][] = [];
    server.services.events.on('message.status', (event) => {
      if (event.conversationId === conversationId && event.seq === sent?.message.seq)
        announced.push(event.statuses);
    });
    const statusesOf = async () =>
      (
        await db()
          .select()
          .from(messages)
          .where(eq(messages.id, sent?.message._id ?? ''))
      )[0]?.statuses;
    // Read arrives before delivered; the late delivered changes nothing.
    await post(demoChannel.id, statusOf(demoNumber, outbound, 'read', '1760000010'));
    await until(async () => (await statusesOf())?.includes('read'));
    await post(demoChannel.id, statusOf(demoNumber, outbound, 'delivered', '1760000005'));
    await until(async () => {
      const [row] = await db()
        .select()
        .from(channelInboundReceipts)
        .where(
          and(
            eq(channelInboundReceipts.channelId, demoChannel.id),
            eq(channelInboundReceipts.providerMessageId, `delivered:${outbound}`),
          ),
        );
      return row?.processedAt;
    });
    expect(await statusesOf()).toEqual(['enqueued', 'sent', 'delivered', 'read']);
    expect(announced).toEqual([['enqueued', 'sent', 'delivered', 'read']]);
    // Another account's channel cannot touch it.
    await post(outraChannel.id, statusOf(outraNumber, outbound, 'failed', '1760000020'), 'outra-secret');
    // It finds no message of its own: the event waits for a retry, and the message is untouched.
    await until(async () => {
      const [row] = await db()
        .select()
        .from(channelInboundReceipts)
        .where(
          and(
            eq(channelInboundReceipts.channelId, outraChannel.id),
            eq(channelInboundReceipts.providerMessageId, `failed:${outbound}`),
          ),
        );
      return (row?.attempts ?? 0) > 0;
    });
    expect(await statusesOf()).toEqual(['enqueued', 'sent', 'delivered', 'read']);
  });

  it('recognises by our id a send the provider took but whose answer was never recorded, so it is not sent again', async () => {
    const id = wamid();
    const accountId = await accountIdOf(db(), 'Prosa Demo');
    const customer = '5511999990017';
    // The outbox rows are written here as a worker left them (this server's own worker would race
    // for rows queued by the storing statement): the messages are stored off the channel, and each
    // one's row on the demo channel is set up by hand.
    const conversation = await insertConversation(db(), {
      accountId,
      channel: 'whatsapp',
      visitorId: customer,
      status: 'waiting',
    });
    const outboxRow = async (messageId: string) =>
      (await db().select().from(channelOutbox).where(eq(channelOutbox.messageId, messageId)))[0];
    const inAnHour = new Date(Date.now() + 3_600_000);
    // A worker died after the provider's accept (its claim still runs), a provider call timed out
    // after the accept (its retry is scheduled): neither recorded the provider's id.
    const setUp = async (text: string, state: 'sending' | 'pending') => {
      const stored = await appendMessage(server.services, {
        accountId,
        conversationId: conversation.id,
        clientMessageId: `test:${text}:${id}`,
        sender: 'bot',
        authorName: 'Prosa Bot',
        text,
      });
      const messageId = stored?.message._id ?? '';
      await db()
        .update(messages)
        .set({ statuses: ['enqueued'] })
        .where(eq(messages.id, messageId));
      await db()
        .insert(channelOutbox)
        .values({
          messageId,
          accountId,
          channelId: demoChannel.id,
          conversationId: conversation.id,
          recipient: customer,
          seq: stored?.message.seq ?? 0,
          state,
          attempts: 1,
          ...(state === 'sending' ? { lockedUntil: inAnHour } : { nextAttemptAt: inAnHour }),
        });
      return { messageId, attempts: 1 };
    };
    const claimed = await setUp('Enviada antes da queda', 'sending');
    const retrying = await setUp('Enviada antes do tempo esgotado', 'pending');
    const statusNaming = (providerId: string, ours: string, status: string, numberId = demoNumber) =>
      webhookOf(numberId, {
        statuses: [
          {
            id: providerId,
            status,
            timestamp: '1760000030',
            recipient_id: '5511999990017',
            biz_opaque_callback_data: ours,
          },
        ],
      });
    for (const [ours, status] of [
      [claimed.messageId, 'sent'],
      [retrying.messageId, 'delivered'],
    ] as const)
      expect((await post(demoChannel.id, statusNaming(`wamid.LOST${ours}`, ours, status))).status).toBe(200);
    for (const { messageId, attempts } of [claimed, retrying]) {
      const row = await until(async () => {
        const found = await outboxRow(messageId);
        return found?.state === 'sent' && found;
      });
      // Out of the queue: the lapsed claim and the scheduled retry never send it again.
      expect(row).toMatchObject({ providerMessageId: `wamid.LOST${messageId}`, lockedUntil: null, attempts });
    }
    const [retried] = await db().select().from(messages).where(eq(messages.id, retrying.messageId));
    expect(retried?.statuses).toEqual(['enqueued', 'sent', 'delivered']);
    // A failure naming our id fails the send, not a sent one; a status naming another channel's
    // message id finds nothing.
    const failing = await setUp('Recusada pelo provedor', 'sending');
    await post(demoChannel.id, statusNaming(`wamid.FAIL${failing.messageId}`, failing.messageId, 'failed'));
    const failed = await until(async () => {
      const found = await outboxRow(failing.messageId);
      return found?.state === 'failed' && found;
    });
    expect(failed.providerMessageId).toBeNull();
    await post(
      outraChannel.id,
      statusNaming(`wamid.OUTRA${id}`, claimed.messageId, 'read', outraNumber),
      'outra-secret',
    );
    await until(async () => {
      const [receipt] = await db()
        .select()
        .from(channelInboundReceipts)
        .where(
          and(
            eq(channelInboundReceipts.channelId, outraChannel.id),
            eq(channelInboundReceipts.providerMessageId, `read:wamid.OUTRA${id}`),
          ),
        );
      return (receipt?.attempts ?? 0) > 0;
    });
    expect((await outboxRow(claimed.messageId))?.providerMessageId).toBe(`wamid.LOST${claimed.messageId}`);
  });

  it('finishes events a crash left unprocessed, once', async () => {
    const id = wamid();
    await db()
      .insert(channelInboundReceipts)
      .values({
        channelId: demoChannel.id,
        providerMessageId: id,
        event: {
          kind: 'message',
          providerMessageId: id,
          from: '5511999990008',
          at: new Date().toISOString(),
          text: 'Antes da queda',
        },
        lockedUntil: new Date(Date.now() - 1000),
      });
    await sweepInboundReceipts(server.services, '');
    expect(await customerMessages(id)).toHaveLength(1);
    await sweepInboundReceipts(server.services, '');
    // A provider's late retry of the same message stores nothing either.
    await post(demoChannel.id, textMessage(demoNumber, '5511999990008', id, 'Antes da queda'));
    expect(await customerMessages(id)).toHaveLength(1);
    const [receipt] = await db()
      .select()
      .from(channelInboundReceipts)
      .where(eq(channelInboundReceipts.providerMessageId, id));
    expect(receipt?.processedAt).not.toBeNull();
  });

  it('deletes processed receipts once the providers’ retry period is over, and nothing else', async () => {
    const day = 24 * 3_600_000;
    const receipt = (key: string, processedDaysAgo: number | null) => ({
      channelId: demoChannel.id,
      providerMessageId: key,
      receivedAt: new Date(Date.now() - 9 * day),
      processedAt: processedDaysAgo === null ? null : new Date(Date.now() - processedDaysAgo * day),
      lockedUntil: processedDaysAgo === null ? new Date(Date.now() + day) : null,
    });
    const keys = { old: wamid(), recent: wamid(), pending: wamid() };
    await db()
      .insert(channelInboundReceipts)
      .values([receipt(keys.old, 8), receipt(keys.recent, 6), receipt(keys.pending, null)]);
    await sweepInboundReceipts(server.services, '');
    const left = await db()
      .select({ key: channelInboundReceipts.providerMessageId })
      .from(channelInboundReceipts)
      .where(inArray(channelInboundReceipts.providerMessageId, Object.values(keys)));
    expect(left.map((row) => row.key).sort()).toEqual([keys.recent, keys.pending].sort());
  });

  it('refuses a flood to one channel with 429, before any signature work, and not its neighbours', async () => {
    const admin = (await signIn(server.url, 'admin@prosa.demo')).client;
    const flooded = (await admin.post('/api/channels', cloudChannelBody(demoBot, '106540352242099'))).body
      .channel;
    const payload = textMessage('106540352242099', '5511999990009', wamid(), 'Enxurrada');
    const statuses: number[] = [];
    for (let i = 0; i <= webhookLimit; i++) statuses.push((await post(flooded.id, payload, 'forged')).status);
    expect(statuses.slice(0, webhookLimit).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await post(demoChannel.id, payload, 'forged')).status).toBe(401);
  });
});
