import { createSandbox, type Sandbox } from '@prosa/sandbox';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../app/newId.ts';
import {
  bots,
  channelOutbox,
  channels,
  conversations,
  creditCharges,
  messages,
} from '../../db/schema/index.ts';
import type { ApiClient } from '../../testing/ApiClient.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { until } from '../../testing/until.ts';
import { sealSecrets } from '../channels/secrets/sealSecrets.ts';
import { creditBalance, setCredits as setAccountCredits } from '../credits/testing/setCredits.ts';
import { accountIdOf, insertConversation, userIdOf } from '../live/testing/insertConversation.ts';

// A template sent from the live chat (spec core §5 "Live chat HSM send") on a WhatsApp Cloud channel
// whose provider is the sandbox's Cloud API fake.
describe('HSM from the live chat', () => {
  let server: TestServer;
  let sandbox: Sandbox;
  let attendant: ApiClient;
  let gestor: ApiClient;
  let accountId: string;
  let botId: string;
  const channelId = newId();
  const db = () => server.services.database.db;
  let sequence = 0;
  let sandboxUrl = '';
  const phoneNumberId = '109000000000777';
  // A fresh Brazilian mobile: national number with its area code, and its E.164 digits.
  const fresh = () => {
    const national = `3198${String(2000000 + sequence++).padStart(7, '0')}`;
    return { national, digits: `55${national}` };
  };
  const order = ['Ana', '#1042', 'enviado'];
  const send = (national: string, overrides: Record<string, unknown> = {}) =>
    attendant.post('/api/live/hsm', {
      channelId,
      country: 'BR',
      number: national,
      clientName: 'Ana',
      template: { name: 'atualizacao_pedido', language: 'pt_BR', variables: order },
      ...overrides,
    });
  // A number that wrote to the channel before (its conversation archived): it has opted in.
  const hasWritten = async (digits: string) =>
    insertConversation(db(), {
      accountId,
      botId,
      channel: 'whatsapp',
      channelId,
      visitorId: digits,
      status: 'finished',
      archivedAt: new Date(),
      lastCustomerMessageAt: new Date(Date.now() - 3 * 24 * 3600_000),
    });
  // A template sent to a number that wrote before: its room opened paused.
  const hsmOpened = async () => {
    const { national, digits } = fresh();
    await hasWritten(digits);
    const sent = await send(national);
    expect(sent.status).toBe(200);
    return { national, digits, sent };
  };
  const roomOf = async (id: string) =>
    (await db().select().from(conversations).where(eq(conversations.id, id)))[0];
  const setCredits = (credits: number) => setAccountCredits(db(), accountId, credits);
  const credits = () => creditBalance(db(), accountId);

  beforeAll(async () => {
    server = await startTestServer();
    sandbox = createSandbox({ statusDelayMs: 5 });
    sandboxUrl = await sandbox.start();
    accountId = await accountIdOf(db(), 'Prosa Demo');
    const [bot] = await db().select().from(bots).where(eq(bots.accountId, accountId)).limit(1);
    botId = bot?.id ?? '';
    const secrets = { accessToken: 'hsm-token', appSecret: 'hsm-app-secret', verifyToken: 'hsm-verify' };
    const registered = await fetch(`${sandboxUrl}/_sandbox/numbers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        provider: 'cloud',
        instanceId: phoneNumberId,
        webhookUrl: `${server.url}/webhooks/whatsapp/${channelId}`,
        secrets,
        config: { wabaId: '209000000000777' },
      }),
    });
    expect(registered.status).toBe(204);
    await db()
      .insert(channels)
      .values({
        id: channelId,
        accountId,
        type: 'whatsapp',
        provider: 'cloud',
        name: 'WhatsApp HSM',
        botId,
        config: { phoneNumberId, wabaId: '209000000000777', graphBaseUrl: sandboxUrl, graphVersion: 'v21.0' },
        sealedSecrets: sealSecrets(server.services.secretKey, secrets),
        instanceId: phoneNumberId,
      });
    attendant = (await signIn(server.url, 'atendente@prosa.demo')).client;
    gestor = (await signIn(server.url, 'gestor@prosa.demo')).client;
    const synced = await attendant.post('/api/live/hsm/templates/sync', { channelId });
    expect(synced.status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await sandbox?.close();
  });

  it('lists the channel’s templates as the provider gave them, with their variables', async () => {
    const listed = await attendant.get(`/api/live/hsm/templates?channelId=${channelId}`);
    expect(listed.status).toBe(200);
    expect(listed.body.templates).toContainEqual(
      expect.objectContaining({
        name: 'atualizacao_pedido',
        language: 'pt_BR',
        status: 'APPROVED',
        body: 'Olá {{1}}, seu pedido {{2}} foi atualizado para: {{3}}.',
        variables: 3,
      }),
    );
    expect((await attendant.get('/api/live/hsm/channels')).body.channels).toContainEqual({
      id: channelId,
      name: 'WhatsApp HSM',
      provider: 'cloud',
    });
    const outra = (await signIn(server.url, 'admin@outra.demo')).client;
    expect((await outra.get(`/api/live/hsm/templates?channelId=${channelId}`)).body.error.code).toBe(
      'hsm.channelNotFound',
    );
    expect((await outra.get('/api/live/hsm/channels')).body.channels).toEqual([]);
  });

  it('opens a paused conversation with the template, queued for the channel, for one credit', async () => {
    await setCredits(2);
    const { national, digits, sent } = await hsmOpened();
    const room = await roomOf(sent.body.conversationId);
    expect(room).toMatchObject({
      status: 'paused',
      origin: 'attendant',
      channel: 'whatsapp',
      channelId,
      visitorId: digits,
      customerName: 'Ana',
    });
    const [message] = await db().select().from(messages).where(eq(messages.id, sent.body.messageId));
    expect(message).toMatchObject({
      sender: 'attendant',
      text: 'Olá Ana, seu pedido #1042 foi atualizado para: enviado.',
      template: { name: 'atualizacao_pedido', language: 'pt_BR', variables: order },
    });
    const [queued] = await db()
      .select()
      .from(channelOutbox)
      .where(and(eq(channelOutbox.messageId, sent.body.messageId), eq(channelOutbox.channelId, channelId)));
    expect(queued?.recipient).toBe(digits);
    expect(await credits()).toBe(1);

    // The room is open and paused: a second template waits for the customer's answer.
    expect((await send(national)).body.error.code).toBe('hsm.inConversation');
    expect(await credits()).toBe(1);
  });

  it('refuses bad input with the catalogue’s errors, spending nothing', async () => {
    await setCredits(5);
    const { national, digits } = fresh();
    await hasWritten(digits);
    expect((await send('98888-1234')).body.error.code).toBe('hsm.numberInvalid');
    expect((await send(`55${national}`)).body.error.code).toBe('hsm.numberInvalid');
    expect((await send(national, { clientName: '  ' })).body.error.code).toBe('hsm.clientNameRequired');
    const missing = { name: 'atualizacao_pedido', language: 'pt_BR', variables: ['Ana', ' ', 'x'] };
    expect((await send(national, { template: missing })).body.error.code).toBe('hsm.messageRequired');
    const long = { name: 'atualizacao_pedido', language: 'pt_BR', variables: ['Ana', 'x'.repeat(1000), 'y'] };
    expect((await send(national, { template: long })).body.error.code).toBe('hsm.messageTooLong');
    const unknown = { name: 'nao_existe', language: 'pt_BR', variables: [] };
    expect((await send(national, { template: unknown })).body.error.code).toBe('hsm.templateNotFound');
    expect((await send(national, { channelId: newId() })).body.error.code).toBe('hsm.channelNotFound');
    expect((await attendant.post('/api/live/hsm', { channelId })).body.error.code).toBe(
      'generic.invalidInput',
    );
    expect(await credits()).toBe(5);
  });

  it('refuses a number with the bot, in the queue, blocked, opted out or never opted in', async () => {
    await setCredits(5);
    const never = fresh();
    expect((await send(never.national)).body.error.code).toBe('hsm.notOptedIn');

    const withBot = fresh();
    await insertConversation(db(), {
      accountId,
      botId,
      channel: 'whatsapp',
      channelId,
      visitorId: withBot.digits,
      status: 'bot',
    });
    expect((await send(withBot.national)).body.error.code).toBe('hsm.withBot');

    const queued = fresh();
    await insertConversation(db(), {
      accountId,
      botId,
      channel: 'whatsapp',
      channelId,
      visitorId: queued.digits,
    });
    expect((await send(queued.national)).body.error.code).toBe('hsm.inQueue');

    const blocked = fresh();
    await hasWritten(blocked.digits);
    const block = { country: 'BR', number: blocked.national, reason: 'Abuso' };
    expect((await gestor.post('/api/settings/number-status/block', block)).status).toBe(200);
    expect((await send(blocked.national)).body.error.code).toBe('hsm.blocked');

    const optedOut = fresh();
    await hasWritten(optedOut.digits);
    const out = { country: 'BR', number: optedOut.national, channel: 'whatsapp', reason: 'Pediu' };
    expect((await gestor.post('/api/settings/optout', out)).status).toBe(200);
    expect((await send(optedOut.national)).body.error.code).toBe('hsm.optedOut');
    // Put back to opt-in by hand, it may receive the template again.
    expect((await gestor.post('/api/settings/optout/reset', out)).status).toBe(200);
    expect((await send(optedOut.national)).status).toBe(200);
    expect(await credits()).toBe(4);
  });

  it('refuses when the account’s credits do not suffice', async () => {
    await setCredits(0);
    const { national, digits } = fresh();
    await hasWritten(digits);
    expect((await send(national)).body.error.code).toBe('credits.notEnoughWhatsapp');
    expect(await credits()).toBe(0);
    // Nothing was stored for the provider: the refused send opened no room.
    const opened = await db()
      .select()
      .from(conversations)
      .where(and(eq(conversations.visitorId, digits), eq(conversations.status, 'paused')));
    expect(opened).toEqual([]);
  });

  // A template into the customer's open room once its 24-hour window has closed (issue 14 §2).
  describe('into an open room', () => {
    const dayAgo = () => new Date(Date.now() - 25 * 3600_000);
    // The attendant's WhatsApp room whose customer last wrote more than 24 h ago.
    const closedRoom = async (overrides: Partial<typeof conversations.$inferInsert> = {}) => {
      const number = fresh();
      const room = await insertConversation(db(), {
        accountId,
        botId,
        channel: 'whatsapp',
        channelId,
        visitorId: number.digits,
        status: 'waiting',
        attendantId: await userIdOf(db(), 'atendente@prosa.demo'),
        lastCustomerMessageAt: dayAgo(),
        ...overrides,
      });
      return { room, ...number };
    };
    const template = { name: 'atualizacao_pedido', language: 'pt_BR', variables: order };
    const sendInto = (client: ApiClient, id: string, body: unknown = { template }) =>
      client.post(`/api/live/conversations/${id}/template`, body);
    const thread = async (digits: string) =>
      (
        await (
          await fetch(
            `${sandboxUrl}/_sandbox/threads?provider=cloud&instanceId=${phoneNumberId}&customer=${digits}`,
          )
        ).json()
      ).messages as Array<{ kind: string; template?: { name: string; body: string } }>;

    it('reaches the customer as a template after the window, for one credit', async () => {
      await setCredits(2);
      const { room, digits } = await closedRoom();
      const sent = await sendInto(attendant, room.id);
      expect(sent.status).toBe(200);
      expect(sent.body).toMatchObject({
        conversationId: room.id,
        sender: 'attendant',
        text: 'Olá Ana, seu pedido #1042 foi atualizado para: enviado.',
        template,
      });
      expect(await credits()).toBe(1);
      const [queued] = await db()
        .select()
        .from(channelOutbox)
        .where(eq(channelOutbox.messageId, sent.body._id));
      expect(queued?.recipient).toBe(digits);
      const delivered = await until(async () =>
        (await thread(digits)).find((message) => message.kind === 'template'),
      );
      expect(delivered.template?.name).toBe('atualizacao_pedido');
      // The room stays the attendant's, open.
      expect((await roomOf(room.id))?.status).toBe('waiting');
    });

    it('as the first answer of a taken room, moves it on without the system’s free text', async () => {
      await setCredits(1);
      const { room } = await closedRoom({ status: 'new' });
      expect((await sendInto(attendant, room.id)).status).toBe(200);
      expect((await roomOf(room.id))?.status).toBe('waiting');
      const stored = await db().select().from(messages).where(eq(messages.conversationId, room.id));
      expect(stored.map((message) => message.sender)).toEqual(['attendant']);
    });

    it('is for the room’s attendants only, on WhatsApp, in an answerable room of the account', async () => {
      await setCredits(3);
      const { room } = await closedRoom();
      expect((await sendInto(gestor, room.id)).body.error.code).toBe('live.notAttendant');
      const outra = (await signIn(server.url, 'admin@outra.demo')).client;
      expect((await sendInto(outra, room.id)).body.error.code).toBe('live.conversationNotFound');
      const webchat = await insertConversation(db(), {
        accountId,
        botId,
        status: 'waiting',
        attendantId: await userIdOf(db(), 'atendente@prosa.demo'),
      });
      expect((await sendInto(attendant, webchat.id)).body.error.code).toBe('hsm.roomNotWhatsapp');
      const queued = await closedRoom({ status: 'queueManual', attendantId: null });
      expect((await sendInto(attendant, queued.room.id)).body.error.code).toBe('live.notAttendant');
      const finished = await closedRoom({ status: 'finished' });
      expect((await sendInto(attendant, finished.room.id)).body.error.code).toBe('live.invalidStatus');
      // Refused before or inside the send's transaction: nothing was charged.
      expect(await credits()).toBe(3);
    });

    it('refuses bad input, a blocked or opted-out number and missing credits, spending nothing', async () => {
      await setCredits(3);
      const { room } = await closedRoom();
      expect((await sendInto(attendant, room.id, {})).body.error.code).toBe('generic.invalidInput');
      const missing = { template: { ...template, variables: ['Ana', ' ', 'x'] } };
      expect((await sendInto(attendant, room.id, missing)).body.error.code).toBe('hsm.messageRequired');
      const unknown = { template: { name: 'nao_existe', language: 'pt_BR', variables: [] } };
      expect((await sendInto(attendant, room.id, unknown)).body.error.code).toBe('hsm.templateNotFound');

      const blocked = await closedRoom();
      const block = { country: 'BR', number: blocked.national, reason: 'Abuso' };
      expect((await gestor.post('/api/settings/number-status/block', block)).status).toBe(200);
      expect((await sendInto(attendant, blocked.room.id)).body.error.code).toBe('hsm.blocked');

      const optedOut = await closedRoom();
      const out = { country: 'BR', number: optedOut.national, channel: 'whatsapp', reason: 'Pediu' };
      expect((await gestor.post('/api/settings/optout', out)).status).toBe(200);
      expect((await sendInto(attendant, optedOut.room.id)).body.error.code).toBe('hsm.optedOut');
      expect(await credits()).toBe(3);

      await setCredits(0);
      expect((await sendInto(attendant, room.id)).body.error.code).toBe('credits.notEnoughWhatsapp');
      expect(await credits()).toBe(0);
    });

    it('charges a send retried with its clientMessageId once, even when both attempts race', async () => {
      await setCredits(3);
      const { room } = await closedRoom();
      const body = { template, clientMessageId: newId() };
      const [first, second] = await Promise.all([
        sendInto(attendant, room.id, body),
        sendInto(attendant, room.id, body),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.body._id).toBe(first.body._id);
      expect(await credits()).toBe(2);
      const charged = await db()
        .select()
        .from(creditCharges)
        .where(eq(creditCharges.idempotencyKey, `live:${room.id}:hsm:${body.clientMessageId}`));
      expect(charged).toMatchObject([{ kind: 'whatsappTemplate', units: 1, credits: 1 }]);
      const queued = await db()
        .select()
        .from(channelOutbox)
        .where(eq(channelOutbox.messageId, first.body._id));
      expect(queued).toHaveLength(1);
    });

    it('a room the HSM opened paused leaves paused when the customer answers on the Cloud webhook', async () => {
      await setCredits(1);
      const { digits, sent } = await hsmOpened();
      const answered = await fetch(`${sandboxUrl}/_sandbox/customer/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ provider: 'cloud', instanceId: phoneNumberId, from: digits, text: 'Oi!' }),
      });
      expect(answered.status).toBe(200);
      const room = await until(async () => {
        const row = await roomOf(sent.body.conversationId);
        return row?.status !== 'paused' && row;
      });
      expect(room).toMatchObject({
        status: 'waiting',
        attendantId: await userIdOf(db(), 'atendente@prosa.demo'),
      });
      expect(room.lastCustomerMessageAt).not.toBeNull();
    });

    it('sends the header and URL suffix of a template made in Prosa, as the provider received them', async () => {
      const header = { kind: 'document', value: 'https://cdn.example.com/catalogo.pdf' };
      const made = await gestor.post('/api/broadcast/templates', {
        channelId,
        name: 'catalogo_natal',
        category: 'marketing',
        language: 'pt_BR',
        body: 'Olá {{1}}, segue o catálogo.',
        header,
        buttons: [{ kind: 'url', text: 'Comprar', value: 'https://loja.example.com/c/{{1}}' }],
      });
      expect(made.status).toBe(200);
      await until(
        async () =>
          (await gestor.get(`/api/broadcast/templates/${made.body.template.id}`)).body.template.status ===
          'approved',
      );
      expect((await attendant.post('/api/live/hsm/templates/sync', { channelId })).status).toBe(200);
      await setCredits(1);
      const { room, digits } = await closedRoom();
      const catalogue = { name: 'catalogo_natal', language: 'pt_BR', variables: ['Ana'] };
      expect((await sendInto(attendant, room.id, { template: catalogue })).status).toBe(200);
      const delivered = (await until(async () =>
        (await thread(digits)).find((message) => message.kind === 'template'),
      )) as { template?: { components?: unknown[] } };
      expect(delivered.template?.components).toEqual([
        { type: 'header', parameters: [{ type: 'document', document: { link: header.value } }] },
        { type: 'body', parameters: [{ type: 'text', text: 'Ana' }] },
        { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: 'Ana' }] },
      ]);
    });
  });
});
