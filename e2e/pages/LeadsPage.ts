import type { Locator, Page } from 'playwright-core';

// /people (pt-BR texts): the leads the chatbots collected, with search and the chatbot filter;
// a lead's name opens /people/{id}.
export class LeadsPage {
  readonly panel: Locator;
  readonly search: Locator;
  readonly chatbot: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('region', { name: 'Leads', exact: true });
    this.search = this.panel.getByLabel('Buscar por nome, e-mail ou telefone', { exact: true });
    this.chatbot = this.panel.getByLabel('Chatbot', { exact: true });
  }

  static async open(page: Page) {
    const leads = new LeadsPage(page);
    await page.goto('/people');
    await leads.panel.getByRole('table').waitFor();
    return leads;
  }

  row(name: string) {
    return this.panel.getByRole('row').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  // The row's cells as text, in the table's order (name, e-mail, phone, chatbot, date, contact).
  async cells(name: string) {
    return this.row(name).getByRole('cell').allTextContents();
  }

  async openLead(name: string) {
    await this.row(name).getByRole('link', { name, exact: true }).click();
    return LeadDetailPage.waitFor(this.page, name);
  }
}

// /people/{id}: one lead, titled by its name.
export class LeadDetailPage {
  readonly panel: Locator;

  constructor(
    readonly page: Page,
    name: string,
  ) {
    this.panel = page.getByRole('region', { name, exact: true });
  }

  static async waitFor(page: Page, name: string) {
    const detail = new LeadDetailPage(page, name);
    await detail.panel.getByText('Contato no CRM', { exact: true }).waitFor();
    return detail;
  }

  // The value beside a term of the detail list.
  fact(term: string) {
    return this.panel.locator('dt', { hasText: term }).first().locator('xpath=following-sibling::dd[1]');
  }

  contactLink(name: string) {
    return this.panel.getByRole('link', { name: `Abrir contato ${name}`, exact: true });
  }

  conversationLink(protocol: string) {
    return this.panel.getByRole('link', { name: `Abrir conversa ${protocol}`, exact: true });
  }
}
