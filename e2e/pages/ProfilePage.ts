import type { Locator, Page } from 'playwright-core';

// The profile page as its user sees it (pt-BR texts unless the user switches language).
export class ProfilePage {
  readonly details: Locator;
  readonly password: Locator;
  readonly twoFactor: Locator;
  readonly preferences: Locator;
  readonly devices: Locator;

  constructor(readonly page: Page) {
    this.details = page.getByRole('region', { name: 'Meus dados' });
    this.password = page.getByRole('region', { name: 'Alterar senha' });
    this.twoFactor = page.getByRole('region', { name: 'Verificação em duas etapas' });
    this.preferences = page.getByRole('region', { name: 'Preferências' });
    this.devices = page.getByRole('region', { name: 'Dispositivos conectados' });
  }

  static async open(page: Page) {
    const profile = new ProfilePage(page);
    await page.goto('/profile');
    await profile.details.waitFor();
    return profile;
  }

  // A choice among a few shows as a group of radio buttons; the radio itself is visually hidden
  // behind its button, so click the button, as a user does, and wait until the choice has taken.
  async choose(group: Locator, option: string) {
    const radio = this.page.getByRole('radio', { name: option, exact: true });
    await group.locator('label', { has: radio }).click();
    await group.locator('input:checked').and(radio).waitFor({ state: 'attached' });
  }

  async saveDetails(details: { name?: string; language?: string }) {
    if (details.name !== undefined) await this.details.getByLabel('Nome', { exact: true }).fill(details.name);
    if (details.language !== undefined)
      await this.choose(this.details.getByLabel('Idioma'), details.language);
    await this.details.getByRole('button', { name: 'Salvar dados' }).click();
  }

  async changePassword(current: string, next: string, confirmation = next) {
    await this.password.getByLabel('Senha atual', { exact: true }).fill(current);
    await this.password.getByLabel('Nova senha', { exact: true }).fill(next);
    await this.password.getByLabel('Confirme a nova senha', { exact: true }).fill(confirmation);
    await this.password.getByRole('button', { name: 'Alterar senha' }).click();
  }

  // Starts authenticator setup and returns the secret the page shows beside the QR code.
  async startAuthenticatorSetup() {
    await this.twoFactor.getByRole('button', { name: 'Usar aplicativo autenticador' }).click();
    await this.twoFactor.getByRole('img', { name: 'Código QR para o aplicativo autenticador' }).waitFor();
    return ((await this.twoFactor.getByLabel('Chave do aplicativo autenticador').textContent()) ?? '').trim();
  }

  async confirmAuthenticator(code: string) {
    await this.twoFactor.getByLabel('Código de 6 dígitos do aplicativo').fill(code);
    await this.twoFactor.getByRole('button', { name: 'Confirmar e ativar' }).click();
  }

  async turnOffTwoFactor(password: string) {
    await this.twoFactor.getByRole('button', { name: 'Desativar', exact: true }).click();
    await this.twoFactor.getByLabel('Sua senha', { exact: true }).fill(password);
    await this.twoFactor.getByRole('button', { name: 'Desativar a verificação' }).click();
  }

  deviceRow(name: string) {
    return this.devices.getByRole('row').filter({ hasText: name });
  }

  async revokeDevice(name: string) {
    await this.devices.getByRole('button', { name: new RegExp(`^Desconectar ${name}`) }).click();
    await this.page.getByRole('tooltip').getByRole('button', { name: 'Desconectar', exact: true }).click();
  }
}
