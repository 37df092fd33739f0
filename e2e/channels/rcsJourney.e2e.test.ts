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

// A server of its own: the story connects an RCS agent and publishes a flow on the demo's chatbot.
const ownServer = useOwnServer();
const browser = useBrowser();

describe('a simulated RCS customer', () => {
  it('reaches the chatbot through an RBM agent connected on the installation tab, taps a suggested reply, is handed off and the attendant answers', async () => {
    const admin = new ApiClient(ownServer().url);
    await admin.post('/api/auth/login', { email: 'admin@prosa.demo', password: demoPassword });
    const { bot, sandboxUrl } = await publishHandoffFlow(admin, 'RCS');

    // The administrator pastes what the RBM console gave, then finds the webhook URL to paste back.
    const adminContext = await browser.newContext({ baseURL: ownServer().url });
    const { page } = await DashboardPage.signIn(adminContext, ownServer().url, 'admin@prosa.demo');
    const settings = await ChatbotSettingsPage.open(page, bot._id, 'installation');
    await settings.connectRcs({
      agentId: 'prosa_story_agent@rbm.goog',
      accessToken: 'ya29.token-of-the-rcs-story',
      clientToken: 'CLIENTTOKENOFTHESTORY',
      rbmBaseUrl: sandboxUrl,
    });
    const channelName = 'RCS Prosa Bot';
    await expect
      .poll(() => settings.webhookUrl(channelName).inputValue())
      .toMatch(/\/webhooks\/rcs\/[\w-]+$/);

    const live = await signInToLive(
      await browser.newContext({ baseURL: ownServer().url }),
      ownServer().url,
      'atendente@prosa.demo',
    );

    // The customer writes to the agent from their phone's messages app (the simulator plays the
    // customer's side); the buttons arrive as suggestion chips, and tapping one answers the flow.
    const customer = '5511988880017';
    const simulator = await walkToHandoff(page, `${channelName} (RCS)`, customer);

    // The attendant sees an RCS conversation, takes it and answers; the customer gets it.
    const answer = 'Olá! Sou a Aline, como posso ajudar?';
    await answerQueuedCustomer(admin, live, { type: 'rcs', badge: 'RCS' }, 'Financeiro', answer);
    await simulator.message(customer, answer).waitFor();
  }, 180_000);
});
