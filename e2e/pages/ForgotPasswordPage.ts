import type { Locator, Page } from 'playwright-core';

// /login/forgot: asks for the reset link.
export class ForgotPasswordPage {
  readonly email: Locator;
  readonly confirmation: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel('E-mail', { exact: true });
    this.confirmation = page.getByRole('alert').filter({ hasText: 'Verifique seu e-mail' });
  }

  static async open(page: Page) {
    await page.goto('/login/forgot');
    const forgot = new ForgotPasswordPage(page);
    await forgot.email.waitFor();
    return forgot;
  }

  async ask(email: string) {
    await this.email.fill(email);
    await this.page.getByRole('button', { name: 'Enviar link' }).click();
    await this.confirmation.waitFor();
  }
}
