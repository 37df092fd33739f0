import type { Locator, Page } from 'playwright-core';

// /login/signin: the accounts of a user who belongs to several.
export class AccountChoicePage {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Escolha a conta que deseja acessar' });
  }

  account(name: string) {
    return this.page.getByRole('button', { name, exact: true });
  }

  async choose(name: string) {
    await this.account(name).click();
    await this.page.waitForURL('**/dashboard');
  }
}
