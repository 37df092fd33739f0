import type { Locator, Page } from 'playwright-core';
import { KnowledgeQuestionsPage } from './KnowledgeQuestionsPage.ts';

// The conventional knowledge bases (/knowledge) as a manager sees them (pt-BR texts).
export class KnowledgeBasesPage {
  readonly panel: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('region', { name: 'Bases de conhecimento' });
    this.dialog = page.getByRole('dialog');
  }

  static async open(page: Page) {
    const bases = new KnowledgeBasesPage(page);
    await page.goto('/knowledge');
    await bases.row('Dúvidas frequentes').waitFor();
    return bases;
  }

  row(title: string) {
    return this.panel
      .getByRole('row')
      .filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  async create(title: string, description = '') {
    await this.panel.getByRole('button', { name: 'Nova base' }).click();
    await this.dialog.getByLabel('Título').fill(title);
    await this.dialog.getByLabel('Descrição').fill(description);
    await this.dialog.getByRole('button', { name: 'Salvar base' }).click();
  }

  async openBase(title: string) {
    await this.panel.getByRole('link', { name: title, exact: true }).click();
    return KnowledgeQuestionsPage.waitFor(this.page, title);
  }
}
