import type { Locator, Page } from 'playwright-core';

// /settings/chatbot/:id and its WhatsApp and installation tabs (pt-BR texts).
export class ChatbotSettingsPage {
  readonly tabs: Locator;
  readonly whatsappForm: Locator;
  readonly installation: Locator;

  constructor(readonly page: Page) {
    this.tabs = page.getByRole('navigation', { name: 'Configurações do chatbot' });
    this.whatsappForm = page.getByRole('form', { name: 'Canal WhatsApp' });
    this.installation = page.getByRole('region', { name: 'Instalação' });
  }

  static async open(page: Page, botId: string, tab: 'whatsapp' | 'installation' = 'whatsapp') {
    const settings = new ChatbotSettingsPage(page);
    await page.goto(`/settings/chatbot/${botId}/${tab}`);
    return settings;
  }

  tab(name: string) {
    return this.tabs.getByRole('link', { name, exact: true });
  }

  // "WhatsApp Cloud API (Prosa) (5)", "ChatAPI (1)"…
  provider(name: string) {
    return this.whatsappForm.getByRole('radio', { name });
  }

  field(label: string) {
    return this.whatsappForm.getByLabel(label, { exact: true });
  }

  async save() {
    await this.whatsappForm.getByRole('button', { name: 'Salvar' }).click();
    await this.whatsappForm.getByRole('status').filter({ hasText: 'Salvo.' }).waitFor();
  }

  channelCard(name: string) {
    return this.installation.getByRole('article', { name });
  }

  webhookUrl(channel: string) {
    return this.channelCard(channel).getByLabel('URL do webhook (cole no provedor)');
  }

  verifyToken(channel: string) {
    return this.channelCard(channel).getByLabel('Token de verificação (cole no provedor)');
  }

  async testConnection(channel: string) {
    await this.channelCard(channel)
      .getByRole('button', { name: `Testar a conexão de ${channel}` })
      .click();
    return this.channelCard(channel)
      .getByRole('status')
      .filter({ hasText: /Conexão funcionando|O provedor recusou/ });
  }
}
