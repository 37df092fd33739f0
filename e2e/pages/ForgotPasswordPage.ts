import type { Locator, Page } from 'playwright-core';

// /login/forgot: asks for the reset link.
export class ForgotPasswordPage {
  readonly email: Locator;
  readonly send: Locator;
  readonly confirmation: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel('E-mail', { exact: true });
    this.send = page.getByRole('button', { name: 'Enviar link' });
    this.confirmation = page.getByRole('alert').filter({ hasText: 'Verifique seu e-mail' });
  }

  static async open(page: Page) {
    await page.goto('/login/forgot');
    return ForgotPasswordPage.shown(page);
  }

  // Once its own button shows: the login page's E-mail field, which it replaces, has the same label.
  static async shown(page: Page) {
    const forgot = new ForgotPasswordPage(page);
    await forgot.send.waitFor();
    return forgot;
  }

  async ask(email: string) {
    await this.email.fill(email);
    await this.send.click();
    await this.confirmation.waitFor();
  }
}
