import type { Locator, Page } from 'playwright-core';

// The "Configurações de atendente" panel of the profile page (pt-BR texts), opened on demand.
export class AttendantSettingsPanel {
  readonly panel: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('region', { name: 'Configurações de atendente' });
  }

  static async open(page: Page) {
    const settings = new AttendantSettingsPanel(page);
    await page.goto('/profile');
    await settings.panel.getByRole('button', { name: 'Mostrar configurações de atendente' }).click();
    await settings.alertTime.waitFor();
    return settings;
  }

  get alertTime() {
    return this.panel.getByLabel('Alertar após (minutos)');
  }

  checkbox(label: string) {
    return this.panel.getByRole('checkbox', { name: label });
  }

  radio(label: string) {
    return this.panel.getByRole('radio', { name: label });
  }

  async save() {
    await this.panel.getByRole('button', { name: 'Salvar configurações de atendente' }).click();
  }
}
