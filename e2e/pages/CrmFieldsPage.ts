import type { Locator, Page } from 'playwright-core';

export interface NewCrmField {
  name: string;
  token: string;
  // The type's pt-BR label, as the select shows it.
  type: string;
}

// /settings/fields as an administrator sees it (pt-BR texts): the sections of one contact type,
// each with its fields.
export class CrmFieldsPage {
  readonly panel: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('region', { name: 'Campos personalizados' });
    this.dialog = page.getByRole('dialog');
  }

  static async open(page: Page) {
    const fields = new CrmFieldsPage(page);
    await page.goto('/settings/fields');
    await fields.section('Dados cadastrais').waitFor();
    return fields;
  }

  section(title: string) {
    return this.panel.getByRole('region', { name: title, exact: true });
  }

  fieldRow(section: string, name: string) {
    return this.section(section).getByRole('row').filter({ hasText: name });
  }

  // The field names of a section, in order (each row's first cell).
  async fieldNames(section: string) {
    const rows = await this.section(section).getByRole('row').all();
    const names = await Promise.all(rows.slice(1).map((row) => row.getByRole('cell').first().textContent()));
    return names.map((name) => name ?? '');
  }

  async moveUp(section: string, name: string) {
    await this.section(section)
      .getByRole('button', { name: `Subir o campo ${name}` })
      .click();
  }

  async showType(tab: 'Pessoas' | 'Empresas') {
    await this.panel.getByRole('tab', { name: tab }).click();
  }

  // Opens the new-field dialog of a section, fills it and asks to save (the dialog may refuse).
  async createField(section: string, field: NewCrmField) {
    await this.section(section).getByRole('button', { name: 'Novo campo' }).click();
    await this.dialog.getByLabel('Nome do campo').fill(field.name);
    await this.dialog.getByLabel('Token').fill(field.token);
    await this.dialog.getByLabel('Tipo do campo').selectOption({ label: field.type });
    await this.save();
  }

  async save() {
    await this.dialog.getByRole('button', { name: 'Salvar campo' }).click();
  }
}
