import type { BotSummary, ConversationList, FlowDocumentInput } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../apps/server/src/testing/ApiClient.ts';
import { until } from '../../apps/server/src/testing/until.ts';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { HsmDialog } from '../pages/HsmDialog.ts';
import { SimulatorPage } from '../pages/SimulatorPage.ts';
import { demoPassword } from '../support/apiSession.ts';
import { greetingAndTopics } from '../support/publishHandoffFlow.ts';
import { setServerClock } from '../support/serverClock.ts';
import { signInToLive } from '../support/signInToLive.ts';
import { takeDeskByHand } from '../support/takeDeskByHand.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

// A server of its own: the story publishes a flow on the demo's chatbot, changes its desk and moves
// its clock past the 24-hour window (PROSA_CONTROLLED_CLOCK=1).
const ownServer = useOwnServer({ PROSA_CONTROLLED_CLOCK: '1' });
const browser = useBrowser();

const flow = (departmentId: string): FlowDocumentInput => ({
  description: 'WhatsApp',
  lines: [
    ...greetingAndTopics,
    {
      line: 3,
      type: 'buttons',
      text: 'Quer falar com uma pessoa?',
      buttons: [
        { key: 'sim', value: 'Sim', jump: 4 },
        { key: 'nao', value: 'Não', jump: 4 },
      ],
      appearanceMs: 0,
    },
    { line: 4, type: 'handoff', departmentId, text: 'Vou passar para um atendente.', appearanceMs: 0 },
  ],
});

describe('a simulated WhatsApp customer', () => {
  it('walks the flow with a list and reply buttons, is handed off, the attendant answers, the ticks reach read and after the window a template goes', async () => {
    const admin = new ApiClient(ownServer().url);
    await admin.post('/api/auth/login', { email: 'admin@prosa.demo', password: demoPassword });
    // Manual queue (no distribution), so the conversation waits to be taken.
    const desk = await takeDeskByHand(admin);
    const bots = (await admin.get('/api/bots')).body as BotSummary[];
    const bot = bots.find((b) => b.name === 'Prosa Bot');
    if (!bot) throw new Error('no Prosa Bot');
    expect((await admin.put(`/api/bots/${bot._id}/flow`, flow(desk.id))).status).toBe(200);
    expect((await admin.post(`/api/bots/${bot._id}/flow/publish`)).status).toBe(200);

    const attendantContext = await browser.newContext({ baseURL: ownServer().url });
    // The attendant's clock moves with the server's, past the window, later in the story.
    await attendantContext.clock.install();
    const live = await signInToLive(attendantContext, ownServer().url, 'atendente@prosa.demo');

    const adminContext = await browser.newContext({ baseURL: ownServer().url });
    const { page } = await DashboardPage.signIn(adminContext, ownServer().url, 'admin@prosa.demo');
    await page.goto('/settings/simulator');
    const simulator = new SimulatorPage(page);
    const customer = '5511977776666';
    await simulator.customer.fill(customer);
    await simulator.write(customer, 'Oi, preciso de ajuda');

    // Four options arrive as a WhatsApp list, two as reply buttons; the customer chooses in each.
    await simulator.message(customer, 'Sobre o que quer falar?').waitFor();
    await simulator.chooseFromList(customer, 'Opções', 'Financeiro');
    await simulator.message(customer, 'Quer falar com uma pessoa?').waitFor();
    await simulator.tap(customer, 'Sim');
    await simulator.message(customer, 'Vou passar para um atendente.').waitFor();

    // The attendant sees the conversation with its channel and the 24-hour window, takes it, answers.
    const queued = await until(async () => {
      const list = (await admin.get('/api/live/conversations?box=queue')).body as ConversationList;
      return list.items.find((conversation) => conversation.channel === 'whatsapp');
    });
    expect(queued.customerName).toBe('Cliente simulado');
    await live.openQueue();
    const item = live.item('Cliente simulado');
    await item.getByRole('img', { name: 'WhatsApp' }).waitFor();
    await item.getByText(/Janela: faltam 2[34] h/).waitFor();
    await live.take('Cliente simulado');
    await live.room('Cliente simulado').getByRole('img', { name: 'WhatsApp' }).waitFor();
    const answer = 'Olá! Sou a Aline, como posso ajudar?';
    await live.reply(answer);

    // On the phone: delivered, then read once the customer reads; the attendant sees it read too.
    await simulator.ticks(customer, answer, 'Entregue').waitFor();
    await simulator.read(customer);
    await simulator.ticks(customer, answer, 'Lida').waitFor();
    await live.message(answer).getByRole('img', { name: 'Lida' }).waitFor();

    // A day and more later (both clocks), only a template reaches the customer: the composer gives
    // way to the closed window's notice, the attendant sends a template with its variables.
    const later = new Date(Date.now() + 25 * 3600_000);
    await setServerClock(ownServer().url, later);
    await live.page.clock.setSystemTime(later);
    await live.page.clock.fastForward(31_000);
    await live.closedWindowNotice().waitFor();
    const template = await HsmDialog.openInRoom(live.room());
    await template.chooseTemplate('atualizacao_pedido (pt_BR)');
    await template.fillVariables(['Cliente', '#2001', 'enviado']);
    await template.send();
    await template.dialog.waitFor({ state: 'hidden' });
    const body = 'Olá Cliente, seu pedido #2001 foi atualizado para: enviado.';
    await live.message(body).waitFor();
    await simulator.message(customer, body).waitFor();
  }, 180_000);
});
