import type { Locator, Page } from 'playwright-core';

// The code editor (/flow/advanced/{botId}): the flow as JSON text (pt-BR texts).
export class FlowCodePage {
  readonly panel: Locator;
  readonly text: Locator;
  readonly problems: Locator;
  readonly status: Locator;

  constructor(
    readonly page: Page,
    botName: string,
  ) {
    this.panel = page.getByRole('region', { name: `Fluxo de ${botName} em JSON` });
    this.text = this.panel.getByLabel('Fluxo em JSON');
    this.problems = this.panel.getByRole('alert').filter({ hasText: 'Erros do fluxo' });
    this.status = this.panel.getByRole('status');
  }

  async document() {
    return JSON.parse(await this.text.inputValue());
  }

  async write(text: string) {
    await this.text.fill(text);
  }

  async save() {
    await this.panel.getByRole('button', { name: 'Salvar rascunho' }).click();
  }

  async publish() {
    await this.panel.getByRole('button', { name: 'Publicar' }).click();
  }
}
