import { randomBytes, randomUUID } from 'node:crypto';
import type {
  Ack,
  BotSummary,
  ConversationList,
  Department,
  LiveMessage,
  LiveSettings,
} from '@prosa/contracts';
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { connectVisitor } from '../../apps/server/src/modules/webchat/connectVisitor.ts';
import { ApiClient } from '../../apps/server/src/testing/ApiClient.ts';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { LivePage } from '../pages/LivePage.ts';
import { ShellPage } from '../pages/ShellPage.ts';
import { demoPassword } from '../support/apiSession.ts';
import { takeDeskByHand } from '../support/takeDeskByHand.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

// A server of its own: the story changes the department's distribution and opens conversations.
const ownServer = useOwnServer();
const browser = useBrowser();
const customers: Socket[] = [];
afterAll(() => {
  for (const socket of customers) socket.disconnect();
});

async function api(email: string) {
  const client = new ApiClient(ownServer().url);
  const { status } = await client.post('/api/auth/login', { email, password: demoPassword });
  if (status !== 200) throw new Error(`login of ${email} failed`);
  return client;
}

// The customer's side, as the widget opens it: the /webchat socket with the bot token and an
// anonymous visitor id, sending with a clientMessageId and collecting what the room sends back.
async function customer(botToken: string) {
  const visitorId = randomBytes(16).toString('base64url').slice(0, 22);
  const { socket } = await connectVisitor(ownServer().url, { botToken, visitorId, language: 'pt-BR' });
  customers.push(socket);
  const received: LiveMessage[] = [];
  socket.on('message', (message: LiveMessage) => received.push(message));
  const say = async (text: string) => {
    const result = (await socket
      .timeout(5000)
      .emitWithAck('send', { clientMessageId: randomUUID(), text })) as Ack<LiveMessage>;
    if (!result.ok) throw new Error(result.error.code);
    return result.data;
  };
  return { received, say };
}

async function waitFor<T>(read: () => Promise<T | undefined> | T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('live chat inbox', () => {
  it('lets an attendant take a queued webchat conversation, talk with the customer, tag it and finish it', async () => {
    const admin = await api('admin@prosa.demo');
    const [bot] = (await admin.get('/api/bots')).body as BotSummary[];
    if (!bot) throw new Error('no demo bot');
    // Manual queue (no distribution), so the conversation waits to be taken.
    await takeDeskByHand(admin);

    // Tags mandatory to finish (finishOption), so the dialog asks for one.
    const { settings } = (await admin.get('/api/settings/live')).body as { settings: LiveSettings };
    const behavior = {
      ...settings.behavior,
      finishOption: { ...settings.behavior.finishOption, tags: { isActive: true, mandatory: true } },
    };
    expect((await admin.put('/api/settings/live/behavior', behavior)).status).toBe(200);

    const context = await browser.newContext({ baseURL: ownServer().url });
    const { page } = await DashboardPage.signIn(context, ownServer().url, 'atendente@prosa.demo');
    await new ShellPage(page).chooseStatus('Online');

    const visitor = await customer(bot.token);
    const first = await visitor.say('Olá, preciso de ajuda com meu pedido');
    const attendantApi = await api('atendente@prosa.demo');
    const queued = await waitFor(async () => {
      const list = (await attendantApi.get('/api/live/conversations?box=queue')).body as ConversationList;
      return list.items?.find((item) => item._id === first.conversationId);
    }, 'the conversation in the queue');

    const live = await LivePage.open(page);
    await live.openQueue();
    await live.item(queued.customerName).waitFor();
    await live.take(queued.customerName);

    await live.reply('Bom dia! Vou verificar o seu pedido.');
    await live
      .deliveryState('Bom dia! Vou verificar o seu pedido.', 'Enviada')
      .or(live.message('Bom dia! Vou verificar o seu pedido.').getByRole('img', { name: /Entregue|Lida/ }))
      .waitFor();
    const reply = await waitFor(
      () => visitor.received.find((message) => message.sender === 'attendant'),
      'the reply at the customer',
    );
    expect(reply.text).toBe('Bom dia! Vou verificar o seu pedido.');

    await visitor.say('O número é 12345');
    await live.message('O número é 12345').waitFor();
    const texts = await live.messages();
    expect(texts.filter((text) => text.includes('O número é 12345'))).toHaveLength(1);

    await live.addTag('Suporte');
    await live.tags().getByRole('listitem').filter({ hasText: 'Suporte' }).waitFor();
    await live.addTag('Suporte');
    await live.alert('Esta etiqueta já foi adicionada à conversa.').waitFor();

    await live.finish();
    await live
      .finishDialog()
      .getByRole('alert')
      .filter({ hasText: 'Escolha ao menos uma etiqueta para finalizar.' })
      .waitFor();
    await live.finishDialog().getByRole('button', { name: 'Cancelar' }).click();
    await live.finish({ tag: 'Suporte' });
    await live.finishDialog().waitFor({ state: 'hidden' });
    await live.openBox('Finalizadas');
    await live.item(queued.customerName).waitFor();
  }, 150_000);

  it('gives a queued conversation to the attendant once they check in to the department on /live', async () => {
    const admin = await api('admin@prosa.demo');
    const [bot] = (await admin.get('/api/bots')).body as BotSummary[];
    if (!bot) throw new Error('no demo bot');
    const { items } = (await admin.get('/api/settings/departments')).body as { items: Department[] };
    const byName = (name: string) => {
      const department = items.find((item) => item.name === name);
      if (!department) throw new Error(`no ${name} department`);
      const { id, ...fields } = department;
      return { id, fields };
    };
    const attendantId = (await (await api('atendente@prosa.demo')).get('/api/auth/me')).body.user
      .id as string;
    // The bot's department keeps the conversation queued (its attendant moves to the other one);
    // check-in cannot be a bot's department (spec: not in a bot's persistence), so the conversation
    // reaches the check-in department by a transfer, which distributes only to those checked in.
    const desk = byName('Atendimento');
    const sales = byName('Comercial');
    const moved = await admin.put(`/api/settings/departments/${desk.id}`, {
      ...desk.fields,
      userIds: desk.fields.userIds.filter((id) => id !== attendantId),
    });
    expect(moved.status).toBe(200);
    const saved = await admin.put(`/api/settings/departments/${sales.id}`, {
      ...sales.fields,
      queue: true,
      distribution: 'balancing',
      checkIn: true,
      forcePass: false,
      userIds: [attendantId],
    });
    expect(saved.status).toBe(200);

    const context = await browser.newContext({ baseURL: ownServer().url });
    const { page } = await DashboardPage.signIn(context, ownServer().url, 'atendente@prosa.demo');
    await new ShellPage(page).chooseStatus('Online');
    const live = await LivePage.open(page);
    await live.checkInSwitch('Comercial', false).waitFor();

    const visitor = await customer(bot.token);
    const first = await visitor.say('Alguém pode me atender?');
    expect(
      (
        await admin.post(`/api/live/conversations/${first.conversationId}/transfer`, {
          departmentId: sales.id,
        })
      ).status,
    ).toBe(200);
    const attendantApi = await api('atendente@prosa.demo');
    const queued = await waitFor(async () => {
      const list = (await attendantApi.get('/api/live/conversations?box=queue')).body as ConversationList;
      return list.items?.find((item) => item._id === first.conversationId);
    }, 'the conversation waiting in the queue');
    expect(queued.attendantId).toBeNull();

    await live.setCheckIn('Comercial', true);
    await live.openBox('Caixa de entrada');
    await live.item(queued.customerName).waitFor();
    await live.openConversation(queued.customerName);
    await live.message('Alguém pode me atender?').waitFor();

    // The state is the server's: it survives a reload, and a check-out is stored too.
    await page.reload();
    await live.checkInSwitch('Comercial', true).waitFor();
    await live.setCheckIn('Comercial', false);
    const checkIns = (await attendantApi.get('/api/live/departments/check-ins')).body.items;
    expect(checkIns).toEqual([{ departmentId: sales.id, name: 'Comercial', checkedIn: false }]);
  }, 150_000);
});
