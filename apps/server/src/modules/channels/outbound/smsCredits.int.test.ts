import { smsSegments } from '@prosa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CatalogueError } from '../../../app/CatalogueError.ts';
import { newId, newToken } from '../../../app/newId.ts';
import type { AppServices } from '../../../app/services.ts';
import { channelOutbox, creditCharges, messages } from '../../../db/schema/index.ts';
import { openSeededServices } from '../../../testing/seededServices.ts';
import { until } from '../../../testing/until.ts';
import { creditBalance, setCredits } from '../../credits/testing/setCredits.ts';
import { insertAttachment } from '../../live/attachments/attachmentRepository.ts';
import { appendMessage } from '../../live/messages/appendMessage.ts';
import { sendAttendantMessage } from '../../live/rooms/sendAttendantMessage.ts';
import { insertConversation } from '../../live/testing/insertConversation.ts';
import { type OutboundMessage, ProviderError } from '../adapters/ChannelAdapter.ts';
import { smsText } from '../adapters/sms/smsText.ts';
import { insertChannel } from '../testing/insertChannel.ts';
import { ScriptedProvider } from '../testing/ScriptedProvider.ts';
import { type ChannelDelivery, startChannelDelivery } from './startChannelDelivery.ts';

// Credits per SMS segment (decisions.md: 1 credit a segment): the attendant's SMS charged in the
// transaction that stores it, every other SMS by the delivery worker before it goes, once per
// message however often it is sent or retried.
let services: AppServices;
let closeServices: () => Promise<void>;
let accountId: string;
let attendantId: string;
let delivery: ChannelDelivery | null = null;
let provider: ScriptedProvider;

// 188 GSM-7 characters: 2 segments (160, then 153 a part).
const longAnswer =
  `Oi! Sou a Aline e vou cuidar do seu pedido. ${'Seguem os detalhes por aqui. '.repeat(5)}`.trim();

async function smsRoom() {
  const channel = await insertChannel(services.database.db, services.secretKey, {
    accountId,
    type: 'sms',
    provider: 'scripted',
    secrets: { token: 't' },
  });
  return insertConversation(services.database.db, {
    accountId,
    channel: 'sms',
    channelId: channel.id,
    visitorId: `+55119${Math.floor(10_000_000 + Math.random() * 89_999_999)}`,
    status: 'waiting',
    attendantId,
    lastCustomerMessageAt: new Date(),
  });
}

const actor = () => ({ accountId, userId: attendantId, name: 'Atendente' });
const chargesOf = (messageId: string) =>
  services.database.db
    .select()
    .from(creditCharges)
    .where(eq(creditCharges.idempotencyKey, `sms:${messageId}`));
const balance = () => creditBalance(services.database.db, accountId);

beforeAll(async () => {
  ({ services, close: closeServices, accountId, attendantId } = await openSeededServices());
}, 60_000);
afterAll(async () => {
  delivery?.stop();
  await delivery?.idle();
  await closeServices?.();
});
beforeEach(async () => {
  delivery?.stop();
  await delivery?.idle();
  delivery = null;
  provider = new ScriptedProvider('sms');
});

const startDelivery = () => {
  delivery = startChannelDelivery(services, null, {
    adapterFor: (_type, name) => (name === 'scripted' ? provider.adapter : null),
    pollMs: 50,
  });
  return delivery;
};

describe('credits per SMS segment', () => {
  it('charges the attendant’s 188-character answer 2 credits when storing it, a retry nothing more, and sends it once paid', async () => {
    await setCredits(services.database.db, accountId, 10);
    const room = await smsRoom();
    const send = { conversationId: room.id, clientMessageId: `a-${newToken(12)}`, text: longAnswer };
    expect(longAnswer).toHaveLength(188);

    const stored = await sendAttendantMessage(services, actor(), send);
    expect(await balance()).toBe(8);
    const again = await sendAttendantMessage(services, actor(), send);
    expect(again._id).toBe(stored._id);
    expect(await balance()).toBe(8);
    expect(
      (await chargesOf(stored._id)).map((charge) => [charge.kind, charge.units, charge.credits]),
    ).toEqual([['sms', 2, 2]]);

    // The worker finds it paid: sent, not charged again.
    startDelivery();
    await until(async () => provider.accepted.has(stored._id));
    await delivery?.idle();
    expect(await balance()).toBe(8);
  });

  it('counts an attachment’s link in the attendant’s SMS, charged when stored as the worker sends it', async () => {
    await setCredits(services.database.db, accountId, 10);
    const room = await smsRoom();
    const file = await insertAttachment(services.database.db, {
      id: newId(),
      accountId,
      ownerId: attendantId,
      name: 'boleto.pdf',
      mime: 'application/pdf',
      size: 1000,
      kind: 'file',
    });
    // 119 characters and the link: one SMS would hold the words alone.
    const text = 'Segue o boleto do seu pedido. '.repeat(4).trim();
    const stored = await sendAttendantMessage(services, actor(), {
      conversationId: room.id,
      clientMessageId: `a-${newToken(12)}`,
      text,
      attachmentId: file.id,
    });
    const [charge] = await chargesOf(stored._id);
    expect(charge?.units).toBeGreaterThanOrEqual(2);
    startDelivery();
    await until(async () => provider.accepted.has(stored._id));
    await delivery?.idle();
    const [sent] = provider.requests;
    expect(smsSegments(smsText(sent as OutboundMessage)).segments).toBe(charge?.units);
    expect(await balance()).toBe(10 - (charge?.units ?? 0));
  });

  it('refuses the attendant’s SMS without credit: nothing stored, queued or charged', async () => {
    await setCredits(services.database.db, accountId, 1);
    const room = await smsRoom();
    const refused = await sendAttendantMessage(services, actor(), {
      conversationId: room.id,
      clientMessageId: `a-${newToken(12)}`,
      text: longAnswer,
    }).catch((error: CatalogueError) => error.code);
    expect(refused).toBe('credits.notEnoughSms');
    expect(await balance()).toBe(1);
    expect(
      await services.database.db.select().from(messages).where(eq(messages.conversationId, room.id)),
    ).toEqual([]);
  });

  it('charges a bot’s SMS before sending it, once however often the provider is tried, and fails it unsent without credit', async () => {
    await setCredits(services.database.db, accountId, 2);
    const room = await smsRoom();
    const say = (text: string) =>
      appendMessage(services, {
        accountId,
        conversationId: room.id,
        clientMessageId: `b-${newToken(12)}`,
        sender: 'bot',
        text,
      });
    const paid = await say(longAnswer);
    const unpaid = await say('Mais alguma coisa?');
    // The gateway is unavailable at the long one's first attempt: it is tried again.
    provider.answer = (message, attempt) =>
      message.messageId === paid?.message._id && attempt === 1
        ? new ProviderError('503', true, 'unavailable', 10)
        : null;
    startDelivery();
    await until(async () => {
      const rows = await services.database.db
        .select()
        .from(channelOutbox)
        .where(eq(channelOutbox.conversationId, room.id));
      return rows.length === 2 && rows.every((row) => row.state === 'sent' || row.state === 'failed');
    });
    await delivery?.idle();
    expect(provider.requests.map((message) => message.messageId)).toEqual([
      paid?.message._id,
      paid?.message._id,
    ]);
    expect([...provider.accepted.keys()]).toEqual([paid?.message._id]);
    expect(await balance()).toBe(0);
    expect((await chargesOf(paid?.message._id ?? '')).map((charge) => charge.units)).toEqual([2]);
    expect(await chargesOf(unpaid?.message._id ?? '')).toEqual([]);
    const [failed] = await services.database.db
      .select()
      .from(channelOutbox)
      .where(eq(channelOutbox.messageId, unpaid?.message._id ?? ''));
    expect([failed?.state, failed?.errorCode]).toEqual(['failed', '1003']);
    const [message] = await services.database.db
      .select()
      .from(messages)
      .where(eq(messages.id, unpaid?.message._id ?? ''));
    expect(message?.statuses).toEqual(['enqueued', 'failed']);
  });
});
