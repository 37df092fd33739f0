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

// The account's departments by name, each as its id and the fields a PUT takes back.
async function departmentsOf(admin: ApiClient) {
  const { items } = (await admin.get('/api/settings/departments')).body as { items: Department[] };
  return (name: string) => {
    const department = items.find((item) => item.name === name);
    if (!department) throw new Error(`no ${name} department`);
    const { id, ...fields } = department;
    return { id, fields };
  };
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

const waitText = 'Aguarde um momento, por favor. Já vamos responder.';
const busyText = 'Todos os nossos atendentes estão ocupados. Você está na fila e será atendido em breve.';

async function waitFor<T>(read: () => Promise<T | undefined> | T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

// Presence is stored by the /live socket a moment after the choice: wait until the server has it.
async function waitUntilOnline(client: ApiClient, name: string) {
  await waitFor(async () => {
    const { members } = (await client.get('/api/team/members')).body as {
      members: Array<{ name: string; liveStatus: number }>;
    };
    return members.find((member) => member.name === name && member.liveStatus === 5);
  }, `${name} online`);
}

// Whether the room on show is `conversationId`'s, by the protocol it reads: the address changes as a
// navigation starts and the room once React has drawn it, and a key pressed in between acts on the
// room still on show (in a CI run a T meant for one room took the other, leaving the queue empty).
async function showsRoom(live: LivePage, admin: ApiClient, conversationId: string) {
  if (!live.page.url().endsWith(`/live/${conversationId}`)) return false;
  const { protocol } = (await admin.get(`/api/live/conversations/${conversationId}`)).body as {
    protocol: number;
  };
  return (await live.shownProtocol()) === String(protocol);
}

// The open room's id once the room on show is the address's.
async function shownRoomId(live: LivePage, admin: ApiClient) {
  let id = '';
  await expect
    .poll(async () => {
      id = new URL(live.page.url()).pathname.split('/').at(-1) ?? '';
      return showsRoom(live, admin, id);
    })
    .toBe(true);
  return id;
}

// T on the room on show, from no focused control, until the header names the holder or an alert
// says why not. Pressed again (at most once a second) only while the server still has nobody
// holding that room and it is still the one on show: a press once went unheard with the machine
// loaded (docs/decisions.md), and a second press sent while the first take was on its way could
// land on another room.
async function takeByKeyboard(live: LivePage, admin: ApiClient, conversationId: string, holder: string) {
  await live.takeButton().waitFor();
  await expect
    .poll(
      async () => {
        const room = (await admin.get(`/api/live/conversations/${conversationId}`)).body as {
          attendantId: string | null;
        };
        if (!room.attendantId && (await showsRoom(live, admin, conversationId))) {
          await live.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
          await live.page.keyboard.press('t');
        }
        return live.holderOrAlert();
      },
      { timeout: 15_000, interval: 1_000 },
    )
    .toBe(`Atendente: ${holder}`);
  expect(await showsRoom(live, admin, conversationId)).toBe(true);
}

// A navigation key from no focused control, pressed again (at most once a second) while the room
// on show is not yet `conversationId`'s: a press went unheard in CI runs with the machine loaded,
// as T's did (docs/decisions.md, "A keyboard take that went unheard").
async function pressUntilOpen(live: LivePage, admin: ApiClient, key: string, conversationId: string) {
  await expect
    .poll(
      async () => {
        if (await showsRoom(live, admin, conversationId)) return true;
        if (!live.page.url().endsWith(`/live/${conversationId}`)) {
          await live.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
          await live.page.keyboard.press(key);
        }
        return false;
      },
      { timeout: 15_000, interval: 1_000 },
    )
    .toBe(true);
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
    const shell = new ShellPage(page);
    await shell.chooseStatus('Online');
    // The header counts the online, the user included (it said 0 with the user online).
    await expect.poll(() => shell.onlineCount()).toBe(1);
    await waitUntilOnline(admin, 'Aline Atendente');

    // The inbox is on show when the customer arrives.
    const live = await LivePage.open(page);
    const visitor = await customer(bot.token);
    const sentAt = Date.now();
    const first = await visitor.say('Olá, preciso de ajuda com meu pedido');
    // Announced while the inbox is open: a toast and a badge on the queue, within seconds.
    await live.newConversationToast().waitFor();
    const announcedInMs = Date.now() - sentAt;
    expect(announcedInMs).toBeLessThan(5000);
    const attendantApi = await api('atendente@prosa.demo');
    const queued = await waitFor(async () => {
      const list = (await attendantApi.get('/api/live/conversations?box=queue')).body as ConversationList;
      return list.items?.find((item) => item._id === first.conversationId);
    }, 'the conversation in the queue');
    const name = queued.customerName;
    await live.newConversationToast(name).waitFor();
    expect(await live.box('Fila').textContent()).toContain('Novas: 1');
    // The box tabs, counts and badge included, fit on one line ("Finalizadas" was cut off).
    expect(await live.boxesThatDoNotFit()).toEqual([]);
    // The attendant online can take it: the customer is asked to wait, not told everyone is busy.
    await waitFor(() => visitor.received.find((message) => message.text === waitText), 'the wait message');
    expect(visitor.received.some((message) => message.text === busyText)).toBe(false);

    await live.openQueue();
    expect(await live.box('Fila').textContent()).not.toContain('Novas');
    // Labelled filters: another department's conversations only, then this one's.
    await live.chooseFilter('Departamento', 'Comercial');
    await live.sidebar.getByText('Nenhuma conversa aqui.').waitFor();
    await live.chooseFilter('Departamento', 'Atendimento');
    await live.item(name).waitFor();
    expect([await live.boxCount('Fila'), await live.boxCount('Caixa de entrada')]).toEqual([1, 0]);
    // Taking opens the room, in the inbox; every box agrees.
    await live.take(name);
    await expect.poll(() => live.boxCount('Fila')).toBe(0);
    await expect.poll(() => live.boxCount('Caixa de entrada')).toBe(1);

    // The keyboard: ? shows the shortcuts, R goes to the composer, Enter sends.
    await page.keyboard.press('?');
    await live.shortcutsDialog().waitFor();
    await page.keyboard.press('Escape');
    await live.shortcutsDialog().waitFor({ state: 'hidden' });
    await page.keyboard.press('r');
    await expect.poll(() => live.composer().evaluate((box) => box === document.activeElement)).toBe(true);
    await page.keyboard.type('Bom dia! Vou verificar o seu pedido.');
    await page.keyboard.press('Enter');
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

    // The picker lists the account's tags; one applied is no longer offered.
    expect((await live.tagChoices()).sort()).toEqual(['Reclamação', 'Suporte', 'Venda']);
    await live.addTag('Suporte');
    expect((await live.tagChoices()).sort()).toEqual(['Reclamação', 'Venda']);

    // E finishes, once out of the composer (Escape).
    await live.composer().focus();
    await page.keyboard.press('Escape');
    await page.keyboard.press('e');
    await live.finishDialog().getByRole('button', { name: 'Finalizar', exact: true }).click();
    await live
      .finishDialog()
      .getByRole('alert')
      .filter({ hasText: 'Escolha ao menos uma etiqueta para finalizar.' })
      .waitFor();
    await live.finishDialog().getByRole('button', { name: 'Cancelar' }).click();
    await live.finish({ tag: 'Suporte' });
    await live.finishDialog().waitFor({ state: 'hidden' });
    // Finished reads finished, and only that.
    await live.readOnlyNote().filter({ hasText: 'Conversa finalizada: somente leitura.' }).waitFor();
    expect(await live.readOnlyNote().allTextContents()).toEqual(['Conversa finalizada: somente leitura.']);
    expect(await live.room().getByText('Assuma a conversa').count()).toBe(0);
    // Finished without archiving: still in the inbox, and in the finished box.
    await expect.poll(() => live.boxCount('Finalizadas')).toBe(1);
    expect([await live.boxCount('Fila'), await live.boxCount('Caixa de entrada')]).toEqual([0, 1]);
    await live.openBox('Finalizadas');
    await live.item(name).waitFor();
  }, 150_000);

  it('gives a queued conversation to the attendant once they check in to the department on /live', async () => {
    const admin = await api('admin@prosa.demo');
    const [bot] = (await admin.get('/api/bots')).body as BotSummary[];
    if (!bot) throw new Error('no demo bot');
    const byName = await departmentsOf(admin);
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

  it('asks the customer to wait while only the administrator is online, who moves by keyboard, takes, transfers', async () => {
    const admin = await api('admin@prosa.demo');
    const [bot] = (await admin.get('/api/bots')).body as BotSummary[];
    if (!bot) throw new Error('no demo bot');
    // A manual queue without Aline (she receives a transfer later): its attendants offline, only
    // the administrator, who takes from every queue, can answer. Comercial: no queue, nobody in it.
    const byName = await departmentsOf(admin);
    const alineId = (await (await api('atendente@prosa.demo')).get('/api/auth/me')).body.user.id as string;
    const desk = byName('Atendimento');
    const sales = byName('Comercial');
    const desked = await admin.put(`/api/settings/departments/${desk.id}`, {
      ...desk.fields,
      distribution: 'none',
      userIds: desk.fields.userIds.filter((id) => id !== alineId),
    });
    expect(desked.status).toBe(200);
    const emptied = await admin.put(`/api/settings/departments/${sales.id}`, {
      ...sales.fields,
      queue: false,
      distribution: 'none',
      checkIn: false,
      forcePass: false,
      queuePositionBroadcast: false,
      userIds: [],
    });
    expect(emptied.status).toBe(200);

    // Aline online, to receive a transfer.
    const alineContext = await browser.newContext({ baseURL: ownServer().url });
    const aline = await DashboardPage.signIn(alineContext, ownServer().url, 'atendente@prosa.demo');
    await new ShellPage(aline.page).chooseStatus('Online');
    await waitUntilOnline(admin, 'Aline Atendente');
    const context = await browser.newContext({ baseURL: ownServer().url });
    const { page } = await DashboardPage.signIn(context, ownServer().url, 'admin@prosa.demo');
    const shell = new ShellPage(page);
    await shell.chooseStatus('Online');
    await waitUntilOnline(admin, 'Ana Administradora');
    const live = await LivePage.open(page);

    const one = await customer(bot.token);
    const oneFirst = await one.say('Primeiro cliente');
    const two = await customer(bot.token);
    const twoFirst = await two.say('Segundo cliente');
    for (const visitor of [one, two])
      await waitFor(() => visitor.received.find((message) => message.text === waitText), 'the wait message');
    expect([...one.received, ...two.received].some((message) => message.text === busyText)).toBe(false);
    const ids = new Set([oneFirst.conversationId, twoFirst.conversationId]);

    await live.openQueue();
    await expect.poll(() => live.boxCount('Fila')).toBe(2);
    // J opens the box's first conversation, J the next, K the one before (in the list as it is).
    await page.keyboard.press('j');
    await page.waitForURL(/\/live\/[^/]+$/);
    const firstId = await shownRoomId(live, admin);
    await page.keyboard.press('j');
    await page.waitForURL((url) => !url.pathname.endsWith(firstId));
    const secondId = await shownRoomId(live, admin);
    expect(new Set([firstId, secondId])).toEqual(ids);
    const order = await live.boxLinks('Fila');
    // K goes to the one above in the list as it is now, and stays on the first (no wrap-around).
    const before = order[Math.max(order.indexOf(`/live/${secondId}`) - 1, 0)] ?? '';
    const takenId = before.split('/').at(-1) ?? '';
    await pressUntilOpen(live, admin, 'k', takenId);
    const otherId = [...ids].find((id) => id !== takenId) ?? '';

    // T takes the open room; the boxes agree.
    await takeByKeyboard(live, admin, takenId, 'Ana Administradora');
    await expect.poll(() => live.boxCount('Fila')).toBe(1);
    await expect.poll(() => live.boxCount('Caixa de entrada')).toBe(1);
    // After a transfer the header names the new holder only.
    await live.transferTo('Aline Atendente');
    await expect.poll(() => live.holderOrAlert(), { timeout: 15_000 }).toBe('Atendente: Aline Atendente');
    await expect.poll(() => live.boxCount('Caixa de entrada')).toBe(0);

    // The other one: J, T, then a transfer to a department nobody can take from once the
    // administrator is offline. It asks first, quoting what the customer will read.
    await page.keyboard.press('j');
    await page.waitForURL(`**/live/${otherId}`);
    await takeByKeyboard(live, admin, otherId, 'Ana Administradora');
    await shell.chooseStatus('Offline');
    await live.startTransferTo('Comercial');
    const dialog = live.unattendedDialog('Comercial');
    await dialog
      .getByText('Estamos transferindo você para outro atendente. Aguarde um instante, por favor.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Transferir mesmo assim' }).click();
    await live.transferDrawer().waitFor({ state: 'hidden' });
    const moved = await waitFor(async () => {
      const room = (await admin.get(`/api/live/conversations/${otherId}`)).body as { departmentId: string };
      return room.departmentId === sales.id ? room : undefined;
    }, 'the room in Comercial');
    expect(moved.departmentId).toBe(sales.id);
    // Back in a queue (Comercial's), out of the administrator's inbox.
    await expect.poll(() => live.boxCount('Fila')).toBe(1);
    await expect.poll(() => live.boxCount('Caixa de entrada')).toBe(0);
  }, 150_000);
});
