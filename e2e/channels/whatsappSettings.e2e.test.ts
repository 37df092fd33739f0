import type { BotSummary } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../apps/server/src/testing/ApiClient.ts';
import { ChatbotSettingsPage } from '../pages/ChatbotSettingsPage.ts';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { ShellPage } from '../pages/ShellPage.ts';
import { SimulatorPage } from '../pages/SimulatorPage.ts';
import { demoPassword } from '../support/apiSession.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

// A server of its own: the story edits the demo's WhatsApp channel.
const ownServer = useOwnServer();
const browser = useBrowser();

async function demoBot() {
  const admin = new ApiClient(ownServer().url);
  await admin.post('/api/auth/login', { email: 'admin@prosa.demo', password: demoPassword });
  const bots = (await admin.get('/api/bots')).body as BotSummary[];
  const bot = bots.find((b) => b.name === 'Prosa Bot');
  if (!bot) throw new Error('no Prosa Bot');
  return bot;
}

describe('WhatsApp on the sandbox, in demo mode', () => {
  it("shows the chatbot's WhatsApp channel, its installation and a working connection, and lets the simulated customer write", async () => {
    const bot = await demoBot();
    const context = await browser.newContext({ baseURL: ownServer().url });
    const { page } = await DashboardPage.signIn(context, ownServer().url, 'admin@prosa.demo');

    // The WhatsApp tab: the spec's providers in order, the legacy ones shown but not choosable, the
    // seeded Cloud API channel chosen, its secrets never shown back.
    const settings = await ChatbotSettingsPage.open(page, bot._id);
    await expect.poll(() => settings.provider('WhatsApp Cloud API (Prosa) (5)').isChecked()).toBe(true);
    const providers = await settings.whatsappForm
      .getByRole('radio')
      .evaluateAll((radios) =>
        radios.map((radio) => `${(radio as HTMLInputElement).value}:${(radio as HTMLInputElement).disabled}`),
      );
    expect(providers).toEqual([
      'disabled:false',
      'cloud:false',
      'twilio:false',
      'gupshup:false',
      'chatapi:true',
      'bubble:true',
    ]);
    expect(await settings.field('ID do número de telefone').inputValue()).toBe('100000000000001');
    expect(await settings.field('Token de acesso').inputValue()).toBe('');
    expect(await settings.field('Token de acesso').getAttribute('placeholder')).toBe(
      'salvo (deixe vazio para manter)',
    );
    await settings.field('Nome do canal').fill('WhatsApp da Demo');
    await settings.save();

    // Twilio's form asks for its own fields.
    await settings.provider('Twilio (4)').check();
    await settings.field('Account SID').waitFor();
    await settings.provider('WhatsApp Cloud API (Prosa) (5)').check();

    // The installation tab: the webchat snippet, the webhook URL and verify token to paste, and a
    // connection test that reaches the sandbox with the stored credentials.
    await settings.tab('Chatbot: instalação').click();
    const channel = 'WhatsApp da Demo';
    await expect
      .poll(() => settings.webhookUrl(channel).inputValue())
      .toMatch(/\/webhooks\/whatsapp\/[\w-]+$/);
    expect(await settings.verifyToken(channel).inputValue()).toMatch(/^[\w-]{16,}$/);
    const verdict = await settings.testConnection(channel);
    await expect.poll(() => verdict.textContent()).toContain('Conexão funcionando');

    // The simulator, offered by the menu in demo mode: the customer writes and sees their message.
    await new ShellPage(page).menu.getByRole('link', { name: 'Simulador' }).click();
    const simulator = new SimulatorPage(page);
    await simulator.panel.waitFor();
    const customer = '5511999990000';
    await simulator.write(customer, 'Olá, quero atendimento');
    await simulator.message(customer, 'Olá, quero atendimento').waitFor();
  });
});
