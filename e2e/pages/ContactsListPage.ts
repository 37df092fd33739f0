import type { Locator, Page } from 'playwright-core';
import { ContactFormPage } from './ContactFormPage.ts';

// /contacts/people or /contacts/companies (pt-BR texts): search, dynamic filters and the table.
export class ContactsListPage {
  readonly panel: Locator;
  readonly search: Locator;
  readonly filters: Locator;
  readonly total: Locator;

  constructor(
    readonly page: Page,
    readonly title: 'Pessoas' | 'Empresas',
  ) {
    this.panel = page.getByRole('region', { name: title, exact: true });
    this.search = this.panel.getByLabel('Buscar contatos', { exact: true });
    this.filters = this.panel.getByRole('group', { name: 'Filtros' });
    this.total = this.panel.getByRole('status');
  }

  static async openPeople(page: Page) {
    const list = new ContactsListPage(page, 'Pessoas');
    await page.goto('/contacts/people');
    await list.total.waitFor();
    return list;
  }

  static async openCompanies(page: Page) {
    const list = new ContactsListPage(page, 'Empresas');
    await page.goto('/contacts/companies');
    await list.total.waitFor();
    return list;
  }

  // The names in the table, in order.
  async names() {
    return this.panel.getByRole('table').getByRole('row').getByRole('link').allTextContents();
  }

  row(name: string) {
    return this.panel.getByRole('row').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  // Adds a filter row and fills it; `value` is left out for "Preenchido" and "Vazio".
  async addFilter(field: string, condition: string, value?: string) {
    await this.filters.getByRole('button', { name: 'Adicionar filtro' }).click();
    const number = await this.filters.getByRole('button', { name: /^Remover o filtro/ }).count();
    await this.filters.getByLabel(`Campo do filtro ${number}`).selectOption({ label: field });
    await this.filters.getByLabel(`Condição do filtro ${number}`).selectOption({ label: condition });
    if (value !== undefined) await this.filters.getByLabel(`Valor do filtro ${number}`).fill(value);
  }

  async removeFilter(number: number) {
    await this.filters.getByRole('button', { name: `Remover o filtro ${number}` }).click();
  }

  async createNew() {
    await this.panel.getByRole('button', { name: 'Novo' }).click();
    return ContactFormPage.waitFor(this.page, this.title === 'Pessoas' ? 'Nova pessoa' : 'Nova empresa');
  }
}
