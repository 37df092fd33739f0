import type { Locator, Page } from 'playwright-core';

// /login: e-mail and password, then the two-factor step on the same screen (pt-BR texts).
export class LoginPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly signInButton: Locator;
  readonly code: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 2 });
    this.email = page.getByLabel('E-mail', { exact: true });
    this.password = page.getByLabel('Senha', { exact: true });
    this.signInButton = page.getByRole('button', { name: 'Entrar', exact: true });
    this.code = page.getByLabel('Código de verificação', { exact: true });
    this.alert = page.getByRole('alert');
  }

  static async open(page: Page) {
    await page.goto('/login');
    const login = new LoginPage(page);
    await login.email.waitFor();
    return login;
  }

  async submitCredentials(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.signInButton.click();
  }

  async submitCode(code: string) {
    await this.code.fill(code);
    await this.page.getByRole('button', { name: 'Verificar' }).click();
  }

  // The whole story for a user without two-factor and with one account.
  async signIn(email: string, password: string) {
    await this.submitCredentials(email, password);
    await this.page.waitForURL('**/dashboard');
  }

  forgotPasswordLink() {
    return this.page.getByRole('link', { name: 'Esqueci minha senha' });
  }
}
