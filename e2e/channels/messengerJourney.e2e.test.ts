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

// A server of its own, shared by both stories: they connect a Messenger page and an Instagram
// account (one Meta provider, two channel types) and publish a flow on the demo's chatbot.
const ownServer = useOwnServer();
const browser = useBrowser();

// Meta's two channels walk the same story: what differs is the card, the ids Meta gives and how
// the customer is named (a page-scoped id on Messenger, an Instagram-scoped id on Instagram).
const metaStories = [
  {
    type: 'messenger',
    title: 'Messenger',
    page: { pageId: '209000000000777' },
    customer: '700000000000777',
    answer: 'Olá! Sou a Aline, como posso ajudar?',
  },
  {
    type: 'instagram',
    title: 'Instagram',
    page: { pageId: '209000000000778', instagramAccountId: '17841400000000778' },
    customer: '17841400000000901',
    answer: 'Oi! Aqui é a Aline, pelo Instagram.',
  },
] as const;

describe.each(metaStories)('a simulated $title customer', (story) => {
  it('reaches the chatbot through a channel connected on the installation tab, taps a quick reply, is handed off and the attendant answers', async () => {
    const admin = new ApiClient(ownServer().url);
    await admin.post('/api/auth/login', { email: 'admin@prosa.demo', password: demoPassword });
    const { bot, sandboxUrl } = await publishHandoffFlow(admin, story.title);

    // The administrator pastes what Meta's app dashboard gave, then finds the callback URL and the
    // verify token to paste back at Meta.
    const adminContext = await browser.newContext({ baseURL: ownServer().url });
    const { page } = await DashboardPage.signIn(adminContext, ownServer().url, 'admin@prosa.demo');
    const settings = await ChatbotSettingsPage.open(page, bot._id, 'installation');
    const verifyToken = `verify-the-${story.type}-story`;
    await settings.connectMeta(story.title, {
      ...story.page,
      pageAccessToken: `page-token-of-the-${story.type}-story`,
      appSecret: `app-secret-of-the-${story.type}-story`,
      verifyToken,
      graphBaseUrl: sandboxUrl,
    });
    const channelName = `${story.title} Prosa Bot`;
    await expect
      .poll(() => settings.webhookUrl(channelName).inputValue())
      .toMatch(/\/webhooks\/meta\/[\w-]+$/);
    expect(await settings.verifyToken(channelName).inputValue()).toBe(verifyToken);

    const live = await signInToLive(
      await browser.newContext({ baseURL: ownServer().url }),
      ownServer().url,
      'atendente@prosa.demo',
    );

    // The customer writes on Meta's app (the simulator plays the customer's side); the buttons
    // arrive as quick replies, and tapping one answers the flow.
    const simulator = await walkToHandoff(page, `${channelName} (${story.title})`, story.customer);

    // The attendant sees the channel's conversation, takes it and answers; the customer gets it.
    await answerQueuedCustomer(
      admin,
      live,
      { type: story.type, badge: story.title },
      'Financeiro',
      story.answer,
    );
    await simulator.message(story.customer, story.answer).waitFor();

    // The page's token works at Graph. (The sandbox knows a page once the simulator has played its
    // first customer, as Meta knows it once the page is connected to the app.)
    await page.goto(`/settings/chatbot/${bot._id}/installation`);
    const tested = await settings.testConnection(channelName);
    await tested.waitFor();
    expect(await tested.textContent()).toMatch(/Conexão funcionando/);
  }, 180_000);
});
