import type { Locator, Page } from 'playwright-core';

// A contact's form (/contacts/{type}/new or /contacts/{type}/{id}), pt-BR texts: one group per section.
export class ContactFormPage {
  readonly panel: Locator;

  constructor(
    readonly page: Page,
    title: string,
  ) {
    this.panel = page.getByRole('region', { name: title });
  }

  static async waitFor(page: Page, title: string) {
    const form = new ContactFormPage(page, title);
    await form.panel.getByRole('group').first().waitFor();
    return form;
  }

  section(title: string) {
    return this.panel.getByRole('group', { name: title, exact: true });
  }

  field(section: string, label: string) {
    return this.section(section).getByLabel(label, { exact: true });
  }

  async fill(section: string, label: string, value: string) {
    await this.field(section, label).fill(value);
  }

  async save() {
    await this.panel.getByRole('button', { name: 'Salvar contato' }).click();
  }

  alert(text: string) {
    return this.panel.getByRole('alert').filter({ hasText: text });
  }
}
