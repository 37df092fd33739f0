import type { Locator, Page } from 'playwright-core';

// /login/reset?token=…: the page the reset e-mail links to.
export class ResetPasswordPage {
  readonly password: Locator;
  readonly confirmation: Locator;
  readonly done: Locator;

  constructor(readonly page: Page) {
    this.password = page.getByLabel('Nova senha', { exact: true });
    this.confirmation = page.getByLabel('Confirme a nova senha', { exact: true });
    this.done = page.getByRole('alert').filter({ hasText: 'Senha alterada' });
  }

  async save(password: string, confirmation = password) {
    await this.password.fill(password);
    await this.confirmation.fill(confirmation);
    await this.page.getByRole('button', { name: 'Salvar nova senha' }).click();
  }

  fieldError(text: string) {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}
