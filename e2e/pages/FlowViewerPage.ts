import type { Locator, Page } from 'playwright-core';

// The flow viewer (/flow/viewer/{botId}): the draft's balloons and the test chat (pt-BR texts).
export class FlowViewerPage {
  readonly draft: Locator;
  readonly chat: Locator;
  readonly log: Locator;

  constructor(readonly page: Page) {
    this.draft = page.getByRole('region', { name: 'Balões do rascunho' });
    this.chat = page.getByRole('region', { name: 'Chat de teste' });
    this.log = this.chat.getByRole('log', { name: 'Conversa de teste' });
  }

  balloon(line: number) {
    return this.draft.getByRole('article', { name: `Balão ${line}`, exact: true });
  }

  async say(text: string) {
    await this.chat.getByLabel('Mensagem do cliente').fill(text);
    await this.chat.getByRole('button', { name: 'Enviar' }).click();
  }

  async tap(button: string) {
    await this.log.getByRole('button', { name: button }).last().click();
  }

  async restart() {
    await this.chat.getByRole('button', { name: 'Reiniciar' }).click();
  }

  // Waits for a line of the transcript, from the customer, the chatbot or an effect.
  async heard(text: string) {
    await this.log.getByRole('listitem').filter({ hasText: text }).last().waitFor();
  }
}
