import type { Locator, Page } from 'playwright-core';

export interface WidgetMessage {
  author: string;
  text: string;
  isMine: boolean;
  // The visitor's own messages: sending, sent, delivered, read or failed.
  delivery: string | null;
}

// The webchat widget as a visitor sees it on a customer's page (pt-BR texts). Its shadow root is
// open, so role and label locators reach inside.
export class WebchatWidget {
  readonly host: Locator;
  readonly launcher: Locator;
  readonly panel: Locator;
  readonly log: Locator;
  readonly input: Locator;
  readonly status: Locator;
  readonly error: Locator;
  readonly survey: Locator;
  readonly npsQuestion: Locator;
  // The controls under the bot's open question: chips, a dropdown or a slider.
  readonly choices: Locator;

  constructor(readonly page: Page) {
    this.host = page.locator('#prosa-webchat');
    this.launcher = this.host.locator('button.launcher');
    this.panel = this.host.getByRole('dialog');
    this.log = this.panel.getByRole('log', { name: 'Mensagens' });
    this.input = this.panel.getByRole('textbox', { name: 'Mensagem' });
    this.status = this.panel.locator('p.status');
    this.error = this.panel.locator('p.error');
    this.survey = this.panel.getByRole('group', { name: 'Como foi o atendimento? De 0 a 5:' });
    this.npsQuestion = this.panel.getByRole('group', {
      name: 'De 0 a 10, quanto você recomendaria nosso atendimento a um amigo?',
    });
    this.choices = this.log.getByRole('group', { name: 'Opções de resposta' });
  }

  // The demo page (seeded demo chatbot unless a token is given).
  static async openDemo(page: Page, query = '') {
    await page.goto(`/webchat/demo${query}`);
    const widget = new WebchatWidget(page);
    await widget.host.getByRole('button', { name: 'Abrir o chat' }).waitFor();
    return widget;
  }

  async open() {
    if (await this.panel.isVisible()) return;
    await this.host.getByRole('button', { name: 'Abrir o chat' }).click();
    await this.input.waitFor();
  }

  async send(text: string) {
    await this.input.fill(text);
    await this.input.press('Enter');
  }

  async attach(file: string | { name: string; mimeType: string; buffer: Buffer }) {
    await this.panel.getByLabel('Anexar arquivo').setInputFiles(file);
  }

  async insertEmoji(emoji: string) {
    await this.panel.getByRole('button', { name: 'Inserir emoji' }).click();
    await this.panel
      .getByRole('group', { name: 'Inserir emoji' })
      .getByRole('button', { name: emoji })
      .click();
  }

  // Taps one of the chips under the bot's question.
  async choose(option: string) {
    await this.choices.getByRole('button', { name: option, exact: true }).click();
  }

  async chooseFromList(option: string) {
    await this.choices.getByRole('combobox', { name: 'Escolha uma opção' }).selectOption(option);
    await this.choices.getByRole('button', { name: 'Enviar', exact: true }).click();
  }

  async slide(label: string, value: number) {
    await this.choices.getByRole('slider', { name: label }).fill(String(value));
    await this.choices.getByRole('button', { name: `Enviar ${value}`, exact: true }).click();
  }

  async messages(): Promise<WidgetMessage[]> {
    return this.log.locator('li.msg').evaluateAll((items) =>
      items.map((item) => ({
        author: item.querySelector('.author')?.textContent ?? '',
        text: item.querySelector('.text')?.textContent ?? '',
        isMine: item.classList.contains('mine'),
        delivery: item.getAttribute('data-delivery'),
      })),
    );
  }

  async lastMessageStatus() {
    const mine = (await this.messages()).filter((message) => message.isMine);
    return mine.at(-1)?.delivery ?? null;
  }

  // What the pane shows first: the chatbot's opening line (the away message outside business hours).
  async firstMessage(): Promise<WidgetMessage | null> {
    return (await this.messages())[0] ?? null;
  }

  // Where each text first shows in the log, top to bottom (-1 when absent).
  async positionsOf(texts: readonly string[]) {
    const shown = (await this.messages()).map((message) => message.text);
    return texts.map((text) => shown.indexOf(text));
  }

  message(text: string) {
    return this.log.locator('li.msg').filter({ hasText: text });
  }

  // How many messages show this text.
  count(text: string) {
    return this.message(text).count();
  }

  async rate(score: number) {
    await this.survey.getByRole('button', { name: `Nota ${score}` }).click();
  }

  // The survey's second question (NPS, 0 to 10).
  async recommend(score: number) {
    await this.npsQuestion.getByRole('button', { name: `Nota ${score}`, exact: true }).click();
  }
}
