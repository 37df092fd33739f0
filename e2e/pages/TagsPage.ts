import type { Locator, Page } from 'playwright-core';

export interface TagFields {
  title?: string;
  color?: string;
  category?: string;
  description?: string;
}

// The tags settings page as a manager sees it (pt-BR texts).
export class TagsPage {
  readonly panel: Locator;
  readonly search: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('region', { name: 'Tags' });
    this.search = this.panel.getByLabel('Buscar tag pelo título');
    this.dialog = page.getByRole('dialog');
  }

  static async open(page: Page) {
    const tags = new TagsPage(page);
    await page.goto('/settings/tags');
    await tags.row('Suporte').waitFor();
    return tags;
  }

  row(title: string) {
    return this.panel.getByRole('row').filter({ hasText: title });
  }

  async titles() {
    const cells = this.panel.locator('tbody tr td:first-child');
    return (await cells.allTextContents()).map((text) => text.trim());
  }

  // Fills the open dialog; a colour input takes its value as a user's pick would set it.
  async fill(fields: TagFields) {
    if (fields.title !== undefined) await this.dialog.getByLabel('Título').fill(fields.title);
    if (fields.color !== undefined) await this.dialog.getByLabel('Cor').fill(fields.color);
    if (fields.category !== undefined) await this.dialog.getByLabel('Categoria').fill(fields.category);
    if (fields.description !== undefined) await this.dialog.getByLabel('Descrição').fill(fields.description);
    await this.dialog.getByRole('button', { name: 'Salvar tag' }).click();
  }

  async create(fields: TagFields) {
    await this.panel.getByRole('button', { name: 'Nova tag' }).click();
    await this.fill(fields);
  }

  async edit(title: string, fields: TagFields) {
    await this.panel.getByRole('button', { name: `Editar a tag ${title}` }).click();
    await this.fill(fields);
  }

  async remove(title: string) {
    await this.panel.getByRole('button', { name: `Excluir a tag ${title}` }).click();
    await this.page.getByRole('tooltip').getByRole('button', { name: 'Excluir', exact: true }).click();
  }
}
