import type { BotSummary, ChannelSummary, ConversationList, FlowDocumentInput } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../apps/server/src/testing/ApiClient.ts';
import { until } from '../../apps/server/src/testing/until.ts';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { SimulatorPage } from '../pages/SimulatorPage.ts';
import { demoPassword } from '../support/apiSession.ts';
import { signInToLive } from '../support/signInToLive.ts';
import { takeDeskByHand } from '../support/takeDeskByHand.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

// A server of its own: the story publishes a flow on the demo's chatbot and adds an SMS channel.
const ownServer = useOwnServer();
const browser = useBrowser();

const flow = (departmentId: string): FlowDocumentInput => ({
  description: 'SMS',
  lines: [
    {
      line: 1,
      type: 'buttons',
      text: 'Sobre o que quer falar?',
      buttons: ['Suporte', 'Vendas', 'Financeiro'].map((value) => ({
        key: value.toLowerCase(),
        value,
        jump: 2,
      })),
      appearanceMs: 0,
    },
    { line: 2, type: 'handoff', departmentId, text: 'Vou passar para um atendente.', appearanceMs: 0 },
  ],
});

describe('a simulated SMS customer', () => {
  it('answers the flow’s buttons by number, is handed off, and the attendant’s long answer shows as 2 segments and spends 2 credits', async () => {
    const admin = new ApiClient(ownServer().url);
    await admin.post('/api/auth/login', { email: 'admin@prosa.demo', password: demoPassword });
    const desk = await takeDeskByHand(admin);
    const bots = (await admin.get('/api/bots')).body as BotSummary[];
    const bot = bots.find((b) => b.name === 'Prosa Bot');
    if (!bot) throw new Error('no Prosa Bot');
    expect((await admin.put(`/api/bots/${bot._id}/flow`, flow(desk.id))).status).toBe(200);
    expect((await admin.post(`/api/bots/${bot._id}/flow/publish`)).status).toBe(200);
    // An SMS number on the demo's sandbox (its Twilio fake; the seeded WhatsApp channel points there).
    const { channels } = (await admin.get('/api/channels')).body as { channels: ChannelSummary[] };
    const sandboxUrl = channels.find((channel) => channel.provider === 'cloud')?.config.graphBaseUrl ?? '';
    expect(sandboxUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const created = await admin.post('/api/channels', {
      type: 'sms',
      provider: 'twilio',
      name: 'SMS Prosa',
      botId: bot._id,
      config: {
        accountSid: 'AC00000000000000000000000000000009',
        authToken: 'sandbox-sms-token',
        from: '+15017122661',
        apiBaseUrl: sandboxUrl,
      },
    });
    expect(created.status).toBe(200);

    const live = await signInToLive(
      await browser.newContext({ baseURL: ownServer().url }),
      ownServer().url,
      'atendente@prosa.demo',
    );
    const adminContext = await browser.newContext({ baseURL: ownServer().url });
    const { page } = await DashboardPage.signIn(adminContext, ownServer().url, 'admin@prosa.demo');
    await page.goto('/settings/simulator');
    const simulator = new SimulatorPage(page);
    await simulator.chooseChannel('SMS Prosa (Twilio)');
    const customer = '5511966665555';
    await simulator.customer.fill(customer);
    await simulator.write(customer, 'Oi');

    // SMS has no buttons: the options come numbered in the text, and the customer types a number.
    await simulator.message(customer, '1. Suporte').waitFor();
    await simulator.message(customer, '3. Financeiro').waitFor();
    await simulator.write(customer, '3');
    await simulator.message(customer, 'Vou passar para um atendente.').waitFor();

    const queued = await until(async () => {
      const list = (await admin.get('/api/live/conversations?box=queue')).body as ConversationList;
      return list.items.find((conversation) => conversation.channel === 'sms');
    });
    const name = queued.customerName;
    await live.openQueue();
    await live.take(name);
    // A first short answer (with the notice naming the attendant): everything sent before the long
    // one is paid, so the balance read next moves by the long answer alone.
    await live.composer().fill('Tudo bem? Já vejo seu caso.');
    await live.composer().press('Enter');
    await simulator.message(customer, 'Já vejo seu caso').waitFor();
    const dashboard = new DashboardPage(await adminContext.newPage());
    await dashboard.goto();
    const before = await dashboard.purchasedCredits();
    expect(before).toBeGreaterThan(2);
    // 188 GSM-7 characters: more than one SMS (160), so the composer counts 2 segments before sending.
    const answer =
      `Oi! Sou a Aline e vou cuidar do seu pedido. ${'Seguem os detalhes por aqui. '.repeat(5)}`.trim();
    expect(answer.length).toBeGreaterThan(160);
    await live.composer().fill(answer);
    await live
      .smsSegments()
      .filter({ hasText: /^2 segmentos de SMS/ })
      .waitFor();
    await live.composer().press('Enter');
    await live.message(answer).waitFor();
    await simulator.message(customer, 'Sou a Aline').waitFor();
    // 1 credit per segment (decisions.md).
    await dashboard.goto();
    expect(await dashboard.purchasedCredits()).toBe(before - 2);
  }, 180_000);
});
