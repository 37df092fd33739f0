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

  // The flow screens of a chatbot: "Fluxo (lite)", "Editor de código", "Visualizar".
  flowLink(name: string, screen: string) {
    return this.bot(name).getByRole('link', { name: screen, exact: true });
  }

  editButton(name: string) {
    return this.bot(name).getByRole('button', { name: `Editar ${name}` });
  }

  // Renames a chatbot and sets its language from its card's edit form.
  async edit(name: string, changes: { name?: string; language?: string }) {
    await this.editButton(name).click();
    const form = this.bot(name).getByRole('form', { name: `Editar ${name}` });
    if (changes.name !== undefined) await form.getByLabel('Nome').fill(changes.name);
    if (changes.language !== undefined)
      await form.getByLabel('Idioma').selectOption({ label: changes.language });
    await form.getByRole('button', { name: 'Salvar' }).click();
    await form.waitFor({ state: 'detached' });
  }

  // A fact of a chatbot's card, by its term ("Idioma", "Departamento padrão").
  fact(name: string, term: string) {
    return this.bot(name).locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  }

  async create(name: string) {
    await this.newBot.getByLabel('Nome').fill(name);
    await this.newBot.getByRole('button', { name: 'Novo chatbot' }).click();
  }
}
