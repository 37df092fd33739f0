import type { Locator, Page } from 'playwright-core';

// The live behaviour settings page (pt-BR texts).
export class LiveBehaviorPage {
  readonly panel: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('region', { name: 'Comportamento do atendimento' });
  }

  static async open(page: Page) {
    const behavior = new LiveBehaviorPage(page);
    await page.goto('/settings/live/behavior');
    await behavior.save.waitFor();
    return behavior;
  }

  get save() {
    return this.panel.getByRole('button', { name: 'Salvar comportamento' });
  }

  checkbox(group: string, label: string) {
    return this.panel.getByRole('group', { name: group }).getByRole('checkbox', { name: label });
  }

  reason(number: number) {
    return this.panel.getByRole('textbox', { name: `Motivo de ausência ${number}` });
  }

  async addReason(label: string) {
    await this.panel.getByRole('button', { name: 'Adicionar motivo' }).click();
    await this.reason(await this.panel.getByRole('textbox', { name: /^Motivo de ausência/ }).count()).fill(
      label,
    );
  }

  archiveTime() {
    return this.panel.getByLabel('Arquivar conversas sem interação após');
  }

  async chooseArchiveTime(label: string) {
    await this.archiveTime().selectOption({ label });
  }

  chosenArchiveTime() {
    return this.archiveTime().evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent);
  }

  async submit() {
    await this.save.click();
    await this.panel.getByText('Configurações salvas.').waitFor();
  }
}

// The live messages settings page (pt-BR texts).
export class LiveMessagesPage {
  readonly panel: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('region', { name: 'Mensagens do atendimento' });
  }

  static async open(page: Page) {
    const messages = new LiveMessagesPage(page);
    await page.goto('/settings/live/messages');
    await messages.message('Na fila').waitFor();
    return messages;
  }

  async chooseLanguage(name: string) {
    await this.panel.getByRole('radio', { name }).check();
  }

  message(label: string) {
    return this.panel.getByRole('textbox', { name: label, exact: true });
  }

  async submit() {
    await this.panel.getByRole('button', { name: 'Salvar mensagens' }).click();
  }
}
