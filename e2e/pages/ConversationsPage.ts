import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';

// /conversations (pt-BR texts): the search form, the table and the export.
export class ConversationsPage {
  readonly panel: Locator;
  readonly search: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('region', { name: 'Conversas', exact: true });
    this.search = this.panel.getByRole('searchbox', { name: 'Buscar conversas' });
  }

  static async open(page: Page, query = '') {
    const list = new ConversationsPage(page);
    await page.goto(`/conversations${query}`);
    await list.panel.getByRole('table').waitFor();
    return list;
  }

  async find(text: string) {
    await this.search.fill(text);
    await this.search.press('Enter');
  }

  // Chooses an origin (Cliente, Campanha, Atendente) in the search form.
  async filterOrigin(label: string) {
    await this.panel.getByRole('combobox', { name: 'Origem' }).selectOption({ label });
  }

  // Chooses a campaign (a dispatch, listed as "name · date") in the search form.
  async filterCampaign(name: string) {
    const select = this.panel.getByRole('combobox', { name: 'Campanha', exact: true });
    const label = await select
      .getByRole('option', { name: `${name} · ` })
      .first()
      .textContent();
    await select.selectOption({ label: label ?? name });
  }

  // The protocols of the rows shown, in order.
  async protocols() {
    return this.panel.getByRole('row').getByRole('link').allTextContents();
  }

  row(protocol: string) {
    return this.panel
      .getByRole('row')
      .filter({ has: this.page.getByRole('link', { name: `Abrir conversa ${protocol}`, exact: true }) });
  }

  async open(protocol: string) {
    await this.panel.getByRole('link', { name: `Abrir conversa ${protocol}`, exact: true }).click();
    return ConversationDetailPage.waitFor(this.page, protocol);
  }

  // Starts the export job, waits for its file and downloads it.
  async export(format: 'CSV' | 'XLSX') {
    await this.panel.getByRole('button', { name: `Exportar ${format}` }).click();
    const link = this.panel.getByRole('link', { name: /^Baixar arquivo/ });
    await link.waitFor({ timeout: 20_000 });
    const [download] = await Promise.all([this.page.waitForEvent('download'), link.click()]);
    const path = join(await mkdtemp(join(tmpdir(), 'prosa-download-')), download.suggestedFilename());
    await download.saveAs(path);
    return {
      name: download.suggestedFilename(),
      content: await readFile(path),
      label: await link.textContent(),
    };
  }
}

// /conversations/{id}: titled by the protocol.
export class ConversationDetailPage {
  readonly panel: Locator;

  constructor(
    readonly page: Page,
    protocol: string,
  ) {
    this.panel = page.getByRole('region', { name: `Conversa ${protocol}`, exact: true });
  }

  static async waitFor(page: Page, protocol: string) {
    const detail = new ConversationDetailPage(page, protocol);
    await detail.panel.getByRole('list', { name: 'Transcrição' }).waitFor();
    return detail;
  }

  async transcript() {
    return this.panel.getByRole('list', { name: 'Transcrição' }).getByRole('listitem').allTextContents();
  }

  // The transshipment history's lines, oldest first.
  async steps() {
    return this.panel
      .getByRole('list', { name: 'Histórico de transbordo' })
      .getByRole('listitem')
      .allTextContents();
  }

  comments() {
    return this.panel.getByRole('list', { name: 'Comentários internos' }).getByRole('listitem');
  }

  async addComment(text: string) {
    await this.panel.getByLabel('Novo comentário interno (o cliente não vê)').fill(text);
    await this.panel.getByRole('button', { name: 'Adicionar comentário' }).click();
  }

  async forward(email: string) {
    await this.panel.getByRole('button', { name: 'Encaminhar por e-mail' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Encaminhar conversa' });
    await dialog.getByLabel('E-mail', { exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    return dialog;
  }

  // "Enviar para integração": chooses the integration and sends; resolves once the panel says sent.
  async sendToIntegration(name: string) {
    await this.panel.getByRole('button', { name: 'Enviar para integração' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Enviar para integração' });
    await dialog.getByRole('radio', { name, exact: true }).check();
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await this.panel
      .getByRole('status')
      .filter({ hasText: `Conversa enviada para ${name}` })
      .waitFor();
  }
}
