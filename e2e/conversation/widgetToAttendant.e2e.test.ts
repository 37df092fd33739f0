import { existsSync } from 'node:fs';
import {
  defaultLiveMessages,
  errorMessage,
  type LiveSettings,
  webchatGreeting,
  webchatOpening,
} from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../apps/server/src/testing/ApiClient.ts';
import type { LivePage } from '../pages/LivePage.ts';
import { WebchatWidget } from '../pages/WebchatWidget.ts';
import { demoPassword } from '../support/apiSession.ts';
import { signInToLive } from '../support/signInToLive.ts';
import { takeDeskByHand } from '../support/takeDeskByHand.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

if (!existsSync(new URL('../../apps/webchat/dist/webchat.js', import.meta.url)))
  throw new Error('apps/webchat/dist is missing: run `npm run build -w @prosa/webchat` (npm test does).');

// A server of its own: the story changes the department's distribution and the finish rules.
const ownServer = useOwnServer();
const browser = useBrowser();
const greeting = webchatGreeting['pt-BR'];
const texts = defaultLiveMessages['pt-BR'];

// One story in steps that share the pages: the customer on the demo page, Aline Atendente and
// Gustavo Gestor on /live.
const story = {} as { widget: WebchatWidget; customerName: string; aline: LivePage; gustavo: LivePage };

// The department takes conversations by hand (no distribution) and finishing asks for a tag.
async function configureAccount() {
  const admin = new ApiClient(ownServer().url);
  await admin.post('/api/auth/login', { email: 'admin@prosa.demo', password: demoPassword });
  await takeDeskByHand(admin);
  const { settings } = (await admin.get('/api/settings/live')).body as { settings: LiveSettings };
  const finishOption = { ...settings.behavior.finishOption, tags: { isActive: true, mandatory: true } };
  const behavior = { ...settings.behavior, finishOption };
  expect((await admin.put('/api/settings/live/behavior', behavior)).status).toBe(200);
}

const onlineAttendant = async (email: string) =>
  signInToLive(await browser.newContext({ baseURL: ownServer().url }), ownServer().url, email);

// A new conversation: the bot greets it (one greeting per conversation so far), and the earlier
// conversation stays on show above it.
async function expectNewConversation(
  widget: WebchatWidget,
  said: string,
  earlier: string,
  greetings: number,
) {
  await widget.message(said).waitFor();
  await expect.poll(() => widget.count(greeting)).toBe(greetings);
  await expect.poll(() => widget.status.textContent()).toBe('Você é o 1º da fila.');
  const [before, after] = await widget.positionsOf([earlier, said]);
  expect(before).toBeGreaterThan(0);
  expect(before).toBeLessThan(after ?? -1);
}

// Each step drives three browser pages and waits on live updates: more than the default minute.
describe('a webchat conversation from the widget to the attendants', { timeout: 120_000 }, () => {
  it('queues the customer with a position; an online attendant takes it and they talk, with ticks', async () => {
    await configureAccount();
    story.aline = await onlineAttendant('atendente@prosa.demo');
    const customerContext = await browser.newContext({ baseURL: ownServer().url });
    story.widget = await WebchatWidget.openDemo(await customerContext.newPage());
    const { widget, aline } = story;
    await widget.open();
    // Before the customer writes, the pane greets them.
    await widget.message(webchatOpening['pt-BR']).waitFor();
    expect(await widget.firstMessage()).toMatchObject({ text: webchatOpening['pt-BR'], isMine: false });
    const visitorId = await widget.page.evaluate(() => localStorage.getItem('prosa.webchat.visitor'));
    story.customerName = `Visitante ${visitorId?.slice(-4).toUpperCase()}`;
    const name = story.customerName;

    await widget.send('Olá, preciso de ajuda com meu pedido');
    await widget.message(greeting).waitFor();
    await expect.poll(() => widget.status.textContent()).toBe('Você é o 1º da fila.');

    await aline.openQueue();
    await aline.item(name).getByText('1º na fila').waitFor();
    await aline.take(name);
    await aline.message('Olá, preciso de ajuda com meu pedido').waitFor();
    await expect.poll(() => widget.status.textContent()).toBe('Você está falando com Aline Atendente.');
    // Taken: the customer hears an attendant is available; withAttendant waits for her first answer.
    await widget.message(texts.available).waitFor();
    expect(await widget.message(texts.withAttendant).count()).toBe(0);
    // The attendant has the room open: the customer's message shows read.
    await widget.message('Olá, preciso de ajuda com meu pedido').getByRole('img', { name: 'Lida' }).waitFor();

    await aline.reply('Bom dia! Vou verificar o seu pedido.');
    await widget.message('Bom dia! Vou verificar o seu pedido.').waitFor();
    await widget.message(texts.withAttendant).waitFor();
    // In the order it happened: who they are talking to, then her words.
    const [told, answered] = await widget.positionsOf([
      texts.withAttendant,
      'Bom dia! Vou verificar o seu pedido.',
    ]);
    expect(told).toBeLessThan(answered ?? -1);
    await aline.deliveryState('Bom dia! Vou verificar o seu pedido.', 'Lida').waitFor();

    await widget.send('O número é 12345');
    await widget
      .message('O número é 12345')
      .getByRole('img', { name: /Enviada|Entregue|Lida/ })
      .waitFor();
    await aline.message('O número é 12345').waitFor();
    await widget.message('O número é 12345').getByRole('img', { name: 'Lida' }).waitFor();
    expect((await aline.messages()).filter((text) => text.includes('O número é 12345'))).toHaveLength(1);
  });

  it('tags, transfers to another online attendant, who finishes with the mandatory tag; the customer rates', async () => {
    const { widget, aline, customerName: name } = story;
    await aline.addTag('Suporte');
    await aline.tags().getByRole('listitem').filter({ hasText: 'Suporte' }).waitFor();

    story.gustavo = await onlineAttendant('gestor@prosa.demo');
    const { gustavo } = story;
    await aline.transferTo('Gustavo Gestor');
    await gustavo.openBox('Caixa de entrada');
    await gustavo.item(name).waitFor();
    await gustavo.openConversation(name);
    await gustavo.message('O número é 12345').waitFor();

    await gustavo.finish();
    await gustavo
      .finishDialog()
      .getByRole('alert')
      .filter({ hasText: errorMessage('live.finishTagRequired', 'pt-BR') })
      .waitFor();
    await gustavo.finishDialog().getByRole('button', { name: 'Cancelar' }).click();
    await gustavo.finish({ tag: 'Suporte' });
    await gustavo.finishDialog().waitFor({ state: 'hidden' });
    // Finished, not archived: the room stays in his inbox, marked finished, and takes no reply.
    await gustavo.item(name).getByText('Finalizada', { exact: true }).waitFor();
    await gustavo.readOnlyNote().filter({ hasText: 'Conversa finalizada: somente leitura.' }).waitFor();
    expect(
      await gustavo
        .room(name)
        .getByRole('textbox', { name: /^Mensagem/ })
        .isDisabled(),
    ).toBe(true);

    await widget.message(texts.finishRoom).waitFor();
    // Finished: the line under the header no longer names Gustavo.
    await expect.poll(() => widget.status.textContent()).toBe('');
    await widget.survey.waitFor();
    await widget.rate(4);
    // Then the NPS question, 0 to 10; its answer is kept with the conversation.
    await widget.recommend(9);
    await widget.survey.getByText('Obrigado pela avaliação!').waitFor();
    const rated = await ownServer().services.database.query<{ satisfaction: number; nps: number }>(
      `select satisfaction, nps from conversations where customer_name = $1 and status = 'finished'`,
      [name],
    );
    expect(rated.rows).toEqual([{ satisfaction: 4, nps: 9 }]);
  });

  it('starts a new conversation with the bot after a finish; refuses a large file; after finish and archive the bot greets again; archiving a finished room empties the inbox', async () => {
    const { widget, aline, customerName: name } = story;
    await widget.send('Tenho outra dúvida');
    await expectNewConversation(widget, 'Tenho outra dúvida', 'O número é 12345', 2);

    await aline.openQueue();
    await aline.item(name).getByText('1º na fila').waitFor();
    await aline.take(name);
    await aline.message('Tenho outra dúvida').waitFor();
    await aline.attachFile({
      name: 'foto.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(6 * 1024 * 1024),
    });
    await aline.alert(errorMessage('live.fileTooLarge', 'pt-BR')).waitFor();

    await aline.reply('Pode perguntar.');
    await widget.message('Pode perguntar.').waitFor();
    await aline.item(name).waitFor();
    await aline.finish({ tag: 'Venda', archive: true });
    await aline.finishDialog().waitFor({ state: 'hidden' });
    await widget.message(texts.archiveRoom).waitFor();
    // Archived: out of her inbox, still among the finished ones.
    await aline.item(name).waitFor({ state: 'detached' });
    await aline.openBox('Finalizadas');
    await aline.item(name).getByText('Arquivada', { exact: true }).waitFor();

    await widget.send('Voltei');
    await expectNewConversation(widget, 'Voltei', 'Pode perguntar.', 3);

    // Back on the page later: the server brings the earlier conversations, newest last, under the
    // opening line.
    await widget.page.reload();
    await widget.open();
    await widget.message('Voltei').waitFor();
    await widget.message('O número é 12345').waitFor();
    expect(await widget.firstMessage()).toMatchObject({ text: webchatOpening['pt-BR'] });
    const said = ['O número é 12345', 'Tenho outra dúvida', 'Pode perguntar.', 'Voltei'];
    const positions = await widget.positionsOf(said);
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(await widget.count(greeting)).toBe(3);

    // Gustavo's finished room leaves his inbox once he archives it.
    const { gustavo } = story;
    await gustavo.item(name).waitFor();
    await gustavo.archive();
    await gustavo.item(name).waitFor({ state: 'detached' });
  });
});
