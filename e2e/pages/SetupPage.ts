import type { Locator, Page } from 'playwright-core';

// /login/setup?token=…: the one-time link a production server prints when it has no user yet.
export class SetupPage {
  readonly done: Locator;

  constructor(readonly page: Page) {
    this.done = page.getByRole('alert').filter({ hasText: 'Tudo pronto' });
  }

  static async open(page: Page, token: string) {
    await page.goto(`/login/setup?token=${encodeURIComponent(token)}`);
    const setup = new SetupPage(page);
    await page.getByRole('heading', { name: 'Configurar o Prosa' }).waitFor();
    return setup;
  }

  async create(person: { email: string; name: string; accountName: string; password: string }) {
    await this.page.getByLabel('E-mail', { exact: true }).fill(person.email);
    await this.page.getByLabel('Seu nome', { exact: true }).fill(person.name);
    await this.page.getByLabel('Nome da conta', { exact: true }).fill(person.accountName);
    await this.page.getByLabel('Nova senha', { exact: true }).fill(person.password);
    await this.page.getByLabel('Confirme a nova senha', { exact: true }).fill(person.password);
    await this.page.getByRole('button', { name: 'Criar administrador' }).click();
  }

  alert(text: string) {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}
