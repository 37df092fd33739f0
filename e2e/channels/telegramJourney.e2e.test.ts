import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../apps/server/src/testing/ApiClient.ts';
import { ChatbotSettingsPage } from '../pages/ChatbotSettingsPage.ts';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { answerQueuedCustomer } from '../support/answerQueuedCustomer.ts';
import { demoPassword } from '../support/apiSession.ts';
import { publishHandoffFlow } from '../support/publishHandoffFlow.ts';
import { signInToLive } from '../support/signInToLive.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';
import { walkToHandoff } from '../support/walkToHandoff.ts';

// A server of its own: the story connects a Telegram bot and publishes a flow on the demo's chatbot.
const ownServer = useOwnServer();
const browser = useBrowser();

const botToken = '7033330003:AAH_sandboxTokenForTheTelegramStory_3';

describe('a simulated Telegram customer', () => {
  it('reaches the chatbot through a bot connected by its token, presses an inline button, is handed off and the attendant answers', async () => {
    const admin = new ApiClient(ownServer().url);
    await admin.post('/api/auth/login', { email: 'admin@prosa.demo', password: demoPassword });
    const { bot, sandboxUrl } = await publishHandoffFlow(admin, 'Telegram');

    // The administrator pastes the token @BotFather gave; Prosa registers its webhook itself.
    const adminContext = await browser.newContext({ baseURL: ownServer().url });
    const { page } = await DashboardPage.signIn(adminContext, ownServer().url, 'admin@prosa.demo');
    const settings = await ChatbotSettingsPage.open(page, bot._id, 'installation');
    await settings.connectTelegram(botToken, sandboxUrl);
    const channelName = 'Telegram Prosa Bot';
    await expect
      .poll(() => settings.registeredWebhookUrl(channelName).inputValue())
      .toMatch(/\/webhooks\/telegram\/[\w-]+$/);
    expect(await settings.testedConnection(channelName)).toMatch(/Conexão funcionando/);

    const live = await signInToLive(
      await browser.newContext({ baseURL: ownServer().url }),
      ownServer().url,
      'atendente@prosa.demo',
    );

    // The customer writes to the bot on Telegram (the simulator plays the customer's side); the
    // buttons arrive as an inline keyboard, and pressing one answers the flow.
    const customer = '880012345';
    const simulator = await walkToHandoff(page, `${channelName} (Telegram)`, customer);

    // The attendant sees a Telegram conversation, takes it and answers; the customer gets it.
    const answer = 'Olá! Sou a Aline, como posso ajudar?';
    const queued = await answerQueuedCustomer(
      admin,
      live,
      { type: 'telegram', badge: 'Telegram' },
      'Financeiro',
      answer,
    );
    expect(queued.customerName).toBe('Cliente simulado');
    await simulator.message(customer, answer).waitFor();
  }, 180_000);
});
