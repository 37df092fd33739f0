import type { Locator, Page } from 'playwright-core';

// /settings/lists (pt-BR texts): the lists table, the CSV import dialog and a list's entries.
export class ListsPage {
  readonly panel: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('region', { name: 'Listas', exact: true });
  }

  static async open(page: Page) {
    const lists = new ListsPage(page);
    await page.goto('/settings/lists');
    await lists.panel.getByRole('table').waitFor();
    return lists;
  }

  async importCsv(
    title: string,
    channel: 'E-mail' | 'SMS' | 'WhatsApp',
    file: { name: string; content: string },
  ) {
    await this.panel.getByRole('button', { name: 'Importar CSV' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Nova lista a partir de um CSV' });
    await dialog.getByLabel('Nome da lista').fill(title);
    await dialog.getByRole('radio', { name: channel }).check();
    await dialog
      .getByLabel('Arquivo CSV')
      .setInputFiles({ name: file.name, mimeType: 'text/csv', buffer: Buffer.from(file.content) });
    await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  row(title: string) {
    return this.panel
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: title, exact: true }) });
  }

  // The row's cells as text: avatar, title, amount, with e-mail, with phone, source, status.
  async cells(title: string) {
    return (await this.row(title).getByRole('cell').allTextContents()).slice(0, 7);
  }

  // Opens the list's entries: the names, e-mails and phones, and the refused rows.
  async entries(title: string) {
    await this.panel.getByRole('button', { name: `Ver a lista ${title}` }).click();
    const drawer = this.page.getByRole('dialog').filter({ hasText: `Contatos de ${title}` });
    await drawer.getByRole('table').getByRole('row').nth(1).waitFor();
    const rows = await drawer.getByRole('table').getByRole('row').allTextContents();
    const refused = await drawer
      .getByRole('region', { name: 'Linhas recusadas' })
      .getByRole('listitem')
      .allTextContents();
    await this.page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    return { rows: rows.slice(1), refused };
  }
}

// "Criar lista" on the CRM list or on /conversations: names the list of the current search's
// contacts and answers the success notice's text.
export async function createListFrom(page: Page, panel: Locator, title: string) {
  await panel.getByRole('button', { name: 'Criar lista', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Criar lista com/ });
  await dialog.getByLabel('Nome da lista').fill(title);
  await dialog.getByRole('button', { name: 'Criar', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  const notice = panel.getByRole('alert').filter({ hasText: `Lista "${title}" criada` });
  await notice.waitFor();
  return notice.textContent();
}
