import type { ConversationList } from '@prosa/contracts';
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

// A server of its own: the story opens a WhatsApp conversation on the demo's chatbot.
const ownServer = useOwnServer();
const browser = useBrowser();

describe('a simulated WhatsApp customer', () => {
  it('writes from the simulator, is handed off by the chatbot, and the attendant sees the WhatsApp conversation with its window and answers', async () => {
    const admin = new ApiClient(ownServer().url);
    await admin.post('/api/auth/login', { email: 'admin@prosa.demo', password: demoPassword });
    // Manual queue (no distribution), so the conversation waits to be taken.
    await takeDeskByHand(admin);
    const attendantContext = await browser.newContext({ baseURL: ownServer().url });
    const live = await signInToLive(attendantContext, ownServer().url, 'atendente@prosa.demo');

    const adminContext = await browser.newContext({ baseURL: ownServer().url });
    const { page } = await DashboardPage.signIn(adminContext, ownServer().url, 'admin@prosa.demo');
    await page.goto('/settings/simulator');
    const simulator = new SimulatorPage(page);
    const customer = '5511977776666';
    await simulator.customer.fill(customer);
    await simulator.write(customer, 'Oi, preciso de ajuda');
    await simulator.message(customer, 'Oi, preciso de ajuda').waitFor();

    // The signed webhook reached Prosa: the chatbot hands the customer to the queue, where the
    // conversation shows its channel and the 24-hour window it opened.
    const queued = await until(async () => {
      const list = (await admin.get('/api/live/conversations?box=queue')).body as ConversationList;
      return list.items.find((conversation) => conversation.channel === 'whatsapp');
    });
    expect(queued.customerName).toBe('Cliente simulado');
    await live.openQueue();
    const item = live.item('Cliente simulado');
    await item.waitFor();
    await item.getByRole('img', { name: 'WhatsApp' }).waitFor();
    await item.getByText(/Janela: faltam 2[34] h/).waitFor();
    await live.take('Cliente simulado');
    await live.room('Cliente simulado').getByRole('img', { name: 'WhatsApp' }).waitFor();
    await live.message('Oi, preciso de ajuda').waitFor();
    await live.reply('Olá! Sou a Aline, como posso ajudar?');
    await live.message('Olá! Sou a Aline, como posso ajudar?').waitFor();
  }, 150_000);
});
