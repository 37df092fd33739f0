import type { Locator, Page } from 'playwright-core';

// The chatbots page (pt-BR texts).
export class BotsPage {
  readonly panel: Locator;
  readonly newBot: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('region', { name: 'Chatbots' });
    this.newBot = page.getByRole('form', { name: 'Novo chatbot' });
  }

  static async open(page: Page) {
    const bots = new BotsPage(page);
    await page.goto('/bots');
    await bots.panel.getByRole('article').first().waitFor();
    return bots;
  }

  bot(name: string) {
    return this.panel.getByRole('article', { name });
  }

  snippet(name: string) {
    return this.bot(name).getByLabel('Código de instalação do webchat');
  }

  demoLink(name: string) {
    return this.bot(name).getByRole('link', { name: 'Testar no site de demonstração' });
  }

  async create(name: string) {
    await this.newBot.getByLabel('Nome').fill(name);
    await this.newBot.getByRole('button', { name: 'Novo chatbot' }).click();
  }
}
