import type { Locator, Page } from 'playwright-core';

// /settings/simulator: the customer's phone on the provider sandbox (pt-BR texts).
export class SimulatorPage {
  readonly panel: Locator;
  readonly customer: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('region', { name: 'Simulador de canais' });
    // Named as the chosen channel names its customers: a phone, a Telegram chat id, a PSID, an IGSID.
    this.customer = page.getByLabel(
      /^(Número de WhatsApp|Celular|Chat id do Telegram|PSID|IGSID) do cliente/,
    );
  }

  // "Loja (Telegram)": the channel the simulated customer writes to.
  async chooseChannel(option: string) {
    await this.page.getByLabel('Canal', { exact: true }).selectOption({ label: option });
  }

  // The customer's phone (a phone number's) or device (a chat id's, a PSID's, an IGSID's).
  phone(customer: string) {
    return this.page.getByRole('region', { name: new RegExp(`^(Celular de \\+|Aparelho de )${customer}$`) });
  }

  thread(customer: string) {
    return this.phone(customer).getByRole('list', { name: 'Conversa' });
  }

  message(customer: string, text: string) {
    return this.thread(customer).getByRole('listitem').filter({ hasText: text });
  }

  async write(customer: string, text: string) {
    await this.phone(customer).getByRole('textbox', { name: 'Mensagem' }).fill(text);
    await this.phone(customer).getByRole('button', { name: 'Enviar' }).click();
  }

  // A reply button or list row the bot sent, tapped by the customer.
  async tap(customer: string, title: string) {
    await this.thread(customer).getByRole('button', { name: title, exact: true }).click();
  }

  // A list the bot sent: its button opens the rows, the customer taps one.
  async chooseFromList(customer: string, listButton: string, row: string) {
    await this.thread(customer).getByRole('button', { name: listButton, exact: true }).last().click();
    await this.thread(customer)
      .getByRole('list', { name: listButton })
      .getByRole('button', { name: row, exact: true })
      .click();
  }

  async read(customer: string) {
    await this.phone(customer).getByRole('button', { name: 'Ler as mensagens' }).click();
  }

  // The ticks of a message, by their name: Enviada, Entregue, Lida, Não entregue.
  ticks(customer: string, text: string, status: string) {
    return this.message(customer, text).getByRole('img', { name: status });
  }
}
