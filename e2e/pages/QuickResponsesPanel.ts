import type { Locator, Page } from 'playwright-core';

export interface QuickResponseFields {
  title?: string;
  message?: string;
}

// The "Respostas rápidas" panel of the profile page (pt-BR texts), opened on demand.
export class QuickResponsesPanel {
  readonly panel: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('region', { name: 'Respostas rápidas' });
    this.dialog = page.getByRole('dialog');
  }

  static async open(page: Page) {
    const quickResponses = new QuickResponsesPanel(page);
    await page.goto('/profile');
    await quickResponses.panel.getByRole('button', { name: 'Mostrar respostas rápidas' }).click();
    await quickResponses.panel.getByRole('button', { name: 'Nova resposta rápida' }).waitFor();
    await quickResponses.panel.locator('tbody tr td:first-child').first().waitFor();
    return quickResponses;
  }

  row(title: string) {
    return this.panel
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: title, exact: true }) });
  }

  async titles() {
    const cells = this.panel.locator('tbody tr td:first-child');
    return (await cells.allTextContents()).map((text) => text.trim());
  }

  async fill(fields: QuickResponseFields) {
    if (fields.title !== undefined) await this.dialog.getByLabel('Título').fill(fields.title);
    if (fields.message !== undefined) await this.dialog.getByLabel('Mensagem').fill(fields.message);
    await this.dialog.getByRole('button', { name: 'Salvar resposta' }).click();
  }

  async create(fields: QuickResponseFields) {
    await this.panel.getByRole('button', { name: 'Nova resposta rápida' }).click();
    await this.fill(fields);
  }

  async edit(title: string, fields: QuickResponseFields) {
    await this.panel.getByRole('button', { name: `Editar a resposta rápida ${title}` }).click();
    await this.fill(fields);
  }

  shareBox(title: string) {
    return this.panel.getByRole('checkbox', { name: `Compartilhar a resposta rápida ${title}` });
  }

  async remove(title: string) {
    await this.panel.getByRole('button', { name: `Excluir a resposta rápida ${title}` }).click();
    await this.page.getByRole('tooltip').getByRole('button', { name: 'Excluir', exact: true }).click();
  }
}
