import type { Locator, Page } from 'playwright-core';

export interface HsmFields {
  channel: string;
  template: string;
  variables: string[];
  national: string;
  clientName: string;
}

// The live chat's "Enviar modelo (HSM)" dialog as an attendant sees it (pt-BR texts); also the room's
// own template dialog once its 24-hour window has closed (no channel, number or name to give).
export class HsmDialog {
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    name = 'Enviar modelo de WhatsApp (HSM)',
  ) {
    this.dialog = page.getByRole('dialog', { name });
  }

  static async open(page: Page) {
    await page.getByRole('button', { name: 'Enviar modelo (HSM)', exact: true }).click();
    const hsm = new HsmDialog(page);
    await hsm.dialog.waitFor();
    return hsm;
  }

  // From the room whose window has closed: its notice's button.
  static async openInRoom(room: Locator) {
    await room.getByRole('button', { name: 'Enviar modelo', exact: true }).click();
    const hsm = new HsmDialog(room.page(), 'Enviar um modelo do WhatsApp nesta conversa');
    await hsm.dialog.waitFor();
    return hsm;
  }

  // Chooses the channel, refreshes its templates from the provider and picks one.
  async choose(channel: string, template: string) {
    await this.dialog.getByLabel('Canal de WhatsApp', { exact: true }).selectOption({ label: channel });
    await this.chooseTemplate(template);
  }

  // Refreshes the channel's templates from the provider and picks one.
  async chooseTemplate(template: string) {
    await this.dialog.getByRole('button', { name: 'Atualizar modelos do provedor' }).click();
    const picker = this.dialog.getByLabel('Modelo', { exact: true });
    await picker.locator('option', { hasText: template }).waitFor({ state: 'attached' });
    await picker.selectOption({ label: template });
  }

  preview() {
    return this.dialog.getByRole('region', { name: 'Prévia da mensagem' });
  }

  async fill(fields: HsmFields) {
    await this.choose(fields.channel, fields.template);
    await this.fillVariables(fields.variables);
    await this.dialog.getByLabel('Número com DDD', { exact: true }).fill(fields.national);
    await this.dialog.getByLabel('Nome do cliente', { exact: true }).fill(fields.clientName);
  }

  async fillVariables(values: string[]) {
    for (const [index, value] of values.entries())
      await this.dialog.getByLabel(`Variável ${index + 1}`, { exact: true }).fill(value);
  }

  async send() {
    await this.dialog.getByRole('button', { name: 'Enviar (1 crédito)' }).click();
  }
}
