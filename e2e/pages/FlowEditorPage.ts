import type { Locator, Page } from 'playwright-core';

// The lite flow editor (/flow/editor/{botId}) of a chatbot (pt-BR texts).
export class FlowEditorPage {
  readonly panel: Locator;
  readonly balloons: Locator;
  readonly status: Locator;
  readonly versions: Locator;
  readonly description: Locator;

  constructor(
    readonly page: Page,
    botName: string,
  ) {
    this.panel = page.getByRole('region', { name: `Fluxo de ${botName}` });
    this.balloons = this.panel.getByRole('region', { name: 'Balões' });
    this.status = this.panel.getByRole('status');
    this.versions = page.getByRole('region', { name: 'Versões publicadas' });
    this.description = this.panel.getByRole('textbox', { name: 'Descrição do fluxo', exact: true });
  }

  balloon(line: number) {
    return this.balloons.getByRole('article', { name: `Balão ${line}`, exact: true });
  }

  problems(line: number) {
    return this.balloon(line).getByRole('list', { name: `Erros do balão ${line}` });
  }

  async describe(text: string) {
    await this.description.fill(text);
  }

  // Adds balloons of a type at the end, 1 or 10 at a time.
  async add(type: string, count: 1 | 10) {
    await this.panel.getByLabel('Tipo dos novos balões').selectOption({ label: type });
    await this.panel.getByRole('button', { name: `Adicionar ${count}`, exact: true }).click();
  }

  async removeLast(count: 1 | 10) {
    await this.panel
      .getByRole('button', { name: count === 1 ? 'Remover o último' : 'Remover os 10 últimos' })
      .click();
  }

  async fill(line: number, label: string, text: string) {
    await this.balloon(line).getByLabel(label, { exact: true }).fill(text);
  }

  async choose(line: number, label: string, option: string) {
    await this.balloon(line).getByLabel(label, { exact: true }).selectOption({ label: option });
  }

  async addButton(line: number, key: string, value: string) {
    const balloon = this.balloon(line);
    await balloon.getByRole('button', { name: 'Adicionar botão' }).click();
    const index = await balloon.getByLabel(/^Chave do botão \d+$/).count();
    await balloon.getByLabel(`Chave do botão ${index}`).fill(key);
    await balloon.getByLabel(`Valor do botão ${index}`).fill(value);
  }

  async save() {
    await this.panel.getByRole('button', { name: 'Salvar rascunho' }).click();
  }

  async publish() {
    await this.panel.getByRole('button', { name: 'Publicar' }).click();
  }
}
